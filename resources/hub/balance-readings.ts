import { z } from '../validation.ts';
import { defineResource, field, referenceField } from '../kit/index.ts';
import { CURRENCIES } from '../campaigns/offers.ts';
import { SMS_PRICE_SCALE } from '../sms/shared.ts';

/**
 * What a vendor said a company holds there, each time its balance checker ran (on its schedule or
 * synced by hand): the balance, or why none was read. Written by Parley; docs/areas/hub.md#balance-checker.
 */
export const balanceReadings = defineResource({
  name: 'balance-readings',
  apiPath: '/v1/hub/balance-readings',
  routes: { views: [{ path: '/hub/companies/:id/balance-readings', idFilter: 'company_id' }] },
  scope: 'team',
  writtenBy: 'system',
  access: { read: 'viewer', area: 'hub' },
  icon: 'wallet',
  titleField: 'at',
  defaultSort: { field: 'at', order: 'desc' },
  fields: {
    company_id: referenceField('companies', 'name'),
    at: field({ schema: z.iso.datetime({ offset: true }), kind: 'datetime', list: true, sortable: true, filter: ['range'] }),
    balance: field({ schema: z.number().int().optional(), kind: 'money', scale: SMS_PRICE_SCALE, precision: 'total', currencyField: 'currency', list: true, sortable: true, filter: ['range'] }),
    currency: field({ schema: z.enum(CURRENCIES), kind: 'select', options: CURRENCIES, list: true, filter: ['eq'] }),
    /** The vendor's HTTP status, when it answered. */
    status_code: field({ schema: z.number().int().min(0).max(599).optional(), kind: 'number', code: true, list: true, filter: ['eq'] }),
    /** The start of the vendor's answer. */
    excerpt: field({ schema: z.string().optional(), kind: 'text', list: 'hidden', search: true }),
    error: field({ schema: z.string().optional(), kind: 'text', list: true, search: true }),
  },
});
