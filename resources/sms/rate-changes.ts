import { z } from '../validation.ts';
import { defineResource, field, nameField, optionalReferenceField, referenceField, selectField } from '../kit/index.ts';
import { countryCode, mcc, mnc, priceMicros, SMS_CURRENCIES, SMS_PRICE_SCALE } from './shared.ts';

export const RATE_CHANGE_KINDS = ['increase', 'decrease', 'new', 'closed'] as const;
/** pending in a batch awaiting approval; approved or rejected with it; applied once the vendor rate is written. */
export const RATE_CHANGE_STATUSES = ['pending', 'approved', 'rejected', 'applied'] as const;

/**
 * The log of vendor rate changes, written when a rate sheet is applied (prices in millionths
 * of `currency`, which the vendor rate shares).
 * Not edited in normal work: only a team owner may correct or remove an entry.
 */
export const rateChanges = defineResource({
  name: 'rate-changes',
  apiPath: '/v1/sms/routing/rates/changes',
  routes: { list: '/hub/routing/vendor/rates/Changes', views: [{ path: '/sms/routing/rates/Changes' }] },
  scope: 'team',
  writtenBy: 'system',
  access: { read: 'viewer', write: 'owner' },
  icon: 'cluster',
  titleField: 'network_name',
  defaultSort: { field: 'detected_at', order: 'desc' },
  fields: {
    route_id: referenceField('routes', 'name'),
    vendor_rate_id: optionalReferenceField('vendor-rates', 'network_name', { list: 'hidden', filter: ['eq'] }),
    network_name: nameField(),
    country: field({ schema: countryCode, kind: 'text', list: true, sortable: true, search: true, filter: ['eq', 'in'] }),
    mcc: field({ schema: mcc, kind: 'text', list: true, search: true, filter: ['eq'] }),
    mnc: field({ schema: mnc, kind: 'text', list: true, filter: ['eq'] }),
    old_price: field({ schema: priceMicros.optional(), kind: 'money', scale: SMS_PRICE_SCALE, precision: 'price', currencyField: 'currency', list: true, sortable: true, filter: ['range'] }),
    new_price: field({ schema: priceMicros.optional(), kind: 'money', scale: SMS_PRICE_SCALE, precision: 'price', currencyField: 'currency', list: true, sortable: true, filter: ['range'] }),
    currency: field({ schema: z.enum(SMS_CURRENCIES).default('EUR'), kind: 'select', options: SMS_CURRENCIES, list: 'hidden', filter: ['eq', 'in'] }),
    change: selectField(RATE_CHANGE_KINDS, { filter: ['eq', 'in', 'ne'] }),
    effective_from: field({ schema: z.iso.date(), kind: 'date', time: 'planned', list: true, sortable: true, filter: ['range'] }),
    detected_at: field({ schema: z.iso.datetime({ offset: true }), kind: 'datetime', list: true, sortable: true, filter: ['range'] }),
    batch_id: optionalReferenceField('rate-change-batches', 'file_name', { list: 'hidden', filter: ['eq', 'in'] }),
    status: selectField(RATE_CHANGE_STATUSES, { initial: 'applied', filter: ['eq', 'in', 'ne'] }),
    inside_notice: field({ schema: z.boolean().default(false), kind: 'switch', list: 'hidden', filter: ['eq'] }),
  },
});
