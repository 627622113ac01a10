import { z } from '../validation.ts';
import { defineResource, field, nameField, selectField } from '../kit/index.ts';

export const SEGMENT_STATUSES = ['active', 'archived'] as const;

/**
 * A saved audience: `rules` are contact list filters in the API's own terms
 * (`{"country": ["US", "CA"], "status": "subscribed", "last_contacted_at_gte": "2026-01-01"}`).
 */
export const segments = defineResource({
  name: 'segments',
  apiPath: '/v1/audience/segments',
  routes: {},
  scope: 'team',
  icon: 'segments',
  titleField: 'name',
  defaultSort: { field: 'name', order: 'asc' },
  fields: {
    name: nameField(),
    description: field({ schema: z.string().max(1000).optional(), kind: 'textarea', list: 'hidden', search: true }),
    rules: field({
      schema: z.record(z.string().regex(/^[a-z][a-z0-9_]{0,59}$/), z.union([z.string().max(500), z.number(), z.boolean(), z.array(z.string().max(500)).max(100)])).default({}),
      kind: 'json',
    }),
    contacts_count: field({ schema: z.number().int().min(0), kind: 'number', readOnly: true, list: true, sortable: true, filter: ['range'] }),
    status: selectField(SEGMENT_STATUSES, { initial: 'active' }),
  },
});
