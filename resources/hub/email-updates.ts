import { z } from '../validation.ts';
import { defineResource, field, referenceField } from '../kit/index.ts';

export const EMAIL_UPDATE_TOPICS = ['rate_changes', 'new_networks', 'closures', 'outages', 'invoices'] as const;

/** Who at a hub client hears about what: the addresses that receive an endpoint's rate notices and other updates. */
export const emailUpdates = defineResource({
  name: 'email-updates',
  apiPath: '/v1/hub/email-updates',
  routes: { views: [{ path: '/hub/endpoints/:id/email-updates', idFilter: 'endpoint_id' }] },
  scope: 'team',
  access: { read: 'viewer', write: 'admin', area: 'hub' },
  icon: 'send',
  titleField: 'email',
  defaultSort: { field: 'email', order: 'asc' },
  fields: {
    endpoint_id: referenceField('endpoints', 'name'),
    email: field({ schema: z.email().max(254), kind: 'email', list: true, sortable: true, search: true, filter: ['eq', 'like'] }),
    name: field({ schema: z.string().trim().max(120).optional(), kind: 'text', list: true, sortable: true, search: true, filter: ['like'] }),
    topics: field({ schema: z.array(z.enum(EMAIL_UPDATE_TOPICS)).min(1).max(EMAIL_UPDATE_TOPICS.length).default(['rate_changes']), kind: 'multiselect', options: EMAIL_UPDATE_TOPICS, list: true }),
    active: field({ schema: z.boolean().default(true), kind: 'switch', list: true, filter: ['eq'] }),
    /** Set when a rate sheet or notice goes to this address. */
    last_sent_at: field({ schema: z.iso.datetime({ offset: true }).optional(), kind: 'datetime', readOnly: true, form: false, list: true, sortable: true }),
  },
});
