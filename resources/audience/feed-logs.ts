import { z } from '../validation.ts';
import { defineResource, field, referenceField, selectField } from '../kit/index.ts';

export const FEED_RUN_STATUSES = ['success', 'failed', 'partial'] as const;

/** One run of a feed: written by the importer; only an owner may correct or remove an entry. */
export const feedLogs = defineResource({
  name: 'feed-logs',
  apiPath: '/v1/audience/feeds/logs',
  routes: { list: '/audience/feeds/logs' },
  scope: 'team',
  writtenBy: 'system',
  access: { read: 'viewer', write: 'owner' },
  icon: 'logs',
  titleField: 'message',
  defaultSort: { field: 'started_at', order: 'desc' },
  fields: {
    feed_id: referenceField('feeds', 'name'),
    started_at: field({ schema: z.iso.datetime(), kind: 'datetime', list: true, sortable: true, filter: ['range'] }),
    finished_at: field({ schema: z.iso.datetime().optional(), kind: 'datetime', list: true, sortable: true }),
    status: selectField(FEED_RUN_STATUSES),
    rows_read: field({ schema: z.number().int().min(0).default(0), kind: 'number', list: true, sortable: true, filter: ['range'] }),
    rows_imported: field({ schema: z.number().int().min(0).default(0), kind: 'number', list: true, sortable: true, filter: ['range'] }),
    message: field({ schema: z.string().max(2000).optional(), kind: 'text', list: true, search: true, filter: ['like'] }),
  },
});
