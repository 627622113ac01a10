import { z } from '../validation.ts';
import { defineResource, field, nameField, optionalReferenceField, referenceField, selectField } from '../kit/index.ts';
import { SMS_CURRENCIES, SMS_PRICE_SCALE, SMS_PROTOCOLS } from '../sms/shared.ts';

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
    system_id: field({ schema: z.string().trim().max(64).optional(), kind: 'text', list: true, search: true, filter: ['eq'] }),
    allowed_ips: field({ schema: z.array(z.string().trim().min(1).max(43)).max(50).optional(), kind: 'multiselect', list: 'hidden' }),
    plan_id: optionalReferenceField('routing-plans', 'name'),
    // The company's currency when left out (server/domains/hub/endpoint-writer.ts): its parts are charged to the company's balance.
    currency: field({ schema: z.enum(SMS_CURRENCIES).optional(), kind: 'select', options: SMS_CURRENCIES, list: 'hidden', filter: ['eq', 'in'] }),
    // Millionths of the currency, like every amount of the hub; at most a billion units.
    credit_limit: field({ schema: z.number().int().min(0).max(1_000_000_000_000_000).default(0), kind: 'money', scale: SMS_PRICE_SCALE, precision: 'total', currencyField: 'currency', list: true, sortable: true, filter: ['range'] }),
    status: selectField(ENDPOINT_STATUSES, { initial: 'active', filter: ['eq', 'in', 'ne'] }),
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
  ],
});
