import { z } from '../validation.ts';
import { defineResource, field, nameField, referenceField, selectField } from '../kit/index.ts';

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
    name: nameField(),
    email_address: field({ schema: z.email().max(254), kind: 'email', list: true, sortable: true, search: true, filter: ['eq', 'like'] }),
    route_id: referenceField('routes', 'name'),
    parser: selectField(RATE_PARSERS, { initial: 'csv', sortable: false }),
    active: field({ schema: z.boolean().default(true), kind: 'switch', list: true, filter: ['eq'] }),
    last_received_at: field({ schema: z.iso.datetime({ offset: true }).optional(), kind: 'datetime', readOnly: true, form: false, list: true, sortable: true }),
  },
});
