/**
 * The diagram as the editor holds it (@xyflow/react nodes and edges, with their runtime keys:
 * selected, measured, dragging…) and as Parley stores it (the automation's `graph`: only what the
 * server validates). Converting one way and the other, snapping to the 15 × 15 grid, fresh ids.
 */
import type { Edge, Node } from '@xyflow/react';
import type { AutomationGraph } from '../../../resources/automations/automations.ts';
import type { Graph } from '../../../resources/automations/automation-graph.ts';

export type Settings = Record<string, unknown>;
export type FlowNode = Node<Settings>;
export type FlowEdge = Edge;

/** The diagram editor's grid (docs/areas/automations.md#the-diagram-editor). */
export const GRID = 15;
export const MIN_ZOOM = 0.5;
export const MAX_ZOOM = 2;

export interface Viewport {
  x: number;
  y: number;
  zoom: number;
}

/** Nodes and edges as saved: what undo restores and what autosave sends. */
export interface Doc extends Graph {
  nodes: { id: string; type: string; position: { x: number; y: number }; data: Settings }[];
  edges: { id: string; source: string; target: string; sourceHandle?: string }[];
}

export const snap = (v: number) => Math.round(v / GRID) * GRID;

/** Only id, type, position and settings of a node; id, ends and output of an edge. */
export function toDoc(nodes: readonly FlowNode[], edges: readonly FlowEdge[]): Doc {
  return {
    nodes: nodes.map((n) => ({ id: n.id, type: n.type ?? '', position: { x: n.position.x, y: n.position.y }, data: { ...(n.data ?? {}) } })),
    edges: edges.map((e) => ({ id: e.id, source: e.source, target: e.target, ...(e.sourceHandle ? { sourceHandle: e.sourceHandle } : {}) })),
  };
}

/** The automation's `graph` field: the doc plus where the view stood (zoom kept within 0.5–2). */
export function toSaved(doc: Doc, viewport?: Viewport): AutomationGraph {
  const view = viewport ? { zoom: Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, viewport.zoom)), x: Math.round(viewport.x), y: Math.round(viewport.y) } : {};
  return { nodes: doc.nodes, edges: doc.edges, ...view };
}

/** The stored graph as editor state; a node without a position starts at the origin. */
export function fromSaved(graph: { nodes?: Graph['nodes']; edges?: Graph['edges']; zoom?: number; x?: number; y?: number } | null | undefined): { nodes: FlowNode[]; edges: FlowEdge[]; viewport?: Viewport } {
  const nodes = (graph?.nodes ?? []).map((n) => ({ id: n.id, type: n.type, position: { x: n.position?.x ?? 0, y: n.position?.y ?? 0 }, data: { ...(n.data ?? {}) } }));
  const edges = (graph?.edges ?? []).map((e) => ({ id: e.id, source: e.source, target: e.target, sourceHandle: e.sourceHandle ?? null }));
  const viewport = typeof graph?.zoom === 'number' ? { zoom: graph.zoom, x: graph.x ?? 0, y: graph.y ?? 0 } : undefined;
  return { nodes, edges, viewport };
}

/** Editor state again from a doc (undo, redo, a reload): nothing selected. */
export function docToFlow(doc: Doc): { nodes: FlowNode[]; edges: FlowEdge[] } {
  return fromSaved(doc);
}

/** A node id not yet taken: the type's name and a short random tail (readable in the server's messages). */
export function newNodeId(type: string, taken: ReadonlySet<string>): string {
  for (;;) {
    const id = `${type}_${Math.random().toString(36).slice(2, 7)}`;
    if (!taken.has(id)) return id;
  }
}

export const newEdgeId = (source: string, handle: string | null | undefined, target: string) => `${source}-${handle || 'out'}-${target}`;

export const sameDoc = (a: Doc, b: Doc) => JSON.stringify(a) === JSON.stringify(b);
