import { z } from '../validation.ts';
import { defineResource, field, nameField, referenceField, selectField } from '../kit/index.ts';
import { SMS_CURRENCIES, countryCode, mcc, mnc, priceMicros, SMS_PRICE_SCALE } from './shared.ts';

export const VENDOR_RATE_STATUSES = ['active', 'pending', 'expired'] as const;

/** What a vendor charges per SMS on one route to one network, from a date (price in millionths of the currency). */
export const vendorRates = defineResource({
  name: 'vendor-rates',
  apiPath: '/v1/sms/routing/rates',
  routes: { list: '/hub/routing/vendor/rates', views: [{ path: '/sms/routing/rates' }] },
  scope: 'team',
  // Routing and vendor prices move live traffic and margins at once: admins change them.
  access: { read: 'viewer', write: 'admin' },
  icon: 'cluster',
  titleField: 'network_name',
  defaultSort: { field: 'country', order: 'asc' },
  fields: {
    route_id: referenceField('routes', 'name'),
    network_name: nameField(),
    country: field({ schema: countryCode, kind: 'text', list: true, sortable: true, search: true, filter: ['eq', 'in'] }),
    mcc: field({ schema: mcc, kind: 'text', list: true, sortable: true, search: true, filter: ['eq', 'in'] }),
    mnc: field({ schema: mnc, kind: 'text', list: true, sortable: true, filter: ['eq', 'in'] }),
    price: field({ schema: priceMicros, kind: 'money', scale: SMS_PRICE_SCALE, precision: 'price', currencyField: 'currency', list: true, sortable: true, filter: ['range'] }),
    currency: field({ schema: z.enum(SMS_CURRENCIES).default('EUR'), kind: 'select', options: SMS_CURRENCIES, list: true, filter: ['eq', 'in'] }),
    effective_from: field({ schema: z.iso.date(), kind: 'date', time: 'planned', list: true, sortable: true, filter: ['range'] }),
    status: selectField(VENDOR_RATE_STATUSES, { initial: 'active', filter: ['eq', 'in', 'ne'] }),
  },
});
