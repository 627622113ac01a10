import { z } from '../validation.ts';
import { defineResource, field, nameField, selectField } from '../kit/index.ts';

export const OFFER_STATUSES = ['active', 'paused', 'archived'] as const;
export const CURRENCIES = ['USD', 'EUR', 'GBP'] as const;

/** What a campaign promotes: a landing URL and the payout per conversion. */
export const offers = defineResource({
  name: 'offers',
  apiPath: '/v1/audience/offers',
  routes: { list: '/campaigns/offers' },
  scope: 'team',
  icon: 'gift',
  titleField: 'name',
  defaultSort: { field: 'created_at', order: 'desc' },
  fields: {
    name: nameField(),
    url: field({ schema: z.url().max(2000), kind: 'url', list: true, search: true }),
    payout: field({ schema: z.number().int().min(0).max(100_000_000), kind: 'money', currencyField: 'currency', list: true, sortable: true, filter: ['range'] }),
    currency: field({ schema: z.enum(CURRENCIES), kind: 'select', options: CURRENCIES, list: true, filter: ['eq', 'in'] }),
    status: selectField(OFFER_STATUSES, { initial: 'active', filter: ['eq', 'in', 'ne'] }),
    description: field({ schema: z.string().max(5000).optional(), kind: 'markdown', list: 'hidden' }),
  },
});
