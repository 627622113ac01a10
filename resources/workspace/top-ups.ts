import { z } from '../validation.ts';
import { defineResource, field, selectField } from '../kit/index.ts';
import { amount, CURRENCIES } from './shared.ts';

export const TOP_UP_METHODS = ['card', 'paypal', 'crypto', 'wire'] as const;
export const TOP_UP_STATUSES = ['pending', 'completed', 'failed', 'refunded'] as const;

/**
 * Prepaid balance top-ups. An admin starts one (amount, method); the payment provider's answer
 * moves its status and completion time. A pending one may be cancelled (DELETE).
 */
export const topUps = defineResource({
  name: 'top-ups',
  apiPath: '/v1/billing/top-up',
  routes: { list: '/my-account/top-ups' },
  scope: 'team',
  access: { read: 'viewer', write: 'admin' },
  icon: 'wallet',
  titleField: 'reference',
  defaultSort: { field: 'created_at', order: 'desc' },
  fields: {
    amount: field({ schema: amount(100_000_000).min(500, 'The smallest top-up is 5.00.'), kind: 'money', currencyField: 'currency', form: 'create', list: true, sortable: true, filter: ['range'] }),
    currency: field({ schema: z.enum(CURRENCIES).default('USD'), kind: 'select', options: CURRENCIES, form: 'create', list: true, filter: ['eq', 'in'] }),
    method: selectField(TOP_UP_METHODS, { form: 'create' }),
    status: selectField(TOP_UP_STATUSES, { initial: 'pending', readOnly: true, filter: ['eq', 'in', 'ne'] }),
    /** The payer's reference: a purchase-order number, or the bank transfer's reference. */
    reference: field({ schema: z.string().trim().max(80).optional(), kind: 'text', list: true, search: true, filter: ['eq', 'like'] }),
    /** The payment provider's id (card charge, PayPal order, chain transaction, bank statement line). */
    provider_reference: field({ schema: z.string().max(200).optional(), kind: 'text', readOnly: true, list: 'hidden', search: true }),
    completed_at: field({ schema: z.iso.datetime({ offset: true }).optional(), kind: 'datetime', readOnly: true, list: true, sortable: true }),
  },
});
