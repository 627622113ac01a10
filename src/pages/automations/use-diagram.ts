/**
 * The diagram being edited: @xyflow/react's nodes and edges, and the undo history of what is saved
 * (history.ts over graph-doc.ts docs). Every change lands on the canvas at once; a change that
 * alters the diagram (a node added, moved when the drag ends, connected, deleted, its settings
 * edited, a paste, a layout) becomes one undo step at the end of its event, so a deletion that
 * removes a node and its edges undoes in one go. Selections and drags in progress are not steps.
 */
import { useCallback, useRef, useState } from 'react';
import { applyEdgeChanges, applyNodeChanges, type Connection, type EdgeChange, type NodeChange } from '@xyflow/react';
import { docToFlow, newEdgeId, sameDoc, toDoc, type Doc, type FlowEdge, type FlowNode, type Settings } from './graph-doc.ts';
import { useUndo } from './use-undo.ts';

export function useDiagram(initial: { nodes: FlowNode[]; edges: FlowEdge[] }) {
  const [nodes, setNodes] = useState(initial.nodes);
  const [edges, setEdges] = useState(initial.edges);
  const live = useRef({ nodes: initial.nodes, edges: initial.edges });
  const history = useUndo<Doc>(toDoc(initial.nodes, initial.edges), sameDoc);
  const { record, undo: stepBack, redo: stepOn, reset } = history;
  const scheduled = useRef(false);
  const mergeKey = useRef<string | undefined>(undefined);

  const show = useCallback((next: { nodes?: FlowNode[]; edges?: FlowEdge[] }) => {
    live.current = { nodes: next.nodes ?? live.current.nodes, edges: next.edges ?? live.current.edges };
    if (next.nodes) setNodes(next.nodes);
    if (next.edges) setEdges(next.edges);
  }, []);

  /** Records the diagram as it stands once the current event is over (nothing when nothing changed). */
  const commit = useCallback(
    (key?: string) => {
      mergeKey.current = key;
      if (scheduled.current) return;
      scheduled.current = true;
      queueMicrotask(() => {
        scheduled.current = false;
        record(toDoc(live.current.nodes, live.current.edges), mergeKey.current);
      });
    },
    [record],
  );

  const onNodesChange = useCallback(
    (changes: NodeChange<FlowNode>[]) => {
      show({ nodes: applyNodeChanges(changes, live.current.nodes) });
      // A drag is one step, recorded when it ends; sizes measured by the canvas are no change.
      if (changes.some((c) => c.type === 'remove' || c.type === 'add' || c.type === 'replace' || (c.type === 'position' && !c.dragging))) commit();
    },
    [show, commit],
  );

  const onEdgesChange = useCallback(
    (changes: EdgeChange<FlowEdge>[]) => {
      show({ edges: applyEdgeChanges(changes, live.current.edges) });
      if (changes.some((c) => c.type !== 'select')) commit();
    },
    [show, commit],
  );

  const connect = useCallback(
    (c: Connection) => {
      const edge: FlowEdge = { id: newEdgeId(c.source, c.sourceHandle, c.target), source: c.source, target: c.target, sourceHandle: c.sourceHandle ?? null };
      show({ edges: [...live.current.edges.filter((e) => e.id !== edge.id), edge] });
      commit();
    },
    [show, commit],
  );

  /** Adds nodes (and edges), selected alone. */
  const add = useCallback(
    (added: FlowNode[], addedEdges: FlowEdge[] = []) => {
      show({
        nodes: [...live.current.nodes.map((n) => (n.selected ? { ...n, selected: false } : n)), ...added.map((n) => ({ ...n, selected: true }))],
        edges: [...live.current.edges.map((e) => (e.selected ? { ...e, selected: false } : e)), ...addedEdges],
      });
      commit();
    },
    [show, commit],
  );

  /**
   * Puts a node on a connection: the edge A→B becomes A→node (from A's same output) and node→B
   * (from the node's first output), one undo step. Answers false when the edge is gone.
   */
  const insertOnEdge = useCallback(
    (node: FlowNode, edgeId: string, output: string | null) => {
      const edge = live.current.edges.find((e) => e.id === edgeId);
      if (!edge) return false;
      const into: FlowEdge = { id: newEdgeId(edge.source, edge.sourceHandle, node.id), source: edge.source, target: node.id, sourceHandle: edge.sourceHandle ?? null };
      const out: FlowEdge = { id: newEdgeId(node.id, output, edge.target), source: node.id, target: edge.target, sourceHandle: output };
      show({
        nodes: [...live.current.nodes.map((n) => (n.selected ? { ...n, selected: false } : n)), { ...node, selected: true }],
        edges: [...live.current.edges.filter((e) => e.id !== edgeId).map((e) => (e.selected ? { ...e, selected: false } : e)), into, out],
      });
      commit();
      return true;
    },
    [show, commit],
  );

  const setSettings = useCallback(
    (id: string, data: Settings) => {
      show({ nodes: live.current.nodes.map((n) => (n.id === id ? { ...n, data } : n)) });
      commit(`settings:${id}`);
    },
    [show, commit],
  );

  const setPositions = useCallback(
    (placed: FlowNode[]) => {
      const at = new Map(placed.map((n) => [n.id, n.position]));
      show({ nodes: live.current.nodes.map((n) => (at.has(n.id) ? { ...n, position: at.get(n.id)! } : n)) });
      commit();
    },
    [show, commit],
  );

  const select = useCallback(
    (pick: (n: FlowNode) => boolean) => {
      show({ nodes: live.current.nodes.map((n) => ({ ...n, selected: pick(n) })), edges: live.current.edges.map((e) => ({ ...e, selected: false })) });
    },
    [show],
  );

  const removeSelected = useCallback(() => {
    const gone = new Set(live.current.nodes.filter((n) => n.selected).map((n) => n.id));
    show({
      nodes: live.current.nodes.filter((n) => !gone.has(n.id)),
      edges: live.current.edges.filter((e) => !e.selected && !gone.has(e.source) && !gone.has(e.target)),
    });
    commit();
  }, [show, commit]);

  /** Shows a doc again (undo, redo, a reload), keeping the sizes the canvas measured. */
  const restore = useCallback(
    (doc: Doc) => {
      const sized = new Map(live.current.nodes.map((n) => [n.id, n.measured]));
      const flow = docToFlow(doc);
      show({ nodes: flow.nodes.map((n) => (sized.get(n.id) ? { ...n, measured: sized.get(n.id) } : n)), edges: flow.edges });
    },
    [show],
  );

  const undo = useCallback(() => {
    const doc = stepBack();
    if (doc) restore(doc);
  }, [stepBack, restore]);
  const redo = useCallback(() => {
    const doc = stepOn();
    if (doc) restore(doc);
  }, [stepOn, restore]);
  /** Starts over from a doc the server holds (after a conflict): nothing to undo. */
  const reload = useCallback(
    (doc: Doc) => {
      restore(doc);
      reset(doc);
    },
    [reset, restore],
  );

  return {
    nodes,
    edges,
    live,
    saved: history.present,
    canUndo: history.canUndo,
    canRedo: history.canRedo,
    onNodesChange,
    onEdgesChange,
    connect,
    add,
    insertOnEdge,
    setSettings,
    setPositions,
    select,
    removeSelected,
    undo,
    redo,
    reload,
  };
}

export type Diagram = ReturnType<typeof useDiagram>;
