/**
 * Which nodes contacts on their way keep when a draft is published: a node of the version they are
 * on that the new diagram still has, by the same id and of the same type. A node gone, or turned
 * into another kind of step, is one they leave the journey from.
 */
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Graph } from '../../../../resources/automations/automation-graph.ts';
import { automationJourneys, automationVersions } from '../../../db/schema/index.ts';
import type { DbOrTx } from '../../../db/transaction.ts';

export const ON_THEIR_WAY = ['active', 'waiting'] as const;

export interface PlaceNow {
  version: number;
  node_id: string;
  /** The node's type in the version the contacts are on (null when that version is not kept). */
  type: string | null;
  contacts: number;
  continues: boolean;
}

/** Where the automation's contacts on their way are now, and whether each place stays in `next`. */
export async function placesNow(db: DbOrTx, automationId: number, next: Graph): Promise<PlaceNow[]> {
  const counts = await db
    .select({ version: automationJourneys.version, node_id: automationJourneys.node_id, contacts: count() })
    .from(automationJourneys)
    .where(and(eq(automationJourneys.automation_id, automationId), inArray(automationJourneys.status, [...ON_THEIR_WAY])))
    .groupBy(automationJourneys.version, automationJourneys.node_id);
  if (!counts.length) return [];
  const versions = [...new Set(counts.map((c) => c.version))];
  const graphs = new Map(
    (
      await db
        .select({ version: automationVersions.version, graph: automationVersions.graph })
        .from(automationVersions)
        .where(and(eq(automationVersions.automation_id, automationId), inArray(automationVersions.version, versions)))
    ).map((v) => [v.version, v.graph]),
  );
  const nextTypes = new Map(next.nodes.map((n) => [n.id, n.type]));
  return counts.map((c) => {
    const type = graphs.get(c.version)?.nodes.find((n) => n.id === c.node_id)?.type ?? null;
    const there = nextTypes.get(c.node_id);
    return { version: c.version, node_id: c.node_id, type, contacts: Number(c.contacts), continues: there !== undefined && (type === null || there === type) };
  });
}

