import { z } from '../validation.ts';
import { defineResource, field, nameField, selectField } from '../kit/index.ts';

export const AUTOMATION_TRIGGERS = ['contact_created', 'tag_added', 'date', 'webhook'] as const;
export const AUTOMATION_STATUSES = ['active', 'paused'] as const;

const node = z.object({
  id: z.string().min(1).max(64),
  type: z.string().min(1).max(40),
  position: z.object({ x: z.number(), y: z.number() }).optional(),
  data: z.record(z.string(), z.unknown()).optional(),
});
const edge = z.object({ id: z.string().min(1).max(64), source: z.string().min(1).max(64), target: z.string().min(1).max(64), label: z.string().max(80).optional() });

/** The diagram: nodes (trigger, wait, send SMS, branch, ...), edges, and the editor's view (zoom 0.5 to 2, offset); other keys are kept. */
export const automationGraph = z.looseObject({
  nodes: z.array(node).max(500).default([]),
  edges: z.array(edge).max(1000).default([]),
  zoom: z.number().min(0.5).max(2).optional(),
  x: z.number().optional(),
  y: z.number().optional(),
});
export type AutomationGraph = z.infer<typeof automationGraph>;

/** A flow that reacts to a trigger with messages, waits and branches. */
export const automations = defineResource({
  name: 'automations',
  apiPath: '/v1/automations',
  routes: { list: '/campaigns/automations', edit: '/campaigns/automations/:id', show: '/campaigns/automations/:id/overview', views: [{ path: '/hub/automations' }] },
  scope: 'team',
  icon: 'automation',
  titleField: 'name',
  defaultSort: { field: 'updated_at', order: 'desc' },
  fields: {
    name: nameField(),
    trigger: selectField(AUTOMATION_TRIGGERS),
    status: selectField(AUTOMATION_STATUSES, { readOnly: true }),
    graph: field({ schema: automationGraph.default({ nodes: [], edges: [] }), kind: 'json' }),
    runs: field({ schema: z.number().int().min(0), kind: 'number', readOnly: true, list: true, sortable: true, filter: ['range'] }),
    last_run_at: field({ schema: z.iso.datetime().optional(), kind: 'datetime', readOnly: true, list: true, sortable: true }),
  },
  actions: [
    {
      name: 'toggle-status',
      scope: 'item',
      method: 'PATCH',
      output: z.object({ id: z.number().int(), status: z.enum(AUTOMATION_STATUSES) }),
      icon: 'power',
    },
  ],
});
