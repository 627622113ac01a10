/**
 * A published version's diagram as the runner reads it: its nodes by id and where each output
 * leads. Versions never change once published, so each is read from its database once; the cache
 * is the database's own (ids are only unique within one).
 */
import { and, eq } from 'drizzle-orm';
import { edgeHandle, isNodeType, mayFanOut } from '../../../../resources/automations/automation-nodes.ts';
import type { GraphNode } from '../../../../resources/automations/automation-graph.ts';
import type { Db } from '../../../db/client.ts';
import { automationVersions } from '../../../db/schema/index.ts';

export interface RunGraph {
  nodes: Map<string, GraphNode>;
  /**
   * The nodes an output of a node leads to, in the order of the diagram's edges: none when no edge
   * leaves it (the journey completes), several when the output fans out (a branch for each further one).
   */
  next(nodeId: string, handle: string): readonly string[];
}

const caches = new WeakMap<Db, Map<string, Promise<RunGraph | null>>>();
const MAX_CACHED = 2_000;

export function graphOf(db: Db, automationId: number, version: number): Promise<RunGraph | null> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const key = `${automationId}:${version}`;
  let graph = cache.get(key);
  if (!graph) {
    if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value!);
    graph = load(db, automationId, version);
    cache.set(key, graph);
    // A failed read is not kept: the next tick reads again.
    graph.catch(() => cache.delete(key));
  }
  return graph;
}

async function load(db: Db, automationId: number, version: number): Promise<RunGraph | null> {
  const [row] = await db
    .select({ graph: automationVersions.graph })
    .from(automationVersions)
    .where(and(eq(automationVersions.automation_id, automationId), eq(automationVersions.version, version)));
  if (!row) return null;
  const nodes = new Map<string, GraphNode>(row.graph.nodes.map((n) => [n.id, n as GraphNode]));
  const edges = new Map<string, string[]>();
  for (const e of row.graph.edges as { source: string; target: string; sourceHandle?: string | null }[]) {
    const source = nodes.get(e.source);
    if (!source || !isNodeType(source.type) || !nodes.has(e.target)) continue;
    const handle = edgeHandle(source.type, e.sourceHandle);
    if (!handle) continue;
    const key = `${e.source}\u0000${handle}`;
    const targets = edges.get(key) ?? [];
    // Published graphs passed the checks; an output that may not fan out still takes only its first edge.
    if ((!targets.length || mayFanOut(source.type)) && !targets.includes(e.target)) edges.set(key, [...targets, e.target]);
  }
  return { nodes, next: (nodeId, handle) => edges.get(`${nodeId}\u0000${handle}`) ?? [] };
}
