import { z } from '../validation.ts';
import { defineResource, field, nameField, optionalReferenceField, referenceField, selectField } from '../kit/index.ts';
import { SMS_CURRENCIES, SMS_PRICE_SCALE, SMS_PROTOCOLS } from '../sms/shared.ts';
import { IP_RANGE_MESSAGE, isIpOrRange } from './ip-ranges.ts';

export const ENDPOINT_STATUSES = ['active', 'suspended', 'disabled'] as const;

/** A hub client's SMPP or HTTP endpoint: how its company submits traffic, routed by a plan, billed in the company's currency. */
export const endpoints = defineResource({
  name: 'endpoints',
  apiPath: '/v1/hub/endpoints',
  routes: { list: '/hub/endpoints' },
  scope: 'team',
  access: { read: 'viewer', write: 'admin', area: 'hub' },
  icon: 'api',
  titleField: 'name',
  defaultSort: { field: 'name', order: 'asc' },
  fields: {
    name: nameField(),
    company_id: referenceField('companies', 'name'),
    protocol: selectField(SMS_PROTOCOLS, { initial: 'smpp', sortable: false }),
    // What a client binds with: SMPP 3.4 carries a system_id of at most 15 characters and a password
    // of at most 8. A system_id is unique across the installation (Parley's SMPP server finds the
    // endpoint by it alone); the password is sealed at rest and never answered.
    system_id: field({ schema: z.string().trim().min(1).max(15, 'SMPP allows at most 15 characters.').optional(), kind: 'text', list: true, search: true, filter: ['eq'] }),
    password: field({ schema: z.string().min(1).max(8, 'SMPP allows at most 8 characters.').optional(), kind: 'text', secret: true, list: false }),
    // Empty: any address may bind.
    allowed_ips: field({ schema: z.array(z.string().trim().refine(isIpOrRange, IP_RANGE_MESSAGE)).max(50).optional(), kind: 'multiselect', list: 'hidden' }),
    max_binds: field({ schema: z.number().int().min(1).max(64).default(2), kind: 'number', list: 'hidden' }),
    // Parts per second across all the endpoint's binds, in every process; beyond it submit_sm is answered ESME_RTHROTTLED.
    tps: field({ schema: z.number().int().min(1).max(100_000).default(100), kind: 'number', list: 'hidden' }),
    // Submits a bind may have unanswered at once; the server reads no more from it until one is answered.
    window: field({ schema: z.number().int().min(1).max(1_000).default(10), kind: 'number', list: 'hidden' }),
    plan_id: optionalReferenceField('routing-plans', 'name'),
    // The company's currency when left out (server/domains/hub/endpoint-writer.ts): its parts are charged to the company's balance.
    currency: field({ schema: z.enum(SMS_CURRENCIES).optional(), kind: 'select', options: SMS_CURRENCIES, list: 'hidden', filter: ['eq', 'in'] }),
    // Millionths of the currency, like every amount of the hub; at most a billion units.
    credit_limit: field({ schema: z.number().int().min(0).max(1_000_000_000_000_000).default(0), kind: 'money', scale: SMS_PRICE_SCALE, precision: 'total', currencyField: 'currency', list: true, sortable: true, filter: ['range'] }),
    status: selectField(ENDPOINT_STATUSES, { initial: 'active', filter: ['eq', 'in', 'ne'] }),
    // A part whose route costs more than the client pays is refused, nothing charged or sent (docs/areas/hub.md#submits).
    refuse_negative_margin: field({ schema: z.boolean().default(true), kind: 'switch', list: 'hidden', filter: ['eq'] }),
    // An HTTP client's API key is shown once, when made (rotate-key); the page says only since when one is set (docs/areas/hub.md#http-clients).
    api_key_set_at: field({ schema: z.iso.datetime({ offset: true }).nullable().optional(), kind: 'datetime', list: 'hidden', readOnly: true }),
  },
  actions: [
    {
      name: 'apply-rates',
      scope: 'item',
      method: 'POST',
      icon: 'cluster',
      input: { effective_from: field({ schema: z.iso.date().optional(), kind: 'date' }) },
      output: z.object({ applied: z.number().int(), effective_from: z.iso.date() }),
    },
    {
      name: 'send-rates',
      scope: 'item',
      method: 'POST',
      icon: 'send',
      input: { to: field({ schema: z.email().max(254), kind: 'email' }) },
      output: z.object({ queued: z.boolean(), to: z.string(), job_id: z.number().int() }),
    },
    // A new API key for the JSON API, answered this once (only its hash is kept); the old one stops at once.
    { name: 'rotate-key', scope: 'item', method: 'POST', icon: 'key', confirm: true, ownPanel: true, when: { protocol: ['http'] }, output: z.object({ api_key: z.string(), api_key_set_at: z.string() }) },
    // A new secret for signing JSON receipts; the old one stops at once.
    { name: 'rotate-signing-secret', scope: 'item', method: 'POST', icon: 'safety', confirm: true, ownPanel: true, when: { protocol: ['http'] }, output: z.object({ signing_secret: z.string() }) },
  ],
});
