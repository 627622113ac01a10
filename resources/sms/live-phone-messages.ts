import { z } from '../validation.ts';
import { defineResource, field, optionalReferenceField, referenceField } from '../kit/index.ts';

/**
 * What a live phone received: each SMS as the handset reported it, matched to the SMS test that
 * sent it when there was one, so a hub admin sees whether a route delivers, how fast, and whether
 * the sender ID survived.
 */
export const livePhoneMessages = defineResource({
  name: 'live-phone-messages',
  apiPath: '/v1/management/live-phones-sms',
  routes: { list: '/hub/routing/vendor/live-phones/sms' },
  scope: 'team',
  writtenBy: 'system',
  // The platform's handsets: staff run them for a team's hub, as the /v1/management path says.
  access: { staffOnly: true, area: 'hub' },
  icon: 'send',
  titleField: 'sender',
  defaultSort: { field: 'received_at', order: 'desc' },
  fields: {
    live_phone_id: referenceField('live-phones', 'number'),
    sender: field({ schema: z.string().trim().min(1).max(20), kind: 'text', list: true, sortable: true, search: true, filter: ['eq', 'like'] }),
    text: field({ schema: z.string().min(1).max(1600), kind: 'textarea', list: true, search: true }),
    received_at: field({ schema: z.iso.datetime({ offset: true }), kind: 'datetime', list: true, sortable: true, filter: ['range'] }),
    sms_test_id: optionalReferenceField('sms-tests', 'sender_id', { list: 'hidden', filter: ['eq'] }),
    route_id: optionalReferenceField('routes', 'name'),
    latency_ms: field({ schema: z.number().int().min(0).max(86_400_000).optional(), kind: 'number', list: true, sortable: true, filter: ['range'] }),
    sender_id_intact: field({ schema: z.boolean().optional(), kind: 'switch', list: true, filter: ['eq'] }),
  },
});
