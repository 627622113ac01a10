import { z } from '../validation.ts';
import { defineResource, field, nameField } from '../kit/index.ts';
import { CURRENCIES } from '../campaigns/offers.ts';
import { SMS_PRICE_SCALE } from '../sms/shared.ts';
import { balanceChangedSchema, balanceChangeSchema } from './company-balance.ts';

/**
 * A client company the team sells messaging to: its contact and its prepaid balance, in millionths
 * of its currency, moved only through the ledger (its credits and debits, its parts' charges and
 * refunds: docs/areas/hub.md#balances).
 */
export const companies = defineResource({
  name: 'companies',
  apiPath: '/v1/audience/companies',
  routes: { list: '/hub/companies' },
  scope: 'team',
  access: { read: 'viewer', write: 'admin', area: 'hub' },
  icon: 'company',
  titleField: 'name',
  defaultSort: { field: 'name', order: 'asc' },
  fields: {
    name: nameField(),
    website: field({ schema: z.url().max(500).optional(), kind: 'url', list: 'hidden' }),
    contact_email: field({ schema: z.email().max(254).optional(), kind: 'email', list: true, search: true, filter: ['like'] }),
    balance: field({ schema: z.number().int(), kind: 'money', scale: SMS_PRICE_SCALE, precision: 'total', currencyField: 'currency', readOnly: true, list: true, sortable: true, filter: ['range'] }),
    currency: field({ schema: z.enum(CURRENCIES).default('USD'), kind: 'select', options: CURRENCIES, list: true, filter: ['eq', 'in'] }),
    active: field({ schema: z.boolean(), kind: 'switch', readOnly: true, list: true, filter: ['eq'] }),
    notes: field({ schema: z.string().max(5000).optional(), kind: 'textarea', list: 'hidden' }),
  },
  actions: [
    {
      name: 'toggle-active',
      scope: 'item',
      method: 'PATCH',
      output: z.object({ id: z.number().int(), active: z.boolean() }),
      icon: 'power',
    },
    {
      // POST /v1/audience/companies/{id}/balance: credit (a positive amount) or debit, through the ledger.
      name: 'balance',
      scope: 'item',
      method: 'POST',
      input: {
        // In the company's currency (the record's): the dialog types it at the ledger's scale.
        amount: field({ schema: balanceChangeSchema.shape.amount, kind: 'money', scale: SMS_PRICE_SCALE, precision: 'total', currencyField: 'currency' }),
        note: field({ schema: balanceChangeSchema.shape.note, kind: 'text' }),
      },
      output: balanceChangedSchema,
      confirm: true,
      icon: 'wallet',
    },
  ],
});
