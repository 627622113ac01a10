import { z } from '../validation.ts';
import { defineResource, field, nameField, selectField } from '../kit/index.ts';
import { EMPTY_RULES, segmentRulesSchema } from './segment-rules.ts';

export const SEGMENT_STATUSES = ['active', 'archived'] as const;

/**
 * A saved audience: `rules` in react-querybuilder's JSON (`{"combinator": "and", "rules": [{"field":
 * "country", "operator": "in", "value": ["US", "CA"]}]}`, see segment-rules.ts), plus the contacts
 * added to it by name. Membership is live; `contacts_count` is Parley's own recount of it.
 */
export const segments = defineResource({
  name: 'segments',
  apiPath: '/v1/audience/segments',
  // The editor is a page of its own (src/pages/audience/segments/), under the contacts' screens.
  routes: { list: '/audience/contacts/segments', create: '/audience/contacts/segments/new' },
  scope: 'team',
  icon: 'segments',
  titleField: 'name',
  defaultSort: { field: 'name', order: 'asc' },
  fields: {
    name: nameField(),
    description: field({ schema: z.string().max(1000).optional(), kind: 'textarea', list: 'hidden', search: true }),
    rules: field({ schema: segmentRulesSchema.default(() => ({ ...EMPTY_RULES, rules: [] })), kind: 'json' }),
    contacts_count: field({ schema: z.number().int().min(0), kind: 'number', readOnly: true, list: true, sortable: true, filter: ['range'] }),
    status: selectField(SEGMENT_STATUSES, { initial: 'active' }),
    /** When Parley last counted `contacts_count` (after the team's contacts changed). */
    counted_at: field({ schema: z.iso.datetime({ offset: true }).optional(), kind: 'datetime', readOnly: true, list: 'hidden' }),
  },
});
