import { z } from '../validation.ts';
import { defineResource, field, referenceField, selectField } from '../kit/index.ts';

export const SMS_TEST_STATUSES = ['queued', 'sent', 'delivered', 'failed', 'timeout'] as const;
/** How the vendor's receipt settled the test message (the message's own final status, docs/areas/sms.md#delivery). */
export const SMS_TEST_RECEIPTS = ['delivered', 'failed', 'expired', 'rejected'] as const;

/**
 * A test SMS sent over one route to a live phone, and how it settled: what the vendor's receipt
 * said and when, whether the handset received it (its text carries the test's code), after how
 * long, and whether the sender ID and the text arrived intact (docs/areas/hub.md#live-phones-and-sms-tests).
 */
export const smsTests = defineResource({
  name: 'sms-tests',
  apiPath: '/v1/sms/routing/sms-tests',
  routes: { list: '/hub/routing/vendor/sms-testing', create: '/hub/routing/vendor/sms-testing/run', views: [{ path: '/hub/routing/vendor/sms-testing/logs' }] },
  scope: 'team',
  // Parley records what happened; a person starts a test with the one request below.
  writtenBy: 'system',
  createdFrom: 'POST /v1/sms/routing/test-sms',
  access: { read: 'viewer', write: 'member', area: 'hub' },
  icon: 'send',
  titleField: 'sender_id',
  defaultSort: { field: 'created_at', order: 'desc' },
  fields: {
    route_id: referenceField('routes', 'name'),
    live_phone_id: referenceField('live-phones', 'number'),
    sender_id: field({ schema: z.string().trim().min(1).max(20), kind: 'text', list: true, search: true, filter: ['eq', 'like'] }),
    text: field({ schema: z.string().trim().min(1).max(1600), kind: 'sms-text', list: 'hidden', search: true }),
    /** What the text carries so the handset's message is matched to this test (PT-482913). */
    code: field({ schema: z.string().max(20).optional(), kind: 'text', code: true, list: 'hidden', search: true, filter: ['eq'] }),
    status: selectField(SMS_TEST_STATUSES, { initial: 'queued', readOnly: true, form: false, filter: ['eq', 'in', 'ne'] }),
    sent_at: field({ schema: z.iso.datetime({ offset: true }).optional(), kind: 'datetime', readOnly: true, form: false, list: true, sortable: true, filter: ['range'] }),
    receipt_status: field({ schema: z.enum(SMS_TEST_RECEIPTS).optional(), kind: 'select', options: SMS_TEST_RECEIPTS, readOnly: true, form: false, list: true, filter: ['eq', 'in'] }),
    receipt_at: field({ schema: z.iso.datetime({ offset: true }).optional(), kind: 'datetime', readOnly: true, form: false, list: 'hidden', sortable: true }),
    /** When the handset received it. */
    delivered_at: field({ schema: z.iso.datetime({ offset: true }).optional(), kind: 'datetime', readOnly: true, form: false, list: 'hidden', sortable: true }),
    latency_ms: field({ schema: z.number().int().min(0).optional(), kind: 'number', readOnly: true, form: false, list: true, sortable: true }),
    received_sender: field({ schema: z.string().max(20).optional(), kind: 'text', readOnly: true, form: false, list: 'hidden' }),
    received_text: field({ schema: z.string().max(1600).optional(), kind: 'textarea', readOnly: true, form: false, list: false }),
    sender_id_intact: field({ schema: z.boolean().optional(), kind: 'switch', readOnly: true, form: false, list: true, filter: ['eq'] }),
    text_intact: field({ schema: z.boolean().optional(), kind: 'switch', readOnly: true, form: false, list: 'hidden', filter: ['eq'] }),
    error: field({ schema: z.string().max(2000).optional(), kind: 'text', readOnly: true, form: false, list: 'hidden' }),
  },
});
