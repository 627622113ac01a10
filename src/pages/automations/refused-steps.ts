/**
 * A save the server refused (422), put back on the steps it names. Its keys point into the PATCH
 * body (`graph.nodes.3.data.segment_id`, `graph.edges.2`), so they are read against the diagram
 * that was sent, not the one on screen: an edge's refusal marks the step it leaves from. What names
 * no step stays with the save status. The server's text is kept: it says why (a record of another
 * team, a rule the segment builder refuses), which the browser's own checks cannot know.
 */
import type { GraphProblem } from '../../../resources/automations/automation-graph.ts';
import type { FieldErrors } from '../../../providers/http-error.ts';

export interface RefusedProblem {
  code: 'refused';
  nodeId: string;
  /** The setting named by the key (`…data.<field>…`), so the settings panel shows it under that field. */
  field?: string;
  message: string;
}

/** A problem drawn on the diagram: found by the shared checks, or sent back by the server. */
export type EditorProblem = GraphProblem | RefusedProblem;

interface SentGraph {
  nodes: readonly { id: string }[];
  edges: readonly { source: string }[];
}

const KEY = /^graph\.(nodes|edges)\.(\d+)(?:\.data\.([^.]+))?/;

export function refusedSteps(errors: FieldErrors, sent: SentGraph): { problems: RefusedProblem[]; rest: FieldErrors } {
  const problems: RefusedProblem[] = [];
  const rest: FieldErrors = {};
  const nodeIds = new Set(sent.nodes.map((n) => n.id));
  for (const [key, messages] of Object.entries(errors)) {
    const [, list, index, field] = KEY.exec(key) ?? [];
    const nodeId = list === 'nodes' ? sent.nodes[Number(index)]?.id : list === 'edges' ? sent.edges[Number(index)]?.source : undefined;
    if (nodeId === undefined || !nodeIds.has(nodeId)) {
      rest[key] = messages;
      continue;
    }
    for (const message of messages) problems.push({ code: 'refused', nodeId, ...(list === 'nodes' && field ? { field } : {}), message });
  }
  return { problems, rest };
}

type Step = { id: string; type: string; data?: Record<string, unknown> };
const asSent = (n: Step) => JSON.stringify([n.type, n.data ?? {}]);

/**
 * The refusals still to show: not on a step changed since it was sent (its type or settings; a
 * move changes nothing the server checks), and not what the shared checks already say in the same
 * words (a malformed setting is refused by both).
 */
export function standingRefusals(problems: readonly RefusedProblem[], sent: readonly Step[], now: readonly Step[], known: readonly GraphProblem[]): RefusedProblem[] {
  const before = new Map(sent.map((n) => [n.id, asSent(n)]));
  const current = new Map(now.map((n) => [n.id, asSent(n)]));
  return problems.filter((p) => current.get(p.nodeId) === before.get(p.nodeId) && current.has(p.nodeId) && !known.some((k) => k.nodeId === p.nodeId && k.message === p.message));
}
