/**
 * Which events a team's automations listen for (automation_armed): the database triggers that
 * write the engine's inbox look here first, so a team without running automations pays nothing on
 * its contacts, messages and calls. Kept right by whatever starts, pauses or publishes an
 * automation (rearmTeam, in the same transaction).
 */
import { and, eq, sql } from 'drizzle-orm';
import { NODE_TYPES, isNodeType, type AutomationEvent } from '../../../resources/automations/automation-nodes.ts';
import type { AutomationGraph } from '../../../resources/automations/automations.ts';
import { automationArmed, automations, automationVersions } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../db/transaction.ts';

type GraphNode = AutomationGraph['nodes'][number];

/** The events one node needs heard: a wait for one event hears that event, a message trigger its status. */
export function eventsOfNode(node: GraphNode): AutomationEvent[] {
  if (!isNodeType(node.type)) return [];
  if (node.type === 'wait_event') return node.data?.event ? [node.data.event as AutomationEvent] : [];
  if (node.type === 'message_status') return node.data?.status === 'failed' ? ['message_failed'] : ['message_delivered'];
  return [...((NODE_TYPES[node.type] as { listens?: readonly AutomationEvent[] }).listens ?? [])];
}

/** The events the published graphs of the team's active automations listen for. */
export async function armedEvents(db: DbOrTx, teamId: number): Promise<Set<AutomationEvent>> {
  const graphs = await db
    .select({ graph: automationVersions.graph })
    .from(automations)
    .innerJoin(automationVersions, and(eq(automationVersions.automation_id, automations.id), eq(automationVersions.version, automations.published_version)))
    .where(and(eq(automations.team_id, teamId), eq(automations.status, 'active')));
  return new Set(graphs.flatMap((g) => g.graph.nodes.flatMap(eventsOfNode)));
}

/** Writes the team's armed events anew; call it in the transaction that starts, pauses or publishes. */
export async function rearmTeam(db: DbOrTx, teamId: number): Promise<AutomationEvent[]> {
  const events = [...(await armedEvents(db, teamId))].sort();
  await db.delete(automationArmed).where(eq(automationArmed.team_id, teamId));
  if (events.length) await db.insert(automationArmed).values(events.map((event) => ({ team_id: teamId, event }))).onConflictDoNothing();
  return events;
}

/** Every team's armed events anew (at start: a crash between a publish and its rearm loses nothing). */
export async function rearmAll(db: DbOrTx): Promise<void> {
  const teams = await db.selectDistinct({ id: automations.team_id }).from(automations).where(eq(automations.status, 'active'));
  await db.execute(sql`delete from automation_armed where team_id not in (select team_id from automations where status = 'active')`);
  for (const { id } of teams) await rearmTeam(db, id);
}
