import { z } from '../validation.ts';
import { defineResource, field, referenceField, selectField } from '../kit/index.ts';

/** What a receipt told the client: a final state, or (sendsms's dlr-mask 8) that a vendor took the message. */
export const RECEIPT_EVENTS = ['delivered', 'undelivered', 'expired', 'rejected', 'submitted'] as const;
export type ReceiptEvent = (typeof RECEIPT_EVENTS)[number];

/** `json`: a signed POST to the JSON API's dlr_url; `kannel`: a GET of sendsms's dlr-url, its placeholders filled. */
export const RECEIPT_FORMATS = ['json', 'kannel'] as const;
export type ReceiptFormat = (typeof RECEIPT_FORMATS)[number];

/** `delivered`: the client answered 2xx; `failed`: tried again later; `gave_up`: the last try within HUB_RECEIPT_HOLD_HOURS. */
export const ATTEMPT_OUTCOMES = ['delivered', 'failed', 'gave_up'] as const;
export type AttemptOutcome = (typeof ATTEMPT_OUTCOMES)[number];

/**
 * One try at calling an HTTP client's receipt address (docs/areas/hub.md#http-clients): which
 * message and event, where (the address without its query, which may hold the client's tokens),
 * what came back and when the next try is due. Written by Parley, listed under the endpoint.
 */
export const receiptAttempts = defineResource({
  name: 'receipt-attempts',
  apiPath: '/v1/hub/receipt-attempts',
  routes: { views: [{ path: '/hub/endpoints/:id/receipt-attempts', idFilter: 'endpoint_id' }] },
  scope: 'team',
  writtenBy: 'system',
  access: { read: 'viewer', area: 'hub' },
  icon: 'send',
  titleField: 'url',
  defaultSort: { field: 'id', order: 'desc' },
  fields: {
    endpoint_id: referenceField('endpoints', 'name'),
    message_id: field({ schema: z.number().int(), kind: 'number', list: true, filter: ['eq'] }),
    client_ref: field({ schema: z.string().optional(), kind: 'text', list: true, search: true, filter: ['eq'] }),
    event: selectField(RECEIPT_EVENTS, { filter: ['eq', 'in'] }),
    format: selectField(RECEIPT_FORMATS, { filter: ['eq'] }),
    url: field({ schema: z.string(), kind: 'text', list: 'hidden', search: true }),
    attempt: field({ schema: z.number().int(), kind: 'number', list: true }),
    outcome: selectField(ATTEMPT_OUTCOMES, { filter: ['eq', 'in'] }),
    status_code: field({ schema: z.number().int().optional(), kind: 'number', list: true, filter: ['eq'] }),
    error: field({ schema: z.string().optional(), kind: 'text', list: true }),
    attempted_at: field({ schema: z.iso.datetime({ offset: true }), kind: 'datetime', list: true, sortable: true, filter: ['range'] }),
    next_attempt_at: field({ schema: z.iso.datetime({ offset: true }).optional(), kind: 'datetime', list: 'hidden', time: 'planned' }),
  },
});
