import { z } from '../validation.ts';
import { defineResource, field, selectField } from '../kit/index.ts';
import { WEBHOOK_SOURCE_KINDS } from './webhook-sources.ts';

/** valid; missing (no or unreadable header, or no secret yet); stale (timestamp outside the tolerance); invalid (wrong MAC). */
export const WEBHOOK_SIGNATURE_RESULTS = ['valid', 'missing', 'stale', 'invalid'] as const;
/**
 * processed: applied; rejected: signed, but the payload was refused (the answer says why);
 * duplicate: a delivery already applied, nothing changed; refused: bad or missing signature;
 * too_large: over the size limit; failed: Parley could not apply it (the sender should retry).
 */
export const WEBHOOK_OUTCOMES = ['processed', 'rejected', 'duplicate', 'refused', 'too_large', 'failed'] as const;

/**
 * Every webhook delivery Parley received for the team, refused ones included: what came, whether
 * its signature held and what Parley answered. Written by the ingress; only an owner may correct
 * or remove an entry.
 */
export const webhookDeliveries = defineResource({
  name: 'webhook-deliveries',
  apiPath: '/v1/webhooks/deliveries',
  routes: { list: '/integrations/webhooks/deliveries' },
  scope: 'team',
  writtenBy: 'system',
  access: { read: 'viewer', write: 'owner' },
  icon: 'logs',
  titleField: 'delivery_id',
  defaultSort: { field: 'received_at', order: 'desc' },
  fields: {
    received_at: field({ schema: z.iso.datetime({ offset: true }), kind: 'datetime', list: true, sortable: true, filter: ['range'] }),
    /** The source record's name when the delivery arrived. */
    source_label: field({ schema: z.string().max(200).optional(), kind: 'text', list: true, search: true, filter: ['like'] }),
    outcome: selectField(WEBHOOK_OUTCOMES, { filter: ['eq', 'in', 'ne'] }),
    status_code: field({ schema: z.number().int().min(0).max(599), kind: 'number', list: true, sortable: true, filter: ['eq', 'range'] }),
    signature: selectField(WEBHOOK_SIGNATURE_RESULTS),
    /** The sender's Parley-Delivery header, else the signature's MAC. */
    delivery_id: field({ schema: z.string().max(200).optional(), kind: 'text', list: true, search: true, filter: ['eq', 'like'] }),
    error: field({ schema: z.string().max(2000).optional(), kind: 'text', list: true, search: true, filter: ['like'] }),
    source_kind: selectField(WEBHOOK_SOURCE_KINDS, { list: 'hidden', sortable: false }),
    source_id: field({ schema: z.number().int().positive(), kind: 'number', code: true, list: 'hidden', filter: ['eq'] }),
    body_size: field({ schema: z.number().int().min(0), kind: 'number', list: 'hidden', sortable: true, filter: ['range'] }),
    processing_ms: field({ schema: z.number().int().min(0), kind: 'number', list: 'hidden', sortable: true, filter: ['range'] }),
    content_type: field({ schema: z.string().max(200).optional(), kind: 'text', list: 'hidden' }),
    remote_ip: field({ schema: z.string().max(64).optional(), kind: 'text', list: 'hidden', filter: ['eq'] }),
    /** The body as received, up to the kept size; body_truncated says when it was cut. */
    body: field({ schema: z.string().max(70_000).optional(), kind: 'textarea' }),
    body_truncated: field({ schema: z.boolean().default(false), kind: 'switch' }),
  },
});
