import { z } from '../validation.ts';
import { defineResource, field, selectField } from '../kit/index.ts';

/** A number blocks itself; a prefix (+2348, +44) blocks every number that starts with it. */
export const BLACKLIST_MATCHES = ['number', 'prefix'] as const;

/** E.164 digits, or the start of them: what a blacklist entry holds once read. */
export const blacklistNumber = z.string().trim().min(2).max(25);

/** Numbers and prefixes no route of the team may send to (complaints, fraud, blocked ranges). */
export const blacklist = defineResource({
  name: 'blacklist',
  apiPath: '/v1/sms/routing/blacklist',
  routes: {},
  scope: 'team',
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
