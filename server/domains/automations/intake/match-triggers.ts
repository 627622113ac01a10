/**
 * Which trigger nodes an event starts: those of the team's active automations, on their published
 * graphs. A tag trigger needs its tag; feed, link and message triggers their feed or campaign when
 * one is set; a call trigger the outcome among its outcomes (and its agent when set); a message
 * trigger its status. Segment triggers are asked of the database (segment-entry.ts); schedules
 * and API calls are no events.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { NODE_TYPES, isNodeType, type NodeTypeName } from '../../../../resources/automations/automation-nodes.ts';
import type { REENTRY_RULES } from '../../../../resources/automations/automation-api.ts';
import type { AutomationGraph } from '../../../../resources/automations/automations.ts';
import { automations, automationVersions } from '../../../db/schema/index.ts';
import type { DbOrTx } from '../../../db/transaction.ts';
import type { Entry } from '../enter.ts';
import type { InboxEvent } from './inbox.ts';

export type GraphNode = AutomationGraph['nodes'][number];

/** An active automation as the intake needs it: how contacts enter, and its trigger nodes. */
export interface RunningAutomation {
  id: number;
  teamId: number;
  version: number;
  reentry: (typeof REENTRY_RULES)[number];
  reentryDays: number | null;
  triggers: GraphNode[];
}

/** Contacts to enter at one trigger node. */
export type Entrance = Omit<Entry, 'now'>;

export const isTrigger = (node: GraphNode): boolean => isNodeType(node.type) && NODE_TYPES[node.type].group === 'trigger';

/** The active automations of the teams, with the trigger nodes of their published graphs. */
export async function runningAutomations(db: DbOrTx, teamIds: readonly number[]): Promise<RunningAutomation[]> {
  if (!teamIds.length) return [];
  const rows = await db
    .select({ id: automations.id, teamId: automations.team_id, version: automations.published_version, reentry: automations.reentry, reentryDays: automations.reentry_days, graph: automationVersions.graph })
    .from(automations)
    .innerJoin(automationVersions, and(eq(automationVersions.automation_id, automations.id), eq(automationVersions.version, automations.published_version)))
    .where(and(inArray(automations.team_id, [...teamIds]), eq(automations.status, 'active')));
  return rows.map((r) => ({ id: r.id, teamId: r.teamId, version: r.version!, reentry: r.reentry, reentryDays: r.reentryDays, triggers: (r.graph.nodes ?? []).filter(isTrigger) }));
}

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
/** A filter left empty lets everything through. */
const fits = (wanted: unknown, actual: unknown) => wanted === undefined || wanted === null || num(wanted) === num(actual);

/** Whether the event starts the trigger node (segment, schedule and API triggers never match here). */
export function triggerMatches(node: GraphNode, e: InboxEvent): boolean {
  const data = (node.data ?? {}) as Record<string, unknown>;
  const detail = e.detail ?? {};
  switch (node.type as NodeTypeName) {
    case 'tag_added':
      return e.event === 'tag_added' && typeof data.tag === 'string' && data.tag.trim() !== '' && detail.tag === data.tag.trim();
    case 'feed_received':
      return e.event === 'feed_received' && fits(data.feed_id, e.ref_id);
    case 'link_clicked':
      return e.event === 'link_clicked' && fits(data.campaign_id, e.ref_id);
    case 'message_status':
      return e.event === (data.status === 'failed' ? 'message_failed' : data.status === 'delivered' ? 'message_delivered' : null) && fits(data.campaign_id, detail.campaign_id);
    case 'call_outcome':
      return e.event === 'call_outcome' && Array.isArray(data.outcomes) && data.outcomes.includes(detail.outcome) && fits(data.agent_id, detail.agent_id);
    default:
      return false;
  }
}

/** What the journey keeps of the event that brought it in. */
function entryOf(node: GraphNode, e: InboxEvent): Record<string, unknown> {
  const data = (node.data ?? {}) as Record<string, unknown>;
  if (node.type === 'tag_added') return { trigger: node.type, event: e.event, tag: data.tag };
  return { trigger: node.type, event: e.event };
}

/**
 * The entrances the events make: one per automation, trigger node and event kind, with its
 * contacts in the order their events came (one statement each, however many events).
 */
export function eventEntrances(running: readonly RunningAutomation[], events: readonly InboxEvent[]): Entrance[] {
  const out = new Map<string, Entrance & { seen: Set<number> }>();
  for (const a of running) {
    for (const node of a.triggers) {
      for (const e of events) {
        if (e.team_id !== a.teamId || !triggerMatches(node, e)) continue;
        const key = `${a.id}\u0000${node.id}\u0000${e.event}`;
        let entrance = out.get(key);
        if (!entrance) {
          entrance = { teamId: a.teamId, automationId: a.id, version: a.version, reentry: a.reentry, reentryDays: a.reentryDays, nodeId: node.id, contactIds: [], entry: entryOf(node, e), seen: new Set() };
          out.set(key, entrance);
        }
        if (entrance.seen.has(e.contact_id)) continue;
        entrance.seen.add(e.contact_id);
        (entrance.contactIds as number[]).push(e.contact_id);
      }
    }
  }
  return [...out.values()].map(({ seen: _, ...entrance }) => entrance);
}
