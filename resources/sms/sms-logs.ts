import { z } from '../validation.ts';
import { defineResource, field, optionalReferenceField, selectField } from '../kit/index.ts';
import { SMS_CURRENCIES, SMS_PRICE_SCALE } from './shared.ts';

/** Where a message is: waiting for its route, taken by the SMSC, or how it ended (docs/areas/sms.md#delivery). */
export const SMS_MESSAGE_STATUSES = ['queued', 'sent', 'delivered', 'failed', 'expired', 'rejected'] as const;
export type SmsMessageStatus = (typeof SMS_MESSAGE_STATUSES)[number];
export const SMS_ENCODINGS = ['gsm7', 'ucs2'] as const;

/** A route that did not take the message: why (the vendor's status name or HTTP status as `code`), and when. */
export const routeAttempt = z.object({ route_id: z.number().int().nullable(), reason: z.string(), code: z.string().nullable(), at: z.string() });
export type RouteAttempt = z.infer<typeof routeAttempt>;

/**
 * Every SMS the team sent (POST /v1/sms/send and campaigns) and what became of it. Parley writes
 * each record: the route it left by, its parts, cost and the vendor's receipts.
 */
export const smsLogs = defineResource({
  name: 'sms-logs',
  apiPath: '/v1/sms/logs',
  // A campaign's own messages: its page links to them.
  routes: { list: '/sms/logs', show: '/sms/logs/:id', create: '/sms/send', views: [{ path: '/campaigns/:id/messages', idFilter: 'campaign_id' }] },
  scope: 'team',
  writtenBy: 'system',
  createdFrom: 'POST /v1/sms/send',
  icon: 'message',
  titleField: 'to',
  defaultSort: { field: 'created_at', order: 'desc' },
  fields: {
    to: field({ schema: z.string(), kind: 'text', readOnly: true, list: true, search: true, filter: ['eq', 'like'] }),
    from: field({ schema: z.string(), kind: 'text', readOnly: true, list: true, search: true, filter: ['eq', 'like'] }),
    text: field({ schema: z.string(), kind: 'textarea', readOnly: true, list: 'hidden' }),
    status: selectField(SMS_MESSAGE_STATUSES, { readOnly: true }),
    route_id: optionalReferenceField('routes', 'name', { readOnly: true }),
    plan_id: optionalReferenceField('routing-plans', 'name', { readOnly: true, list: 'hidden' }),
    campaign_id: optionalReferenceField('campaigns', 'name', { readOnly: true, list: 'hidden' }),
    contact_id: optionalReferenceField('contacts', 'phone', { readOnly: true, list: 'hidden' }),
    parts: field({ schema: z.number().int(), kind: 'number', readOnly: true, list: true, sortable: true, filter: ['range'] }),
    encoding: field({ schema: z.enum(SMS_ENCODINGS), kind: 'select', options: SMS_ENCODINGS, readOnly: true, list: 'hidden', filter: ['eq'] }),
    cost: field({ schema: z.number().int().optional(), kind: 'money', scale: SMS_PRICE_SCALE, precision: 'price', currencyField: 'currency', readOnly: true, list: true, sortable: true }),
    currency: field({ schema: z.enum(SMS_CURRENCIES).optional(), kind: 'select', options: SMS_CURRENCIES, readOnly: true, list: 'hidden' }),
    attempts: field({ schema: z.number().int(), kind: 'number', readOnly: true, list: 'hidden' }),
    /** The routes passed over before the one that took the message (or before it failed), each with its reason. */
    attempts_log: field({ schema: z.array(routeAttempt).default([]), kind: 'route-attempts', readOnly: true, list: false }),
    error: field({ schema: z.string().optional(), kind: 'text', readOnly: true, list: true }),
    submitted_at: field({ schema: z.iso.datetime({ offset: true }).optional(), kind: 'datetime', readOnly: true, list: true, sortable: true, filter: ['range'] }),
    delivered_at: field({ schema: z.iso.datetime({ offset: true }).optional(), kind: 'datetime', readOnly: true, list: true, sortable: true, filter: ['range'] }),
  },
});
