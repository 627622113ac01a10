import { z } from '../validation.ts';
import { defineResource, field, optionalReferenceField, referenceField, selectField } from '../kit/index.ts';
import { CURRENCIES, E164 } from './shared.ts';

export const NUMBER_COUNTRIES = ['US', 'CA', 'GB', 'DE', 'FR', 'ES', 'NL', 'AE', 'SA', 'AU'] as const;
export const NUMBER_CAPABILITIES = ['voice', 'sms'] as const;
export const NUMBER_STATUSES = ['active', 'pending', 'released'] as const;

/** A phone number of a voice account, answered by (or calling out as) an agent. */
export const voiceNumbers = defineResource({
  name: 'voice-numbers',
  apiPath: '/v1/voice/numbers',
  routes: { list: '/agents/settings/numbers' },
  scope: 'team',
  icon: 'number',
  titleField: 'number',
  defaultSort: { field: 'number', order: 'asc' },
  fields: {
    number: field({ schema: E164, kind: 'phone', form: 'create', list: true, sortable: true, search: true, filter: ['eq', 'like'] }),
    label: field({ schema: z.string().trim().max(120).optional(), kind: 'text', list: true, search: true, filter: ['like'] }),
    account_id: referenceField('voice-accounts', 'name'),
    agent_id: optionalReferenceField('agents', 'name'),
    sip_trunk_id: optionalReferenceField('voice-sip-trunks', 'name'),
    country: selectField(NUMBER_COUNTRIES),
    capabilities: field({ schema: z.array(z.enum(NUMBER_CAPABILITIES)).min(1).max(2).default(['voice']), kind: 'multiselect', options: NUMBER_CAPABILITIES, list: true }),
    status: selectField(NUMBER_STATUSES, { initial: 'active', filter: ['eq', 'in', 'ne'] }),
    monthly_cost: field({ schema: z.number().int().min(0).max(10_000_000).default(0), kind: 'money', currencyField: 'currency', list: true, sortable: true, filter: ['range'] }),
    currency: field({ schema: z.enum(CURRENCIES).default('USD'), kind: 'select', options: CURRENCIES, list: 'hidden', filter: ['eq'] }),
  },
});
