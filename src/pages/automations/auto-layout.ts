/**
 * Auto-layout (the L key): dagre lays the diagram out top to bottom, triggers on the top row, and
 * every position is snapped to the grid. A hidden root above the triggers keeps them at the top
 * even when a later step is fed from several places; loose nodes go below the triggers.
 */
import dagre from '@dagrejs/dagre';
import { isNodeType, NODE_TYPES } from '../../../resources/automations/automation-nodes.ts';
import { snap, type FlowEdge, type FlowNode } from './graph-doc.ts';

export const NODE_WIDTH = 240;
export const NODE_HEIGHT = 90;
const ROOT = '\u0000root';

const isTrigger = (n: FlowNode) => !!n.type && isNodeType(n.type) && NODE_TYPES[n.type].group === 'trigger';

export const nodeSize = (n: FlowNode) => ({ width: n.measured?.width ?? n.width ?? NODE_WIDTH, height: n.measured?.height ?? n.height ?? NODE_HEIGHT });

export function autoLayout(nodes: readonly FlowNode[], edges: readonly FlowEdge[]): FlowNode[] {
  if (!nodes.length) return [...nodes];
  const g = new dagre.graphlib.Graph({ multigraph: true });
  g.setGraph({ rankdir: 'TB', nodesep: 60, ranksep: 75, marginx: 0, marginy: 0 });
  g.setDefaultEdgeLabel(() => ({}));
  g.setNode(ROOT, { width: 1, height: 1 });
  for (const n of nodes) g.setNode(n.id, nodeSize(n));
  const ids = new Set(nodes.map((n) => n.id));
  const fed = new Set<string>();
  // Sorted by output so a condition's yes lands left of its no, a/b in order, event before timeout.
  const ordered = [...edges].sort((a, b) => (a.sourceHandle ?? '').localeCompare(b.sourceHandle ?? ''));
  for (const e of ordered) {
    if (!ids.has(e.source) || !ids.has(e.target) || e.source === e.target) continue;
    g.setEdge(e.source, e.target, { weight: 1, minlen: 1 }, e.id);
    fed.add(e.target);
  }
  for (const n of nodes) {
    if (isTrigger(n)) g.setEdge(ROOT, n.id, { weight: 1000, minlen: 1 }, `root-${n.id}`);
    else if (!fed.has(n.id)) g.setEdge(ROOT, n.id, { weight: 1, minlen: 2 }, `root-${n.id}`);
  }
  dagre.layout(g);
  const placed = nodes.map((n) => {
    const at = g.node(n.id);
    const { width, height } = nodeSize(n);
    return { ...n, position: { x: snap(at.x - width / 2), y: snap(at.y - height / 2) } };
  });
  // The hidden root took the first row: the diagram starts at the origin again (still on the grid).
  const left = Math.min(...placed.map((n) => n.position.x));
  const top = Math.min(...placed.map((n) => n.position.y));
  return placed.map((n) => ({ ...n, position: { x: n.position.x - left, y: n.position.y - top } }));
}
