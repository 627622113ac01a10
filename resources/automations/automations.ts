import { z } from '../validation.ts';
import { defineResource, field, nameField, selectField } from '../kit/index.ts';
import { REENTRY_RULES } from './automation-api.ts';
import { TRIGGER_TYPES } from './automation-nodes.ts';

/** The trigger node types (resources/automations/automation-nodes.ts), as the list shows and filters them. */
export const AUTOMATION_TRIGGERS = TRIGGER_TYPES;
export const AUTOMATION_STATUSES = ['active', 'paused'] as const;

const node = z.object({
  id: z.string().min(1).max(64),
  type: z.string().min(1).max(40),
  position: z.object({ x: z.number(), y: z.number() }).optional(),
  data: z.record(z.string(), z.unknown()).optional(),
});
const edge = z.object({
  id: z.string().min(1).max(64),
  source: z.string().min(1).max(64),
  target: z.string().min(1).max(64),
  /** The source's output (a condition's `yes` or `no`, a split's `a` or `b`); empty for a node's one output. */
  sourceHandle: z.string().max(40).nullish(),
});

/**
 * The diagram in @xyflow/react's own shape: nodes of the types in automation-nodes.ts with their
 * settings as `data`, edges, and the editor's view (zoom 0.5 to 2, offset); other keys are kept.
 * The server checks the node types and their settings on every save (automation-graph.ts).
 */
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
    /** The draft's first trigger, kept by Parley. */
    trigger: field({ schema: z.enum(AUTOMATION_TRIGGERS).optional(), kind: 'select', options: AUTOMATION_TRIGGERS, readOnly: true, list: true, filter: ['eq', 'in'] }),
    status: selectField(AUTOMATION_STATUSES, { readOnly: true }),
    /** The draft diagram, saved as the editor goes; journeys run on the published version. The record's page draws it (automation-overview.tsx). */
    graph: field({ schema: automationGraph.default({ nodes: [], edges: [] }), kind: 'json', show: false }),
    published_version: field({ schema: z.number().int().optional(), kind: 'number', readOnly: true, list: true }),
    published_at: field({ schema: z.iso.datetime().optional(), kind: 'datetime', readOnly: true, list: 'hidden' }),
    /** May a contact go through it again: never, once N days have passed since it last entered, or whenever it is not in it now. */
    reentry: selectField(REENTRY_RULES, { initial: 'never' }),
    reentry_days: field({ schema: z.number().int().min(1).max(3650).optional(), kind: 'number' }),
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
