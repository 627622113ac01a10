/**
 * What the node cards and edges read besides their own data: the problems found on each node, the
 * counts to draw (when stats are given) and whether the diagram may be changed. Kept out of node
 * `data`, which holds only a node's settings (what is saved and validated).
 */
import { createContext, useContext } from 'react';
import type { NodeStats } from '../../../resources/automations/automation-api.ts';
import type { EditorProblem } from './refused-steps.ts';

export interface NodeCounts {
  entered: number;
  waiting: number;
  completed: number;
  failed: number;
}

export interface EditorView {
  problems: ReadonlyMap<string, EditorProblem[]>;
  /** Per-node counts, drawn on the cards when present. */
  counts?: ReadonlyMap<string, NodeCounts>;
  /** Contacts that went along each edge, drawn on the edge when present. */
  edgeCounts?: ReadonlyMap<string, number>;
  readOnly: boolean;
}

export const EditorViewContext = createContext<EditorView>({ problems: new Map(), readOnly: true });

export const useEditorView = () => useContext(EditorViewContext);

/** The view of a diagram: its problems by node, and the counts when stats are given. */
export function editorView(problems: readonly EditorProblem[], readOnly: boolean, stats: NodeStats | undefined): EditorView {
  const byNode = new Map<string, EditorProblem[]>();
  for (const p of problems) if (p.nodeId) byNode.set(p.nodeId, [...(byNode.get(p.nodeId) ?? []), p]);
  if (!stats) return { problems: byNode, readOnly };
  return {
    problems: byNode,
    readOnly,
    counts: new Map<string, NodeCounts>(stats.nodes.map((n) => [n.node_id, { entered: n.entered, waiting: n.waiting, completed: n.completed, failed: n.failed }])),
    edgeCounts: new Map(stats.edges.map((e) => [e.edge_id, e.count])),
  };
}
