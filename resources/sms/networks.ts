import { z } from '../validation.ts';
import { defineResource, field, nameField } from '../kit/index.ts';
import { countryCode, mcc, mnc } from './shared.ts';

/** Mobile networks by MCC/MNC: the dictionary rates, rules and lookups name networks from. */
export const networks = defineResource({
  name: 'networks',
  apiPath: '/v1/sms/networks',
  // The catalogue vendor rate sheets are matched against: the hub's vendor settings.
  routes: { list: '/hub/routing/vendor/settings' },
  scope: 'team',
  access: { read: 'viewer', write: 'admin' },
  icon: 'cluster',
  titleField: 'name',
  defaultSort: { field: 'country', order: 'asc' },
  fields: {
    name: nameField(),
    brand: field({ schema: z.string().trim().max(120).optional(), kind: 'text', list: true, sortable: true, search: true, filter: ['eq', 'like'] }),
    country: field({ schema: countryCode, kind: 'text', list: true, sortable: true, search: true, filter: ['eq', 'in'] }),
    mcc: field({ schema: mcc, kind: 'text', list: true, sortable: true, search: true, filter: ['eq', 'in'] }),
    mnc: field({ schema: mnc, kind: 'text', list: true, sortable: true, filter: ['eq', 'in'] }),
  },
});
