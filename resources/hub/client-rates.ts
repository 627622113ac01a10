import { z } from '../validation.ts';
import { defineResource, field, nameField, referenceField } from '../kit/index.ts';
import { SMS_CURRENCIES, countryCode, mcc, mnc, priceMicros, SMS_PRICE_SCALE } from '../sms/shared.ts';

/** What a hub client (an endpoint) pays per SMS to one network, from a date (price in millionths of the currency). */
export const clientRates = defineResource({
  name: 'client-rates',
  apiPath: '/v1/hub/client-rates',
  routes: { list: '/hub/routing/client/rates', views: [{ path: '/hub/endpoints/:id/static-client-prices', idFilter: 'endpoint_id' }] },
  scope: 'team',
  access: { read: 'viewer', write: 'admin', area: 'hub' },
  icon: 'cluster',
  titleField: 'network_name',
  defaultSort: { field: 'country', order: 'asc' },
  fields: {
    endpoint_id: referenceField('endpoints', 'name'),
    network_name: nameField(),
    country: field({ schema: countryCode, kind: 'text', list: true, sortable: true, search: true, filter: ['eq', 'in'] }),
    mcc: field({ schema: mcc, kind: 'text', list: true, sortable: true, search: true, filter: ['eq', 'in'] }),
    mnc: field({ schema: mnc, kind: 'text', list: true, sortable: true, filter: ['eq', 'in'] }),
    price: field({ schema: priceMicros, kind: 'money', scale: SMS_PRICE_SCALE, precision: 'price', currencyField: 'currency', list: true, sortable: true, filter: ['range'] }),
    currency: field({ schema: z.enum(SMS_CURRENCIES).default('EUR'), kind: 'select', options: SMS_CURRENCIES, list: true, filter: ['eq', 'in'] }),
    effective_from: field({ schema: z.iso.date(), kind: 'date', time: 'planned', list: true, sortable: true, filter: ['range'] }),
  },
});
