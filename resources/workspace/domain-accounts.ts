import { z } from '../validation.ts';
import { defineResource, field, nameField, selectField } from '../kit/index.ts';
import { amount, CURRENCIES } from './shared.ts';

export const REGISTRARS = ['namecheap', 'godaddy', 'cloudflare', 'porkbun', 'openprovider', 'name_com'] as const;
export const DOMAIN_ACCOUNT_STATUSES = ['active', 'disabled'] as const;

/** The platform's registrar accounts that teams buy domains through, with the TLDs each sells (staff only). */
export const domainAccounts = defineResource({
  name: 'domain-accounts',
  apiPath: '/v1/domains/accounts',
  routes: { list: '/hub/financials/domain-accounts' },
  scope: 'platform',
  icon: 'bank',
  titleField: 'name',
  defaultSort: { field: 'name', order: 'asc' },
  fields: {
    name: nameField(),
    registrar: selectField(REGISTRARS),
    api_user: field({ schema: z.string().trim().max(120).optional(), kind: 'text', list: 'hidden', filter: ['eq'] }),
    api_key: field({ schema: z.string().trim().max(500).optional(), kind: 'text', secret: true, list: false }),
    /** Top-level domains sold through the account, without the dot (com, io, co.uk). */
    tlds: field({ schema: z.array(z.string().trim().regex(/^[a-z0-9-]{2,24}(\.[a-z]{2,24})?$/, 'Enter TLDs without the leading dot, e.g. com.')).max(200).default([]), kind: 'multiselect', list: true, filter: ['eq', 'in'] }),
    status: selectField(DOMAIN_ACCOUNT_STATUSES, { initial: 'active' }),
    /** Synced from the registrar. */
    balance: field({ schema: amount(), kind: 'money', currencyField: 'currency', readOnly: true, list: true, sortable: true, filter: ['range'] }),
    currency: field({ schema: z.enum(CURRENCIES).default('USD'), kind: 'select', options: CURRENCIES, list: 'hidden', filter: ['eq'] }),
  },
});
