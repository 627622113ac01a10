// @vitest-environment jsdom
/** The editor's diagram state: which changes are undo steps, and that one user action undoes in one step. */
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDiagram } from '../../../src/pages/automations/use-diagram.ts';
import type { FlowEdge, FlowNode } from '../../../src/pages/automations/graph-doc.ts';

const nodes: FlowNode[] = [
  { id: 't', type: 'tag_added', position: { x: 0, y: 0 }, data: { tag: 'vip' } },
  { id: 'w', type: 'wait', position: { x: 0, y: 135 }, data: {} },
  { id: 'e', type: 'end', position: { x: 0, y: 270 }, data: {} },
];
const edges: FlowEdge[] = [
  { id: 't-out-w', source: 't', target: 'w', sourceHandle: null },
  { id: 'w-out-e', source: 'w', target: 'e', sourceHandle: null },
];
const flush = () => act(async () => await Promise.resolve());

describe('the diagram being edited', () => {
  it('undoes a deletion of a node and its edges in one step, and redoes it', async () => {
    const { result } = renderHook(() => useDiagram({ nodes, edges }));
    act(() => {
      result.current.onNodesChange([{ type: 'remove', id: 'w' }]);
      result.current.onEdgesChange([{ type: 'remove', id: 't-out-w' }, { type: 'remove', id: 'w-out-e' }]);
    });
    await flush();
    expect(result.current.nodes.map((n) => n.id)).toEqual(['t', 'e']);
    expect(result.current.edges).toEqual([]);
    expect(result.current.saved.nodes).toHaveLength(2);
    act(() => result.current.undo());
    expect(result.current.nodes.map((n) => n.id)).toEqual(['t', 'w', 'e']);
    expect(result.current.edges).toHaveLength(2);
    expect(result.current.canUndo).toBe(false);
    act(() => result.current.redo());
    expect(result.current.nodes.map((n) => n.id)).toEqual(['t', 'e']);
  });

  it('puts a step on a connection in one undo step: A→B becomes A→step→B from the same outputs', async () => {
    const { result } = renderHook(() => useDiagram({ nodes, edges }));
    const step: FlowNode = { id: 'c', type: 'condition', position: { x: 300, y: 200 }, data: {} };
    let done = false;
    act(() => {
      done = result.current.insertOnEdge(step, 'w-out-e', 'yes');
    });
    await flush();
    expect(done).toBe(true);
    expect(result.current.saved.edges.map((e) => [e.source, e.sourceHandle ?? null, e.target])).toEqual([
      ['t', null, 'w'],
      ['w', null, 'c'],
      ['c', 'yes', 'e'],
    ]);
    expect(result.current.nodes.find((n) => n.id === 'c')?.selected).toBe(true);
    act(() => result.current.undo());
    expect(result.current.edges.map((e) => e.id)).toEqual(['t-out-w', 'w-out-e']);
    expect(result.current.nodes.map((n) => n.id)).toEqual(['t', 'w', 'e']);
    // A connection deleted meanwhile: nothing to put the step on.
    act(() => {
      done = result.current.insertOnEdge(step, 'gone', null);
    });
    expect(done).toBe(false);
  });

  it('records a move when the drag ends, not while it goes, and not a selection', async () => {
    const { result } = renderHook(() => useDiagram({ nodes, edges }));
    act(() => result.current.onNodesChange([{ type: 'select', id: 'w', selected: true }]));
    await flush();
    expect(result.current.canUndo).toBe(false);
    act(() => result.current.onNodesChange([{ type: 'position', id: 'w', position: { x: 30, y: 150 }, dragging: true }]));
    await flush();
    expect(result.current.canUndo).toBe(false);
    expect(result.current.saved.nodes[1].position).toEqual({ x: 0, y: 135 });
    act(() => result.current.onNodesChange([{ type: 'position', id: 'w', position: { x: 45, y: 150 }, dragging: false }]));
    await flush();
    expect(result.current.saved.nodes[1].position).toEqual({ x: 45, y: 150 });
    act(() => result.current.undo());
    expect(result.current.nodes[1].position).toEqual({ x: 0, y: 135 });
  });

  it('makes a run of edits to one node’s settings one step; connecting, adding and layout are steps of their own', async () => {
    const { result } = renderHook(() => useDiagram({ nodes, edges: [] }));
    act(() => result.current.setSettings('w', { amount: 1 }));
    await flush();
    act(() => result.current.setSettings('w', { amount: 12 }));
    await flush();
    act(() => result.current.connect({ source: 't', target: 'w', sourceHandle: null, targetHandle: null }));
    await flush();
    act(() => result.current.add([{ id: 's', type: 'send_sms', position: { x: 0, y: 400 }, data: {} }]));
    await flush();
    act(() => result.current.setPositions([{ ...nodes[2], position: { x: 15, y: 15 } }]));
    await flush();
    expect(result.current.saved.edges).toEqual([{ id: 't-out-w', source: 't', target: 'w' }]);
    expect(result.current.nodes.find((n) => n.id === 's')!.selected).toBe(true);
    act(() => result.current.undo());
    expect(result.current.nodes[2].position).toEqual({ x: 0, y: 270 });
    act(() => result.current.undo());
    expect(result.current.nodes.map((n) => n.id)).toEqual(['t', 'w', 'e']);
    act(() => result.current.undo());
    expect(result.current.edges).toEqual([]);
    act(() => result.current.undo());
    expect(result.current.nodes[1].data).toEqual({});
    expect(result.current.canUndo).toBe(false);
  });
});
