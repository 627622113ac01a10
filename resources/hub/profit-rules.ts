import { z } from '../validation.ts';
import { defineResource, field, nameField } from '../kit/index.ts';
import { SMS_CURRENCIES, countryCode, priceMicros, SMS_PRICE_SCALE } from '../sms/shared.ts';

/**
 * How client rates are derived from vendor rates: a margin in basis points (1,250 = 12.5 %), at
 * least `min_margin` per SMS (millionths of the currency, like every SMS price); a rule with a country beats the one without.
 */
export const profitRules = defineResource({
  name: 'profit-rules',
  apiPath: '/v1/hub/profit-logic/rules',
  routes: { list: '/hub/routing/client/rates/rules', views: [{ path: '/hub/routing/client/settings' }] },
  scope: 'team',
  access: { read: 'viewer', write: 'admin', area: 'hub' },
  icon: 'setting',
  titleField: 'name',
  defaultSort: { field: 'name', order: 'asc' },
  fields: {
    name: nameField(),
    country: field({ schema: countryCode.optional(), kind: 'text', list: true, sortable: true, filter: ['eq', 'in'] }),
    margin_percent: field({ schema: z.number().int().min(0).max(100_000), kind: 'number', list: true, sortable: true, filter: ['range'] }),
    min_margin: field({ schema: priceMicros.default(0), kind: 'money', scale: SMS_PRICE_SCALE, precision: 'price', currencyField: 'currency', list: true, sortable: true, filter: ['range'] }),
    currency: field({ schema: z.enum(SMS_CURRENCIES).default('EUR'), kind: 'select', options: SMS_CURRENCIES, list: true, filter: ['eq', 'in'] }),
    active: field({ schema: z.boolean().default(true), kind: 'switch', list: true, filter: ['eq'] }),
  },
});
