/**
 * The diagram's counts: per node of the diagram (the draft, or the published version asked for),
 * contacts that entered it, are at it now, and the steps there that completed or failed in the
 * range; per edge, the steps that left its source by its output. Read from the step log (by the
 * automation's (automation_id, at) index) and the journeys now on their way (by (automation_id,
 * node_id, status)). Counts are by node id across versions, as a journey keeps its node through a
 * publish; a node the diagram does not have is left out, since there is nowhere to draw it.
 */
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { type NodeStats } from '../../../../resources/automations/automation-api.ts';
import { edgeHandle, isNodeType, NODE_TYPES } from '../../../../resources/automations/automation-nodes.ts';
import type { AppContext } from '../../../context.ts';
import { automationJourneys, automationSteps } from '../../../db/schema/index.ts';
import { automationOf } from '../automation-of.ts';
import { ON_THEIR_WAY } from '../versions/continuing.ts';
import { versionRow } from '../versions/versions.ts';
import { inRange, type Range } from './range.ts';

export async function nodeStats(ctx: AppContext, teamId: number, input: Range & { automation_id: number; version?: number }): Promise<NodeStats> {
  const db = ctx.database.db;
  const automation = await automationOf(db, teamId, input.automation_id);
  const graph = input.version === undefined ? automation.graph : (await versionRow(db, teamId, automation.id, input.version)).graph;
  const own = and(eq(automationSteps.automation_id, automation.id), eq(automationSteps.team_id, teamId));
  const [steps, here] = await Promise.all([
    db
      .select({ node_id: automationSteps.node_id, status: automationSteps.status, handle: automationSteps.handle, n: count() })
      .from(automationSteps)
      .where(and(own, inRange(automationSteps.at, input)))
      .groupBy(automationSteps.node_id, automationSteps.status, automationSteps.handle),
    db
      .select({
        node_id: automationJourneys.node_id,
        waiting: count(),
        arrived: sql<number>`count(*) filter (where ${inRange(automationJourneys.node_at, input) ?? sql`true`})`.mapWith(Number),
      })
      .from(automationJourneys)
      .where(and(eq(automationJourneys.automation_id, automation.id), eq(automationJourneys.team_id, teamId), inArray(automationJourneys.status, [...ON_THEIR_WAY])))
      .groupBy(automationJourneys.node_id),
  ]);

  const perNode = new Map(
    graph.nodes.map((n) => [n.id, { node_id: n.id, group: isNodeType(n.type) ? NODE_TYPES[n.type].group : ('action' as const), entered: 0, waiting: 0, completed: 0, failed: 0 }]),
  );
  // Steps taken per (node, output), for the edges.
  const left = new Map<string, number>();
  for (const s of steps) {
    const line = perNode.get(s.node_id);
    if (!line) continue;
    line.entered += s.n;
    if (s.status === 'failed') line.failed += s.n;
    else {
      line.completed += s.n;
      left.set(`${s.node_id}\u0000${s.handle ?? ''}`, (left.get(`${s.node_id}\u0000${s.handle ?? ''}`) ?? 0) + s.n);
    }
  }
  for (const h of here) {
    const line = perNode.get(h.node_id);
    if (!line) continue;
    line.waiting += h.waiting;
    line.entered += h.arrived;
  }
  const types = new Map(graph.nodes.map((n) => [n.id, n.type]));
  const edges = graph.edges.map((e) => {
    const type = types.get(e.source);
    const handle = type && isNodeType(type) ? edgeHandle(type, e.sourceHandle) : null;
    let n = handle === null ? 0 : (left.get(`${e.source}\u0000${handle}`) ?? 0);
    // A step of a node with one output may not name it.
    if (handle !== null && !e.sourceHandle && type && isNodeType(type) && NODE_TYPES[type].handles.length === 1) n += left.get(`${e.source}\u0000`) ?? 0;
    return { edge_id: e.id, count: n };
  });
  return { nodes: [...perNode.values()], edges };
}
