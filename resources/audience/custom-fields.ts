import { z } from '../validation.ts';
import { defineResource, field, nameField, selectField } from '../kit/index.ts';

export const CUSTOM_FIELD_TYPES = ['text', 'number', 'date', 'boolean', 'select'] as const;

/** Extra contact attributes a team defines (e.g. "plan", "renewal date") for segments and texts. */
export const customFields = defineResource({
  name: 'custom-fields',
  apiPath: '/v1/audience/custom-fields',
  routes: { list: '/settings/custom-fields' },
  scope: 'team',
  access: { read: 'viewer', write: 'admin' },
  icon: 'form',
  titleField: 'name',
  defaultSort: { field: 'name', order: 'asc' },
  fields: {
    name: nameField({ max: 80 }),
    key: field({
      schema: z.string().regex(/^[a-z][a-z0-9_]{0,39}$/, 'Use lower-case letters, digits and _ (starting with a letter).'),
      kind: 'text',
      form: 'create',
      list: true,
      sortable: true,
      search: true,
      filter: ['eq', 'like'],
    }),
    type: selectField(CUSTOM_FIELD_TYPES),
    options: field({ schema: z.array(z.string().trim().min(1).max(80)).max(100).optional(), kind: 'multiselect', list: 'hidden' }),
    required: field({ schema: z.boolean().default(false), kind: 'switch', list: true, filter: ['eq'] }),
    description: field({ schema: z.string().max(500).optional(), kind: 'textarea', list: 'hidden' }),
  },
});
