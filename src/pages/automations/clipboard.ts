/**
 * Copy and paste of a selection: the selected nodes and the edges between them; pasted nodes get
 * new ids, are moved by an offset (so they do not cover the originals) and come back selected.
 */
import { GRID, newNodeId, newEdgeId, type FlowEdge, type FlowNode } from './graph-doc.ts';

export interface Clip {
  nodes: FlowNode[];
  edges: FlowEdge[];
}

/** Each paste lands this much further down and to the right. */
export const PASTE_OFFSET = 2 * GRID;

export function copySelection(nodes: readonly FlowNode[], edges: readonly FlowEdge[]): Clip | null {
  const picked = nodes.filter((n) => n.selected);
  if (!picked.length) return null;
  const ids = new Set(picked.map((n) => n.id));
  return {
    nodes: picked.map((n) => ({ id: n.id, type: n.type, position: { ...n.position }, data: structuredClone(n.data ?? {}) })),
    edges: edges.filter((e) => ids.has(e.source) && ids.has(e.target)).map((e) => ({ id: e.id, source: e.source, target: e.target, sourceHandle: e.sourceHandle ?? null })),
  };
}

/** The clip as new nodes and edges (`times` pastes so far moves it further each time). */
export function pasteClip(clip: Clip, taken: ReadonlySet<string>, times = 1): Clip {
  const ids = new Set(taken);
  const renamed = new Map<string, string>();
  for (const n of clip.nodes) {
    const id = newNodeId(n.type ?? 'node', ids);
    ids.add(id);
    renamed.set(n.id, id);
  }
  const offset = PASTE_OFFSET * times;
  return {
    nodes: clip.nodes.map((n) => ({ id: renamed.get(n.id)!, type: n.type, position: { x: n.position.x + offset, y: n.position.y + offset }, data: structuredClone(n.data ?? {}), selected: true })),
    edges: clip.edges.map((e) => {
      const source = renamed.get(e.source)!;
      const target = renamed.get(e.target)!;
      return { id: newEdgeId(source, e.sourceHandle, target), source, target, sourceHandle: e.sourceHandle ?? null };
    }),
  };
}
