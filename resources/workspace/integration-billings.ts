import { z } from '../validation.ts';
import { defineResource, field, referenceField, selectField } from '../kit/index.ts';
import { amount, CURRENCIES } from './shared.ts';

export const INTEGRATION_BILLING_STATUSES = ['open', 'invoiced', 'paid'] as const;

/**
 * What an integration cost per billing period (one row per integration and month, usually the
 * 1st to the last day): requests counted and the amount charged. Written by billing; an owner
 * may correct a row. Listed for every integration at /integrations/billings and per integration at
 * /integrations/:id/billings.
 */
export const integrationBillings = defineResource({
  name: 'integration-billings',
  apiPath: '/v1/integrations/billings',
  routes: { list: '/integrations/billings', views: [{ path: '/integrations/:id/billings', idFilter: 'integration_id' }] },
  scope: 'team',
  writtenBy: 'system',
  access: { read: 'viewer', write: 'owner' },
  icon: 'bank',
  titleField: 'period_start',
  defaultSort: { field: 'period_start', order: 'desc' },
  fields: {
    integration_id: referenceField('integrations', 'name'),
    period_start: field({ schema: z.iso.date(), kind: 'date', list: true, sortable: true, filter: ['range'] }),
    period_end: field({ schema: z.iso.date(), kind: 'date', time: 'planned', list: true, sortable: true, filter: ['range'] }),
    requests_count: field({ schema: z.number().int().min(0).max(1_000_000_000).default(0), kind: 'number', list: true, sortable: true, filter: ['range'] }),
    amount: field({ schema: amount(), kind: 'money', currencyField: 'currency', list: true, sortable: true, filter: ['range'] }),
    currency: field({ schema: z.enum(CURRENCIES).default('USD'), kind: 'select', options: CURRENCIES, list: 'hidden', filter: ['eq'] }),
    status: selectField(INTEGRATION_BILLING_STATUSES, { initial: 'open' }),
    /** The invoice the period was charged on, once invoiced. */
    invoice_number: field({ schema: z.string().trim().max(40).optional(), kind: 'text', list: true, search: true, filter: ['eq', 'like'] }),
  },
});
