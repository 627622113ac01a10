import { z } from '../validation.ts';
import { defineResource, field, nameField, optionalReferenceField, selectField } from '../kit/index.ts';

export const FEED_FORMATS = ['csv', 'json'] as const;
export const FEED_SCHEDULES = ['hourly', 'daily', 'manual'] as const;
export const FEED_ON_DUPLICATE = ['update', 'skip'] as const;
/** The contact fields a payload key may be mapped to; anything else is a custom field key. */
export const FEED_CONTACT_FIELDS = ['phone', 'first_name', 'last_name', 'email', 'country', 'tags'] as const;
const targetKey = z.string().regex(/^(phone|first_name|last_name|email|country|tags|custom\.[a-z][a-z0-9_]{0,39})$/, 'Map to a contact field (phone, first_name, last_name, email, country, tags) or custom.<key>.');

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
    /** Payload key → contact field or `custom.<key>`; keys not named are taken by their own name. */
    mapping: field({ schema: z.record(z.string().trim().min(1).max(100), targetKey).refine((m) => Object.keys(m).length <= 100, 'At most 100 mapped keys.').default({}), kind: 'field-mapping' }),
    tags: field({ schema: z.array(z.string().trim().min(1).max(40)).max(50).default([]), kind: 'multiselect', list: 'hidden' }),
    segment_id: optionalReferenceField('segments', 'name', { list: 'hidden' }),
    on_duplicate: selectField(FEED_ON_DUPLICATE, { initial: 'update', list: 'hidden', sortable: false }),
    /** Set by a campaign's stop-feed; cleared when the feed is switched on again. */
    stopped_by_campaign_id: optionalReferenceField('campaigns', 'name', { readOnly: true, list: 'hidden', filter: [] }),
  },
  actions: [
    // Fetches the source now, as a job (server/domains/audience/feed-run.ts); scheduled feeds run by themselves.
    { name: 'run', scope: 'item', method: 'POST', when: { active: [true] }, output: z.object({ queued: z.boolean(), job_id: z.number().int() }), icon: 'play' },
  ],
});
