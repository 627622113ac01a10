import { z } from '../validation.ts';
import { defineResource, field, nameField, selectField } from '../kit/index.ts';
import { CURRENCIES } from './shared.ts';
import { VOICE_PROVIDERS } from './voice-accounts.ts';

export const PROVIDER_ACCOUNT_STATUSES = ['active', 'disabled'] as const;

export const providerWebhookSecretPath = (id: number | string = ':id') => `/v1/management/voice-provider-accounts/${id}/webhook-secret`;

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
    name: nameField(),
    provider: selectField(VOICE_PROVIDERS),
    api_base_url: field({ schema: z.url().max(2000), kind: 'url', list: 'hidden' }),
    account_sid: field({ schema: z.string().trim().max(120).optional(), kind: 'text', list: 'hidden', filter: ['eq'] }),
    /** The account's API key or auth token: a credential, sealed at rest and answered as a mask. */
    api_key: field({ schema: z.string().max(500).optional(), kind: 'text', secret: true, list: false }),
    /**
     * The key the carrier signs the account's call webhooks with: sealed, answered as a mask;
     * generated when left empty (rotate it to see it once).
     */
    webhook_secret: field({ schema: z.string().trim().min(16).max(200).optional(), kind: 'text', secret: true, list: false }),
    status: selectField(PROVIDER_ACCOUNT_STATUSES, { initial: 'active' }),
    /** Synced from the provider. */
    balance: field({ schema: z.number().int().default(0), kind: 'money', currencyField: 'currency', readOnly: true, list: true, sortable: true, filter: ['range'] }),
    currency: field({ schema: z.enum(CURRENCIES).default('USD'), kind: 'select', options: CURRENCIES, list: 'hidden', filter: ['eq'] }),
  },
});
