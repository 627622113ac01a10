import { z } from '../validation.ts';
import { defineResource, field } from '../kit/index.ts';

export const RATE_PARSERS = ['csv', 'xlsx'] as const;

/** A mailbox that receives a vendor's rate sheets; each sheet is parsed into the route's rates. */
export const rateInboxes = defineResource({
  name: 'rate-inboxes',
  apiPath: '/v1/sms/routing/rates/inboxes',
  routes: { list: '/hub/routing/vendor/rates/Inboxes', views: [{ path: '/sms/routing/rates/Inboxes' }] },
  scope: 'team',
  // Routing and vendor prices move live traffic and margins at once: admins change them.
  access: { read: 'viewer', write: 'admin' },
  icon: 'send',
  titleField: 'name',
  defaultSort: { field: 'name', order: 'asc' },
  fields: {
    name: field({ schema: z.string().trim().min(1).max(120), kind: 'text', list: true, sortable: true, search: true, filter: ['like'] }),
    email_address: field({ schema: z.email().max(254), kind: 'email', list: true, sortable: true, search: true, filter: ['eq', 'like'] }),
    route_id: field({ schema: z.number().int().positive(), kind: 'reference', reference: { resource: 'routes', label: 'name' }, list: true, filter: ['eq', 'in'] }),
    parser: field({ schema: z.enum(RATE_PARSERS).default('csv'), kind: 'select', options: RATE_PARSERS, list: true, filter: ['eq', 'in'] }),
    active: field({ schema: z.boolean().default(true), kind: 'switch', list: true, filter: ['eq'] }),
    last_received_at: field({ schema: z.iso.datetime({ offset: true }).optional(), kind: 'datetime', readOnly: true, form: false, list: true, sortable: true }),
  },
});
