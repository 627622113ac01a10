import { z } from '../validation.ts';
import { defineResource, field, referenceField, selectField } from '../kit/index.ts';
import { SMS_PRICE_SCALE } from '../sms/shared.ts';

/** What moved a balance: money in, money out by hand, a part charged, a part refunded, a correction. */
export const LEDGER_KINDS = ['credit', 'debit', 'charge', 'refund', 'adjustment'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/**
 * One movement of a company's balance, in millionths of its currency (docs/areas/hub.md#balances):
 * appended by Parley in the same transaction that moves the balance, never edited, so the entries
 * of a company always add up to its balance. `key` makes each movement happen once: a retried
 * charge or a repeated request with the same Idempotency-Key finds the entry already there.
 */
export const ledgerEntries = defineResource({
  name: 'ledger-entries',
  apiPath: '/v1/ledger/entries',
  routes: { list: '/hub/ledger', views: [{ path: '/hub/companies/:id/ledger', idFilter: 'company_id' }] },
  scope: 'team',
  writtenBy: 'system',
  access: { read: 'viewer', area: 'hub' },
  icon: 'cluster',
  titleField: 'key',
  defaultSort: { field: 'id', order: 'desc' },
  fields: {
    company_id: referenceField('companies', 'name'),
    kind: selectField(LEDGER_KINDS),
    amount: field({ schema: z.number().int(), kind: 'money', scale: SMS_PRICE_SCALE, precision: 'total', currencyField: 'currency', list: true, sortable: true, filter: ['range'] }),
    balance_after: field({ schema: z.number().int(), kind: 'money', scale: SMS_PRICE_SCALE, precision: 'total', currencyField: 'currency', list: true }),
    currency: field({ schema: z.string().length(3), kind: 'text', list: 'hidden', filter: ['eq'] }),
    note: field({ schema: z.string().optional(), kind: 'text', list: true, search: true, filter: ['like'] }),
    key: field({ schema: z.string(), kind: 'text', list: 'hidden', search: true, filter: ['eq'] }),
    ref_type: field({ schema: z.string().optional(), kind: 'text', list: 'hidden', filter: ['eq'] }),
    ref_id: field({ schema: z.string().optional(), kind: 'text', list: 'hidden', filter: ['eq'] }),
    posted_at: field({ schema: z.iso.datetime({ offset: true }), kind: 'datetime', list: true, sortable: true, filter: ['range'] }),
  },
});
