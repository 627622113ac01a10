/** A refused save's 422 keys put back on the steps of the diagram that was sent. */
import { describe, expect, it } from 'vitest';
import { refusedSteps, standingRefusals } from '../../../src/pages/automations/refused-steps.ts';

const sent = {
  nodes: [
    { id: 't1', type: 'segment_entered', data: { segment_id: 4 } },
    { id: 's1', type: 'send_sms', data: { text: 'Hi' } },
    { id: 'c1', type: 'condition', data: { rules: {} } },
  ],
  edges: [
    { id: 't1-out-s1', source: 't1', target: 's1' },
    { id: 'gone-out-s1', source: 'gone', target: 's1' },
  ],
};

describe('refusedSteps', () => {
  it('puts a node key on the node at that index of the body, with the setting it names', () => {
    const { problems, rest } = refusedSteps(
      {
        'graph.nodes.0.data.segment_id': ['node t1 (segment_entered): segment_id: there is no such record in this team.'],
        'graph.nodes.2.data.rules.rules.0.field': ['node c1 (condition): No field "x".'],
        'graph.nodes.1': ['node s1 (send_sms): one', 'node s1 (send_sms): two'],
      },
      sent,
    );
    expect(problems).toEqual([
      { code: 'refused', nodeId: 't1', field: 'segment_id', message: 'node t1 (segment_entered): segment_id: there is no such record in this team.' },
      { code: 'refused', nodeId: 'c1', field: 'rules', message: 'node c1 (condition): No field "x".' },
      { code: 'refused', nodeId: 's1', message: 'node s1 (send_sms): one' },
      { code: 'refused', nodeId: 's1', message: 'node s1 (send_sms): two' },
    ]);
    expect(rest).toEqual({});
  });

  it("marks an edge's source node", () => {
    expect(refusedSteps({ 'graph.edges.0': ['node t1 (segment_entered) has no output yes.'] }, sent).problems).toEqual([
      { code: 'refused', nodeId: 't1', message: 'node t1 (segment_entered) has no output yes.' },
    ]);
  });

  it('leaves keys that name no step for the save status: other fields, the whole graph, an index past the end, an edge from no node', () => {
    const errors = {
      reentry_days: ['Say after how many days a contact may enter again.'],
      graph: ['Bad graph.'],
      'graph.nodes.3.data.text': ['past the end'],
      'graph.edges.9': ['past the end'],
      'graph.edges.1': ['Edge gone-out-s1 leads to node gone, which does not exist.'],
    };
    const { problems, rest } = refusedSteps(errors, sent);
    expect(problems).toEqual([]);
    expect(rest).toEqual(errors);
  });
});

describe('standingRefusals', () => {
  const refused = [
    { code: 'refused' as const, nodeId: 't1', field: 'segment_id', message: 'node t1: no such record.' },
    { code: 'refused' as const, nodeId: 's1', message: 'node s1 (send_sms): text: Too long.' },
  ];

  it('keeps a refusal while its node is as sent (a move is no change), drops it once the node is changed or gone', () => {
    const moved = sent.nodes.map((n) => ({ ...n, position: { x: 90, y: 90 } }));
    expect(standingRefusals(refused, sent.nodes, moved, [])).toEqual(refused);
    const edited = sent.nodes.map((n) => (n.id === 't1' ? { ...n, data: { segment_id: 5 } } : n));
    expect(standingRefusals(refused, sent.nodes, edited, []).map((p) => p.nodeId)).toEqual(['s1']);
    expect(standingRefusals(refused, sent.nodes, sent.nodes.filter((n) => n.id !== 's1'), []).map((p) => p.nodeId)).toEqual(['t1']);
  });

  it('does not repeat what the shared checks already say on that node', () => {
    const known = [{ code: 'bad_setting' as const, nodeId: 's1', field: 'text', message: 'node s1 (send_sms): text: Too long.' }];
    expect(standingRefusals(refused, sent.nodes, sent.nodes, known).map((p) => p.nodeId)).toEqual(['t1']);
  });
});
