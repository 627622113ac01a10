import { z } from '../validation.ts';
import { defineResource, field } from '../kit/index.ts';

/** Numbers no route may send to (complaints, opt-outs, fraud). */
export const blacklist = defineResource({
  name: 'blacklist',
  apiPath: '/v1/sms/routing/blacklist',
  routes: {},
  scope: 'team',
  icon: 'setting',
  titleField: 'number',
  defaultSort: { field: 'added_at', order: 'desc' },
  fields: {
    number: field({ schema: z.string().trim().min(3).max(25), kind: 'phone', list: true, sortable: true, search: true, filter: ['eq', 'like'] }),
    reason: field({ schema: z.string().trim().max(200).optional(), kind: 'text', list: true, search: true, filter: ['like'] }),
    added_at: field({ schema: z.iso.datetime({ offset: true }).optional(), kind: 'datetime', readOnly: true, form: false, list: true, sortable: true, filter: ['range'] }),
  },
});
