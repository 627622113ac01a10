import { z } from '../validation.ts';
import { defineResource, field } from '../kit/index.ts';
import { CURRENCIES } from './shared.ts';
import { VOICE_PROVIDERS } from './voice-accounts.ts';

export const PROVIDER_ACCOUNT_STATUSES = ['active', 'disabled'] as const;

/** The platform's own carrier accounts that teams without their own account call through (staff only). */
export const providerAccounts = defineResource({
  name: 'provider-accounts',
  apiPath: '/v1/management/voice-provider-accounts',
  routes: { list: '/agents/settings/provider-accounts' },
  scope: 'platform',
  icon: 'bank',
  titleField: 'name',
  defaultSort: { field: 'name', order: 'asc' },
  fields: {
    name: field({ schema: z.string().trim().min(1).max(120), kind: 'text', list: true, sortable: true, search: true, filter: ['like'] }),
    provider: field({ schema: z.enum(VOICE_PROVIDERS), kind: 'select', options: VOICE_PROVIDERS, list: true, sortable: true, filter: ['eq', 'in'] }),
    api_base_url: field({ schema: z.url().max(2000), kind: 'url', list: 'hidden' }),
    account_sid: field({ schema: z.string().trim().max(120).optional(), kind: 'text', list: 'hidden', filter: ['eq'] }),
    status: field({ schema: z.enum(PROVIDER_ACCOUNT_STATUSES).default('active'), kind: 'select', options: PROVIDER_ACCOUNT_STATUSES, list: true, sortable: true, filter: ['eq', 'in'] }),
    /** Synced from the provider. */
    balance: field({ schema: z.number().int().default(0), kind: 'money', currencyField: 'currency', readOnly: true, list: true, sortable: true, filter: ['range'] }),
    currency: field({ schema: z.enum(CURRENCIES).default('USD'), kind: 'select', options: CURRENCIES, list: 'hidden', filter: ['eq'] }),
  },
});
