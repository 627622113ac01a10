/**
 * What is wrong with an automation's diagram, node by node. Two levels: a draft may be saved when
 * its shape holds (known node types, settings of the right kind, edges between nodes that exist,
 * from outputs the node has); it may be published only when it can also run (a trigger, every node
 * reachable, every output of a condition connected, required settings given, no cycle without a
 * wait). The server answers the first with a 422 naming the node and refuses to publish on the
 * second; the editor draws both on the nodes. Problems carry a code (the editor's i18n key
 * `automations.problems.<code>`) and an English message (the API's).
 */
import { edgeHandle, isNodeType, mayFanOut, NODE_TYPES, settingsSchema, type NodeTypeName } from './automation-nodes.ts';

export interface GraphNode {
  id: string;
  type: string;
  position?: { x: number; y: number };
  data?: Record<string, unknown>;
}
export interface GraphEdge {
  id: string;
  source: string;
  target: string;
  sourceHandle?: string | null;
}
export interface Graph {
  nodes: GraphNode[];
  edges: GraphEdge[];
}

export const GRAPH_PROBLEMS = [
  'duplicate_id',
  'unknown_type',
  'bad_setting',
  'missing_setting',
  'edge_unknown_node',
  'edge_unknown_handle',
  'one_way_only',
  'edge_into_trigger',
  'no_trigger',
  'unreachable',
  'missing_branch',
  'no_next_step',
  'cycle_without_wait',
] as const;
export type GraphProblemCode = (typeof GRAPH_PROBLEMS)[number];

export interface GraphProblem {
  code: GraphProblemCode;
  /** The node it concerns (or the edge's source), and its index in `nodes`; none for the whole graph. */
  nodeId?: string;
  nodeIndex?: number;
  edgeId?: string;
  edgeIndex?: number;
  /** The setting, or the output, concerned. */
  field?: string;
  message: string;
}

const label = (n: GraphNode) => `node ${n.id} (${n.type})`;

/** Problems that make a diagram unsavable: the shape, the settings' kinds, the edges. */
export function shapeProblems(graph: Graph): GraphProblem[] {
  const problems: GraphProblem[] = [];
  const byId = new Map<string, GraphNode>();
  graph.nodes.forEach((node, nodeIndex) => {
    if (byId.has(node.id)) problems.push({ code: 'duplicate_id', nodeId: node.id, nodeIndex, message: `Two nodes are named ${node.id}.` });
    byId.set(node.id, node);
    if (!isNodeType(node.type)) {
      problems.push({ code: 'unknown_type', nodeId: node.id, nodeIndex, message: `${label(node)}: there is no node type ${node.type}.` });
      return;
    }
    const parsed = settingsSchema(node.type).safeParse(node.data ?? {});
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const setting = String(issue.path[0] ?? (issue as { keys?: string[] }).keys?.[0] ?? '');
        problems.push({ code: 'bad_setting', nodeId: node.id, nodeIndex, field: setting, message: `${label(node)}: ${setting ? `${setting}: ` : ''}${issue.message}` });
      }
  });
  // Outputs already used, by node and output: a second edge from one of them is a fan-out.
  const used = new Set<string>();
  graph.edges.forEach((edge, edgeIndex) => {
    const source = byId.get(edge.source);
    const target = byId.get(edge.target);
    for (const [end, node] of [[edge.source, source] as const, [edge.target, target] as const])
      if (!node) problems.push({ code: 'edge_unknown_node', edgeId: edge.id, edgeIndex, message: `Edge ${edge.id} leads to node ${end}, which does not exist.` });
    const handle = source && isNodeType(source.type) ? edgeHandle(source.type, edge.sourceHandle) : undefined;
    if (source && handle === null)
      problems.push({ code: 'edge_unknown_handle', nodeId: source.id, nodeIndex: graph.nodes.indexOf(source), edgeId: edge.id, edgeIndex, field: edge.sourceHandle ?? '', message: `${label(source)} has no output ${edge.sourceHandle ?? '(default)'}.` });
    if (source && handle) {
      const key = `${source.id}\u0000${handle}`;
      if (used.has(key) && !mayFanOut(source.type as NodeTypeName))
        problems.push({ code: 'one_way_only', nodeId: source.id, nodeIndex: graph.nodes.indexOf(source), edgeId: edge.id, edgeIndex, field: handle, message: `${label(source)}: its "${handle}" output leads to one step only.` });
      used.add(key);
    }
    if (target && isNodeType(target.type) && NODE_TYPES[target.type].group === 'trigger')
      problems.push({ code: 'edge_into_trigger', nodeId: target.id, nodeIndex: graph.nodes.indexOf(target), edgeId: edge.id, edgeIndex, message: `${label(target)} is a trigger: nothing leads into it.` });
  });
  return problems;
}

/** Problems that stop a diagram from being published (its shape's included). */
export function publishProblems(graph: Graph): GraphProblem[] {
  const problems = shapeProblems(graph);
  if (problems.length) return problems;
  const nodes = graph.nodes as (GraphNode & { type: NodeTypeName })[];
  const index = new Map(nodes.map((n, i) => [n.id, i]));
  const out = new Map<string, { handle: string; target: string }[]>();
  for (const e of graph.edges) {
    const source = nodes[index.get(e.source)!];
    (out.get(e.source) ?? out.set(e.source, []).get(e.source)!).push({ handle: edgeHandle(source.type, e.sourceHandle)!, target: e.target });
  }
  const triggers = nodes.filter((n) => NODE_TYPES[n.type].group === 'trigger');
  if (!triggers.length) problems.push({ code: 'no_trigger', message: 'Add a trigger: it says how contacts enter.' });

  nodes.forEach((node, nodeIndex) => {
    const type = NODE_TYPES[node.type];
    for (const setting of (type as { required?: readonly string[] }).required ?? []) {
      const value = node.data?.[setting];
      if (value === undefined || value === null || value === '' || (Array.isArray(value) && !value.length))
        problems.push({ code: 'missing_setting', nodeId: node.id, nodeIndex, field: setting, message: `${label(node)}: ${setting} is needed.` });
    }
    const taken = new Set((out.get(node.id) ?? []).map((o) => o.handle));
    const handles = type.handles as readonly string[];
    if (handles.length > 1) {
      for (const handle of handles) if (!taken.has(handle)) problems.push({ code: 'missing_branch', nodeId: node.id, nodeIndex, field: handle, message: `${label(node)}: connect its "${handle}" output.` });
    } else if (handles.length === 1 && !taken.size) {
      problems.push({ code: 'no_next_step', nodeId: node.id, nodeIndex, message: `${label(node)}: connect it to a next step, or to an end.` });
    }
  });

  const reached = new Set<string>();
  const queue = triggers.map((t) => t.id);
  while (queue.length) {
    const at = queue.pop()!;
    if (reached.has(at)) continue;
    reached.add(at);
    for (const o of out.get(at) ?? []) queue.push(o.target);
  }
  nodes.forEach((node, nodeIndex) => {
    if (!reached.has(node.id)) problems.push({ code: 'unreachable', nodeId: node.id, nodeIndex, message: `${label(node)}: no trigger leads to it.` });
  });

  for (const cycle of cyclesWithoutWait(nodes, out)) {
    const node = nodes[index.get(cycle[0])!];
    problems.push({ code: 'cycle_without_wait', nodeId: node.id, nodeIndex: index.get(node.id), message: `${label(node)}: the loop ${cycle.join(' → ')} has no wait; a contact would go round it at once.` });
  }
  return problems;
}

/**
 * The loops (strongly connected parts with an edge inside) that no wait node breaks, each as its
 * node ids: a contact would go round such a loop without pause.
 */
function cyclesWithoutWait(nodes: (GraphNode & { type: NodeTypeName })[], out: Map<string, { target: string }[]>): string[][] {
  const isWait = new Map(nodes.map((n) => [n.id, NODE_TYPES[n.type].group === 'wait']));
  // Tarjan's algorithm over the nodes that are not waits: a loop through a wait is fine.
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let counter = 0;
  const next = (id: string) => (out.get(id) ?? []).map((o) => o.target).filter((t) => !isWait.get(t));
  const visit = (id: string) => {
    order.set(id, counter);
    low.set(id, counter++);
    stack.push(id);
    onStack.add(id);
    for (const t of next(id)) {
      if (!order.has(t)) {
        visit(t);
        low.set(id, Math.min(low.get(id)!, low.get(t)!));
      } else if (onStack.has(t)) low.set(id, Math.min(low.get(id)!, order.get(t)!));
    }
    if (low.get(id) === order.get(id)) {
      const part: string[] = [];
      let top: string;
      do {
        top = stack.pop()!;
        onStack.delete(top);
        part.push(top);
      } while (top !== id);
      if (part.length > 1 || next(id).includes(id)) found.push(part.reverse());
    }
  };
  for (const n of nodes) if (!isWait.get(n.id) && !order.has(n.id)) visit(n.id);
  return found;
}
