import { z } from '../validation.ts';
import { defineResource, field, selectField } from '../kit/index.ts';
import { amount, CURRENCIES } from './shared.ts';

export const INVOICE_STATUSES = ['draft', 'open', 'paid', 'void', 'overdue'] as const;

/**
 * The team's invoices for platform usage (messages, calls, numbers, integrations), one per billing
 * period. Issued by billing; an owner may correct one. total = amount + tax, in minor units.
 */
export const invoices = defineResource({
  name: 'invoices',
  apiPath: '/v1/billing/invoices',
  routes: { list: '/my-account/invoices' },
  scope: 'team',
  writtenBy: 'system',
  access: { read: 'viewer', write: 'owner', actions: { download: 'viewer' } },
  icon: 'file-text',
  titleField: 'number',
  defaultSort: { field: 'period_start', order: 'desc' },
  fields: {
    number: field({ schema: z.string().trim().min(1).max(40), kind: 'text', list: true, sortable: true, search: true, filter: ['eq', 'like'] }),
    period_start: field({ schema: z.iso.date(), kind: 'date', list: true, sortable: true, filter: ['range'] }),
    period_end: field({ schema: z.iso.date(), kind: 'date', time: 'planned', list: true, sortable: true, filter: ['range'] }),
    amount: field({ schema: amount(), kind: 'money', currencyField: 'currency', list: 'hidden', sortable: true, filter: ['range'] }),
    tax: field({ schema: amount().default(0), kind: 'money', currencyField: 'currency', list: 'hidden', sortable: true, filter: ['range'] }),
    total: field({ schema: amount(), kind: 'money', currencyField: 'currency', list: true, sortable: true, filter: ['range'] }),
    currency: field({ schema: z.enum(CURRENCIES).default('USD'), kind: 'select', options: CURRENCIES, list: 'hidden', filter: ['eq'] }),
    status: selectField(INVOICE_STATUSES, { initial: 'open', filter: ['eq', 'in', 'ne'] }),
    due_at: field({ schema: z.iso.datetime({ offset: true }).optional(), kind: 'datetime', time: 'planned', list: true, sortable: true, filter: ['range'] }),
    paid_at: field({ schema: z.iso.datetime({ offset: true }).optional(), kind: 'datetime', list: true, sortable: true, filter: ['range'] }),
    pdf_url: field({ schema: z.url().max(2000).optional(), kind: 'url' }),
  },
  actions: [{ name: 'download', scope: 'item', method: 'GET', role: 'viewer', output: z.object({ url: z.url() }), icon: 'download' }],
});
