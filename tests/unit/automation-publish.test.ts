/**
 * The pure parts behind publishing: whether a draft differs from the published diagram
 * (server/domains/automations/versions/same-graph.ts) and how the publish dialog names a node and
 * a problem (src/pages/automations/publish/node-label.ts).
 */
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AutomationGraph } from '../../resources/automations/automations.ts';
import { sameGraph } from '../../server/domains/automations/versions/same-graph.ts';
import { nodeLabel, problemLabel } from '../../src/pages/automations/publish/node-label.ts';

const graph: AutomationGraph = {
  nodes: [
    { id: 't1', type: 'tag_added', position: { x: 0, y: 0 }, data: { tag: 'vip' } },
    { id: 'm1', type: 'send_sms', position: { x: 0, y: 90 }, data: { text: 'Hi', sender: 'Parley' } },
  ],
  edges: [{ id: 'a', source: 't1', target: 'm1' }],
  zoom: 1,
};

describe('sameGraph', () => {
  it('ignores the view, key order, an empty output and the editor’s passing node state', () => {
    const looked = {
      y: 40,
      x: 10,
      zoom: 1.8,
      edges: [{ target: 'm1', source: 't1', id: 'a', sourceHandle: null }],
      nodes: graph.nodes.map((n) => ({ data: n.data, position: n.position, type: n.type, id: n.id, selected: true, measured: { width: 200, height: 80 } })),
    } as AutomationGraph;
    expect(sameGraph(graph, looked)).toBe(true);
  });

  it('counts a node moved, a setting changed, an edge rewired and a key of the diagram’s own', () => {
    const moved = { ...graph, nodes: graph.nodes.map((n) => (n.id === 'm1' ? { ...n, position: { x: 15, y: 90 } } : n)) };
    const reworded = { ...graph, nodes: graph.nodes.map((n) => (n.id === 'm1' ? { ...n, data: { ...n.data, text: 'Hello' } } : n)) };
    const rewired = { ...graph, edges: [{ id: 'a', source: 't1', target: 'm1', sourceHandle: 'yes' }] };
    for (const other of [moved, reworded, rewired, { ...graph, title: 'x' }]) expect(sameGraph(graph, other as AutomationGraph)).toBe(false);
  });
});

describe('node and problem labels', () => {
  const t = i18next.createInstance();
  beforeAll(async () => {
    await t.init({
      lng: 'en',
      resources: { en: { translation: { automations: { publish: { nodeLabel: '{{name}} ({{id}})' }, nodes: { send_sms: { name: 'Send SMS', fields: { text: 'Text' } } }, handles: { yes: 'Yes' }, problems: { missing_setting: '{{node}}: set {{field}}.', missing_branch: '{{node}}: connect “{{field}}”.' } } } } },
    });
  });

  it('names a node by its type and id, by its id alone when the type is unknown', () => {
    expect(nodeLabel(t.t, 'm1', 'send_sms')).toBe('Send SMS (m1)');
    expect(nodeLabel(t.t, 'x', undefined)).toBe('x');
    expect(nodeLabel(t.t, 'q', 'teleport')).toBe('teleport (q)');
  });

  it('says a problem in the reader’s words, or the API’s sentence when it has none', () => {
    const typeOf = (id: string) => ({ m1: 'send_sms' })[id];
    expect(problemLabel(t.t, { code: 'missing_setting', node_id: 'm1', field: 'text', message: 'node m1 (send_sms): text is needed.' }, typeOf)).toBe('Send SMS (m1): set Text.');
    expect(problemLabel(t.t, { code: 'missing_branch', node_id: 'm1', field: 'yes', message: '' }, typeOf)).toBe('Send SMS (m1): connect “Yes”.');
    expect(problemLabel(t.t, { code: 'no_trigger', node_id: null, field: null, message: 'Add a trigger.' }, typeOf)).toBe('Add a trigger.');
  });
});
