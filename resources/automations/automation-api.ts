/**
 * The routes of automations beyond the generic resource (docs/areas/automations.md): publish the
 * draft diagram and its versions, what publishing would do to contacts on their way, contacts
 * entered by an API call, the diagram's counts per node and edge, a node's contacts and the lookup
 * nodes' MNP figures. Shared by the server (server/routes/automations/automations.ts) and the editor.
 */
import { z } from '../validation.ts';
import { NODE_GROUPS } from './automation-nodes.ts';

export const automationPath = (id: number | string) => `/v1/automations/${id}`;
export const publishAutomationPath = (id: number | string) => `${automationPath(id)}/publish`;
export const publishPreviewPath = (id: number | string) => `${automationPath(id)}/publish-preview`;
export const automationVersionsPath = (id: number | string) => `${automationPath(id)}/versions`;
export const automationVersionPath = (id: number | string, n: number | string) => `${automationVersionsPath(id)}/${n}`;
export const restoreAutomationPath = (id: number | string, n: number | string) => `${automationVersionPath(id, n)}/restore`;
export const enterAutomationPath = (id: number | string) => `${automationPath(id)}/enter`;
export const nodeContactsPath = (id: number | string, nodeId: string) => `${automationPath(id)}/nodes/${encodeURIComponent(nodeId)}/contacts`;
export const NODE_STATS_PATH = '/v1/automations/nodes/stats';
export const MNP_STATS_PATH = '/v1/automations/mnp/stats';

export const REENTRY_RULES = ['never', 'after_days', 'always'] as const;
/** Where a contact's journey stands. */
export const JOURNEY_STATUSES = ['active', 'waiting', 'completed', 'failed', 'exited'] as const;
export type JourneyStatus = (typeof JOURNEY_STATUSES)[number];

export const publishAutomationInput = z.object({ note: z.string().trim().max(500).optional() }).strict();

export const automationVersionSummary = z.object({
  version: z.number().int(),
  note: z.string().nullable(),
  published_at: z.string(),
  published_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  nodes: z.number().int(),
});
export const automationVersionDetail = automationVersionSummary.extend({ graph: z.object({ nodes: z.array(z.unknown()), edges: z.array(z.unknown()) }).loose() });

export const automationVersionsOutput = z.object({
  published_version: z.number().int().nullable(),
  /** The draft differs from the published version (always true while never published). */
  draft_changed: z.boolean(),
  versions: z.array(automationVersionSummary),
});

/** What publishing the draft would do to the contacts on their way now. */
export const publishPreviewOutput = z.object({
  /** Contacts in the journey now (active or waiting, on the published version). */
  in_journey: z.number().int(),
  /** Per node they are at: whether it stays in the draft (they continue there) or goes (they leave the journey). */
  nodes: z.array(z.object({ node_id: z.string(), type: z.string(), contacts: z.number().int(), continues: z.boolean() })),
  /** What stops the draft from being published, as on the nodes. */
  problems: z.array(z.object({ code: z.string(), node_id: z.string().nullable(), field: z.string().nullable(), message: z.string() })),
});

/** Contacts enter an automation with an `api_call` trigger: by id or by phone number (E.164). */
export const enterAutomationInput = z
  .object({ contact_ids: z.array(z.number().int().positive()).max(1000).optional(), phones: z.array(z.string().max(20)).max(1000).optional() })
  .strict()
  .refine((v) => (v.contact_ids?.length ?? 0) + (v.phones?.length ?? 0) > 0, { message: 'Name at least one contact (contact_ids or phones).', path: ['contact_ids'] });
export const enterAutomationOutput = z.object({ entered: z.number().int(), skipped: z.array(z.object({ ref: z.string(), reason: z.string() })) });

const range = { from: z.iso.datetime({ offset: true }).optional(), to: z.iso.datetime({ offset: true }).optional() };

export const nodeStatsInput = z
  .object({
    automation_id: z.number().int().positive(),
    /** Counts drawn on this published version's diagram; the draft's when left out. */
    version: z.number().int().positive().optional(),
    ...range,
  })
  .strict();
export const nodeStatsOutput = z.object({
  nodes: z.array(z.object({ node_id: z.string(), group: z.enum(NODE_GROUPS), entered: z.number().int(), waiting: z.number().int(), completed: z.number().int(), failed: z.number().int() })),
  /** Contacts that went along each edge (by the edge's id in the diagram counted on) in the range. */
  edges: z.array(z.object({ edge_id: z.string(), count: z.number().int() })),
});
export type NodeStats = z.infer<typeof nodeStatsOutput>;

export const mnpStatsInput = z.object({ automation_id: z.number().int().positive(), node_id: z.string().optional(), ...range }).strict();
export const mnpStatsOutput = z.object({
  total: z.number().int(),
  ported: z.number().int(),
  not_ported: z.number().int(),
  unknown: z.number().int(),
  /** Where ported numbers went and came from. */
  networks: z.array(z.object({ network: z.string(), ported_in: z.number().int(), kept: z.number().int() })),
});

export const nodeContactsQuery = z.object({ status: z.enum(JOURNEY_STATUSES).optional(), _start: z.coerce.number().int().min(0).default(0), _end: z.coerce.number().int().min(1).default(25) }).strict();
export const nodeContactsOutput = z.object({
  total: z.number().int(),
  rows: z.array(
    z.object({
      contact_id: z.number().int(),
      phone: z.string(),
      name: z.string().nullable(),
      status: z.enum(JOURNEY_STATUSES),
      entered_at: z.string(),
      /** When a wait ends, for a contact waiting here. */
      due_at: z.string().nullable(),
      last_outcome: z.string().nullable(),
    }),
  ),
});
