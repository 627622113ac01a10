import { z } from '../validation.ts';
import { defineResource, field, selectField } from '../kit/index.ts';
import { BLACKLIST_MATCHES, blacklistNumber } from './blacklist.ts';

/** Numbers and prefixes no team may send to (platform-wide fraud ranges, regulators' lists): platform staff keep it. */
export const globalBlacklist = defineResource({
  name: 'global-blacklist',
  apiPath: '/v1/management/sms/blacklist',
  routes: {},
  scope: 'platform',
  icon: 'setting',
  titleField: 'number',
  defaultSort: { field: 'added_at', order: 'desc' },
  fields: {
    number: field({ schema: blacklistNumber, kind: 'phone', list: true, sortable: true, search: true, filter: ['eq', 'like'] }),
    match: selectField(BLACKLIST_MATCHES, { initial: 'number' }),
    reason: field({ schema: z.string().trim().max(200).optional(), kind: 'text', list: true, search: true, filter: ['like'] }),
    added_at: field({ schema: z.iso.datetime({ offset: true }).optional(), kind: 'datetime', readOnly: true, form: false, list: true, sortable: true, filter: ['range'] }),
  },
});
