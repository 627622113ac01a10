import { z } from '../validation.ts';
import { defineResource, field, referenceField, selectField } from '../kit/index.ts';

export const SMS_TEST_STATUSES = ['queued', 'sent', 'delivered', 'failed', 'timeout'] as const;

/** A test SMS sent over a route to a live phone: did it arrive, how fast, with the sender intact. */
export const smsTests = defineResource({
  name: 'sms-tests',
  apiPath: '/v1/sms/routing/sms-tests',
  routes: { list: '/hub/routing/vendor/sms-testing', views: [{ path: '/hub/routing/vendor/sms-testing/logs' }] },
  scope: 'team',
  access: { read: 'viewer', write: 'member', area: 'hub' },
  icon: 'send',
  titleField: 'sender_id',
  defaultSort: { field: 'created_at', order: 'desc' },
  fields: {
    route_id: referenceField('routes', 'name'),
    live_phone_id: referenceField('live-phones', 'number'),
    sender_id: field({ schema: z.string().trim().min(1).max(20), kind: 'text', list: true, search: true, filter: ['eq', 'like'] }),
    text: field({ schema: z.string().trim().min(1).max(1600), kind: 'sms-text', list: 'hidden', search: true }),
    status: selectField(SMS_TEST_STATUSES, { initial: 'queued', readOnly: true, form: false, filter: ['eq', 'in', 'ne'] }),
    sent_at: field({ schema: z.iso.datetime({ offset: true }).optional(), kind: 'datetime', readOnly: true, form: false, list: true, sortable: true, filter: ['range'] }),
    delivered_at: field({ schema: z.iso.datetime({ offset: true }).optional(), kind: 'datetime', readOnly: true, form: false, list: 'hidden', sortable: true }),
    latency_ms: field({ schema: z.number().int().min(0).optional(), kind: 'number', readOnly: true, form: false, list: true, sortable: true }),
    sender_id_intact: field({ schema: z.boolean().optional(), kind: 'switch', readOnly: true, form: false, list: true }),
  },
});
