/**
 * Whether two diagrams are the same journey as drawn. The view (zoom and offset) and the editor's
 * passing state of a node (selected, being dragged, its measured size) are not part of it; a node
 * moved is, since the operator arranged it.
 */
import type { AutomationGraph } from '../../../../resources/automations/automations.ts';

const VIEW_KEYS = new Set(['zoom', 'x', 'y', 'viewport']);
const PASSING_KEYS = new Set(['selected', 'dragging', 'measured', 'width', 'height', 'resizing']);

/** Keys sorted, so key order never makes a difference. */
function canonical(value: unknown, drop?: Set<string>): unknown {
  if (Array.isArray(value)) return value.map((v) => canonical(v));
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([k, v]) => v !== undefined && !drop?.has(k))
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, v]) => [k, canonical(v)]),
    );
  return value;
}

export function journeyOf(graph: AutomationGraph): unknown {
  const rest = Object.fromEntries(Object.entries(graph).filter(([k]) => !VIEW_KEYS.has(k) && k !== 'nodes' && k !== 'edges'));
  return canonical({
    ...rest,
    nodes: (graph.nodes ?? []).map((n) => canonical(n, PASSING_KEYS)),
    edges: (graph.edges ?? []).map((e) => canonical({ ...e, sourceHandle: e.sourceHandle || null }, PASSING_KEYS)),
  });
}

export function sameGraph(a: AutomationGraph, b: AutomationGraph): boolean {
  return JSON.stringify(journeyOf(a)) === JSON.stringify(journeyOf(b));
}
