import { z } from '../validation.ts';
import { defineResource, field, nameField, selectField } from '../kit/index.ts';
import { jsonObject } from './shared.ts';

export const WORKFLOW_STATUSES = ['draft', 'active', 'archived'] as const;

/** A voice workflow: a node-and-edge graph of agents, transfers and conditions (docs/areas/voice.md#workflows). */
export const workflows = defineResource({
  name: 'workflows',
  apiPath: '/v1/voice/workflows',
  routes: { list: '/workflow' },
  scope: 'team',
  icon: 'apartment',
  titleField: 'name',
  defaultSort: { field: 'updated_at', order: 'desc' },
  fields: {
    name: nameField(),
    description: field({ schema: z.string().max(2000).optional(), kind: 'textarea', list: true, search: true }),
    status: selectField(WORKFLOW_STATUSES, { initial: 'draft', filter: ['eq', 'in', 'ne'] }),
    /** `{ nodes: [{id, type, data, position}], edges: [{id, source, target}], viewport: {x, y, zoom} }`. */
    graph: field({ schema: jsonObject().default({ nodes: [], edges: [] }), kind: 'json' }),
  },
});
