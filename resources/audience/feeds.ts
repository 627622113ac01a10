import { z } from '../validation.ts';
import { defineResource, field, nameField, selectField } from '../kit/index.ts';

export const FEED_FORMATS = ['csv', 'json'] as const;
export const FEED_SCHEDULES = ['hourly', 'daily', 'manual'] as const;

/** Contacts that arrive from elsewhere: a remote file fetched on a schedule, or deliveries a sender pushes to the feed's webhook. */
export const feeds = defineResource({
  name: 'feeds',
  apiPath: '/v1/audience/feeds',
  routes: { list: '/audience/feeds' },
  scope: 'team',
  icon: 'feed',
  titleField: 'name',
  defaultSort: { field: 'name', order: 'asc' },
  fields: {
    name: nameField(),
    /** Where scheduled runs fetch from; a feed whose sender pushes to its webhook needs none. */
    source_url: field({ schema: z.url().max(2000).optional(), kind: 'url', list: true, search: true }),
    format: selectField(FEED_FORMATS, { initial: 'csv', sortable: false }),
    schedule: selectField(FEED_SCHEDULES, { initial: 'daily' }),
    active: field({ schema: z.boolean().default(true), kind: 'switch', list: true, filter: ['eq'] }),
    last_run_at: field({ schema: z.iso.datetime().optional(), kind: 'datetime', readOnly: true, list: true, sortable: true }),
    rows_imported: field({ schema: z.number().int().min(0), kind: 'number', readOnly: true, list: true, sortable: true, filter: ['range'] }),
  },
});
