/** The diagram editor's pure parts: undo history, copy and paste, what is saved, auto-layout, placing a node. */
import { describe, expect, it } from 'vitest';
import { MERGE_WINDOW_MS, record, redo, startHistory, undo } from '../../../src/pages/automations/history.ts';
import { copySelection, pasteClip, PASTE_OFFSET } from '../../../src/pages/automations/clipboard.ts';
import { fromSaved, GRID, toDoc, toSaved, type FlowEdge, type FlowNode } from '../../../src/pages/automations/graph-doc.ts';
import { autoLayout, nodeSize } from '../../../src/pages/automations/auto-layout.ts';
import { freeSpot, insertable } from '../../../src/pages/automations/placement.ts';
import { fittedViewport } from '../../../src/pages/automations/fit-view.ts';
import { cleanSettings } from '../../../src/pages/automations/settings-values.ts';
import { automationGraph } from '../../../resources/automations/automations.ts';
import { shapeProblems } from '../../../resources/automations/automation-graph.ts';

const node = (id: string, type: string, x = 0, y = 0, data: Record<string, unknown> = {}, extra: Partial<FlowNode> = {}): FlowNode => ({ id, type, position: { x, y }, data, ...extra });
const edge = (source: string, target: string, sourceHandle: string | null = null): FlowEdge => ({ id: `${source}-${sourceHandle ?? 'out'}-${target}`, source, target, sourceHandle });

describe('undo history', () => {
  it('steps back and forth, and a new change drops what was undone', () => {
    let h = startHistory(1);
    h = record(h, 2, { now: 0 });
    h = record(h, 3, { now: 10_000 });
    h = undo(h);
    expect(h.present).toBe(2);
    h = undo(h);
    expect(h.present).toBe(1);
    expect(undo(h)).toBe(h);
    h = redo(h);
    expect(h.present).toBe(2);
    h = record(h, 9, { now: 20_000 });
    expect(h.future).toEqual([]);
    expect(redo(h)).toBe(h);
    expect(undo(h).present).toBe(2);
  });

  it('merges a run of the same edit into one step, but not after a pause or across edits', () => {
    let h = startHistory('');
    h = record(h, 'H', { mergeKey: 'settings:a', now: 0 });
    h = record(h, 'Hi', { mergeKey: 'settings:a', now: 100 });
    h = record(h, 'Hi!', { mergeKey: 'settings:a', now: 200 });
    expect(h.past).toEqual(['']);
    h = record(h, 'Hi!!', { mergeKey: 'settings:a', now: 200 + MERGE_WINDOW_MS });
    expect(h.past).toEqual(['', 'Hi!']);
    h = record(h, 'x', { mergeKey: 'settings:b', now: 200 + MERGE_WINDOW_MS + 1 });
    expect(h.past).toEqual(['', 'Hi!', 'Hi!!']);
    expect(undo(undo(h)).present).toBe('Hi!');
  });

  it('records nothing when the state did not change', () => {
    const h = startHistory({ a: 1 });
    expect(record(h, { a: 1 }, { same: (x, y) => JSON.stringify(x) === JSON.stringify(y) })).toBe(h);
  });
});

describe('copy and paste', () => {
  const nodes = [node('t', 'tag_added', 0, 0, { tag: 'vip' }, { selected: true }), node('s', 'send_sms', 0, 135, { text: 'Hi' }, { selected: true }), node('e', 'end', 0, 270)];
  const edges = [edge('t', 's'), edge('s', 'e')];

  it('takes the selected nodes and only the edges between them', () => {
    const clip = copySelection(nodes, edges)!;
    expect(clip.nodes.map((n) => n.id)).toEqual(['t', 's']);
    expect(clip.edges.map((e) => [e.source, e.target])).toEqual([['t', 's']]);
    expect(copySelection(nodes.map((n) => ({ ...n, selected: false })), edges)).toBeNull();
  });

  it('pastes with new ids, the edges remapped to them, moved by the offset each time, settings copied', () => {
    const clip = copySelection(nodes, edges)!;
    const taken = new Set(nodes.map((n) => n.id));
    const first = pasteClip(clip, taken, 1);
    const ids = first.nodes.map((n) => n.id);
    expect(new Set(ids).size).toBe(2);
    for (const id of ids) expect(taken.has(id)).toBe(false);
    expect(first.nodes[0].type).toBe('tag_added');
    expect(first.nodes[0].data).toEqual({ tag: 'vip' });
    expect(first.nodes[0].data).not.toBe(nodes[0].data);
    expect(first.nodes.map((n) => n.position)).toEqual([
      { x: PASTE_OFFSET, y: PASTE_OFFSET },
      { x: PASTE_OFFSET, y: 135 + PASTE_OFFSET },
    ]);
    expect(first.nodes.every((n) => n.selected)).toBe(true);
    expect(first.edges).toHaveLength(1);
    expect(first.edges[0].source).toBe(ids[0]);
    expect(first.edges[0].target).toBe(ids[1]);
    expect(first.edges[0].id).not.toBe(edges[0].id);
    const second = pasteClip(clip, new Set([...taken, ...ids]), 2);
    expect(second.nodes[0].position).toEqual({ x: 2 * PASTE_OFFSET, y: 2 * PASTE_OFFSET });
    expect(second.nodes.some((n) => ids.includes(n.id))).toBe(false);
    expect(PASTE_OFFSET % GRID).toBe(0);
  });
});

describe('what is saved', () => {
  it('keeps id, type, position and settings of a node and id, ends and output of an edge, plus the view', () => {
    const nodes = [
      node('c', 'condition', 15, 30, { rules: { combinator: 'and', rules: [] } }, { selected: true, dragging: false, measured: { width: 240, height: 80 }, width: 240, height: 80 }),
      node('e', 'end', 0, 150),
    ];
    const edges: FlowEdge[] = [{ ...edge('c', 'e', 'yes'), selected: true, animated: true, type: 'counted' }, edge('x', 'e')];
    const saved = toSaved(toDoc(nodes, edges), { x: 10.4, y: -3.6, zoom: 3 });
    expect(saved).toEqual({
      nodes: [
        { id: 'c', type: 'condition', position: { x: 15, y: 30 }, data: { rules: { combinator: 'and', rules: [] } } },
        { id: 'e', type: 'end', position: { x: 0, y: 150 }, data: {} },
      ],
      edges: [
        { id: 'c-yes-e', source: 'c', target: 'e', sourceHandle: 'yes' },
        { id: 'x-out-e', source: 'x', target: 'e' },
      ],
      zoom: 2,
      x: 10,
      y: -4,
    });
    // The server's schema takes it as it is.
    expect(automationGraph.safeParse(saved).success).toBe(true);
    // And loading it back gives the same diagram.
    const back = fromSaved(saved);
    expect(toSaved(toDoc(back.nodes, back.edges), back.viewport)).toEqual(saved);
  });

  it('drops the empty values a cleared widget leaves, which the settings schemas refuse', () => {
    expect(cleanSettings({ agent_id: null, number_id: 3, tag: '', outcomes: [], text: undefined })).toEqual({ number_id: 3 });
    expect(shapeProblems({ nodes: [{ id: 'v', type: 'voice_call', data: cleanSettings({ agent_id: null }) }], edges: [] })).toEqual([]);
    expect(shapeProblems({ nodes: [{ id: 'v', type: 'voice_call', data: { agent_id: null } }], edges: [] })).not.toEqual([]);
  });
});

describe('auto-layout', () => {
  const nodes = [
    node('lone', 'add_tag', 900, 900),
    node('w', 'wait', 7, 3),
    node('t1', 'tag_added', 400, 400),
    node('s', 'send_sms', 0, 0, {}, { measured: { width: 300, height: 120 } }),
    node('c', 'condition', 0, 0),
    node('y', 'add_tag', 0, 0),
    node('n', 'remove_tag', 0, 0),
    node('e', 'end', 0, 0),
    node('t2', 'api_call', 0, 0),
    node('t3', 'segment_entered', 0, 0),
  ];
  const edges = [edge('t1', 's'), edge('s', 'w'), edge('w', 'c'), edge('c', 'y', 'yes'), edge('c', 'n', 'no'), edge('y', 'e'), edge('n', 'e'), edge('t2', 'e'), edge('t3', 'c')];
  const laid = autoLayout(nodes, edges);
  const at = new Map(laid.map((n) => [n.id, n]));

  it('snaps every position to the grid', () => {
    for (const n of laid) {
      expect(n.position.x % GRID, n.id).toBe(0);
      expect(n.position.y % GRID, n.id).toBe(0);
    }
  });

  it('lets no two nodes overlap', () => {
    for (const a of laid)
      for (const b of laid) {
        if (a === b) continue;
        const sa = nodeSize(a);
        const sb = nodeSize(b);
        const apart = a.position.x + sa.width <= b.position.x || b.position.x + sb.width <= a.position.x || a.position.y + sa.height <= b.position.y || b.position.y + sb.height <= a.position.y;
        expect(apart, `${a.id} and ${b.id}`).toBe(true);
      }
  });

  it('puts the triggers on the top row, even one that leads straight to the end', () => {
    const triggerTop = Math.max(...['t1', 't2', 't3'].map((id) => at.get(id)!.position.y));
    for (const n of laid) if (!['t1', 't2', 't3'].includes(n.id)) expect(n.position.y, n.id).toBeGreaterThan(triggerTop);
    expect(new Set(['t1', 't2', 't3'].map((id) => at.get(id)!.position.y)).size).toBe(1);
  });

  it('goes top to bottom along the edges', () => {
    for (const e of edges) expect(at.get(e.target)!.position.y, `${e.source} → ${e.target}`).toBeGreaterThan(at.get(e.source)!.position.y);
  });

  it('keeps everything else of the nodes', () => {
    expect(at.get('s')!.measured).toEqual({ width: 300, height: 120 });
    expect(laid.map((n) => n.id)).toEqual(nodes.map((n) => n.id));
  });
});

describe('placing a clicked node', () => {
  it('takes the spot asked for when it is free, else the first free one to its right', () => {
    expect(freeSpot({ x: 0, y: 0 }, [])).toEqual({ x: 0, y: 0 });
    const spot = freeSpot({ x: 0, y: 135 }, [node('a', 'wait', 0, 135), node('b', 'wait', 270, 150)]);
    expect(spot.y).toBe(135);
    expect(spot.x).toBeGreaterThanOrEqual(540);
    expect(spot.x % GRID).toBe(0);
  });
});

describe('a step dropped on a connection', () => {
  it('leads on by its one output, or a condition by its first; a trigger or an end is not put in between', () => {
    expect(insertable('send_sms')).toBeNull();
    expect(insertable('condition')).toBe('yes');
    expect(insertable('wait_event')).toBe('event');
    expect(insertable('tag_added')).toBeUndefined();
    expect(insertable('end')).toBeUndefined();
  });
});

describe('fit view', () => {
  const bounds = { x: 0, y: 0, width: 1000, height: 700 };
  const onScreen = (v: { x: number; y: number; zoom: number }) => ({ left: v.x, top: v.y, right: v.x + bounds.width * v.zoom, bottom: v.y + bounds.height * v.zoom });
  it('keeps the diagram clear of a corner overlay, by the side that shows it larger', () => {
    const minimap = { left: 815, top: 575, right: 985, bottom: 685 };
    const v = fittedViewport(bounds, 1000, 700, [minimap], 0.1, 1);
    const box = onScreen(v);
    const clear = box.right <= minimap.left || box.bottom <= minimap.top;
    expect(clear).toBe(true);
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.top).toBeGreaterThanOrEqual(0);
    // Without overlays only the margin is left.
    expect(fittedViewport(bounds, 1000, 700, [], 0.1, 1).zoom).toBeGreaterThan(v.zoom);
  });
  it('keeps clear of a palette lying over the left of the canvas', () => {
    const palette = { left: 0, top: 0, right: 220, bottom: 700 };
    const box = onScreen(fittedViewport({ x: 0, y: 0, width: 300, height: 900 }, 1000, 700, [palette], 0.1, 1));
    expect(box.left).toBeGreaterThanOrEqual(220);
  });
});
