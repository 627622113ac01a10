import { z } from '../validation.ts';
import { defineResource, field, selectField } from '../kit/index.ts';
import { PHONE_INPUT } from './contacts.ts';

/** How a number came onto the do-not-contact list. */
export const OPT_OUT_SOURCES = ['manual', 'api', 'reply', 'import', 'complaint'] as const;

/**
 * The team's do-not-contact list: numbers no send and no call may reach, whether or not they are
 * contacts. A number is read in any notation into E.164 (server/domains/audience/opt-outs.ts);
 * adding one marks its contact opted out, removing it clears the mark.
 */
export const optOuts = defineResource({
  name: 'opt-outs',
  apiPath: '/v1/audience/opt-outs',
  routes: { list: '/audience/contacts/opt-outs' },
  scope: 'team',
  icon: 'contacts',
  titleField: 'phone',
  defaultSort: { field: 'created_at', order: 'desc' },
  fields: {
    phone: field({ schema: PHONE_INPUT, kind: 'phone', list: true, sortable: true, search: true, filter: ['eq', 'like'] }),
    source: selectField(OPT_OUT_SOURCES, { initial: 'manual' }),
    reason: field({ schema: z.string().trim().max(500).optional(), kind: 'text', list: true, search: true, filter: ['like'] }),
  },
});
