/**
 * Saving an automation's draft diagram (docs/areas/automations.md#the-graph): a shape that cannot
 * be saved — an unknown node type, an edge to nowhere, a bad setting, another team's record, a
 * condition's rule the segment builder refuses — is a 422 naming the node; a good diagram saves
 * and the list's trigger is the draft's first trigger node's type.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let alice: string;
let bob: string;
let aliceSegment: number;
let bobSegment: number;

const rules = (field: string) => ({ combinator: 'and', rules: [{ field, operator: '=', value: 'Ann' }] });
const node = (id: string, type: string, data: Record<string, unknown> = {}) => ({ id, type, position: { x: 0, y: 0 }, data });
const edge = (id: string, source: string, target: string, sourceHandle?: string) => ({ id, source, target, ...(sourceHandle && { sourceHandle }) });

beforeAll(async () => {
  t = await startTestApp();
  alice = (await t.signUp({ name: 'Alice Drawer' })).token;
  bob = (await t.signUp({ name: 'Bob Elsewhere' })).token;
  const make = async (token: string, name: string) => {
    const res = await t.call('POST', '/v1/audience/segments', { token, body: { name, rules: rules('first_name') } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.id as number;
  };
  aliceSegment = await make(alice, 'Alice’s segment');
  bobSegment = await make(bob, 'Bob’s segment');
}, 60_000);
afterAll(() => t.close());

const save = (graph: unknown, extra: Record<string, unknown> = {}) => t.call('POST', '/v1/automations', { token: alice, body: { name: 'Welcome', graph, ...extra } });

describe('saving a draft', () => {
  it('refuses a node of an unknown type, naming the node', async () => {
    const res = await save({ nodes: [node('t1', 'tag_added', { tag: 'vip' }), node('x9', 'teleport')], edges: [] });
    expect(res.status).toBe(422);
    expect(res.body.errors['graph.nodes.1']).toEqual([expect.stringContaining('node x9 (teleport)')]);
  });

  it('refuses an edge to a node that does not exist, naming the edge', async () => {
    const res = await save({ nodes: [node('t1', 'tag_added')], edges: [edge('e1', 't1', 'ghost')] });
    expect(res.status).toBe(422);
    expect(res.body.errors['graph.edges.0']).toEqual([expect.stringContaining('ghost')]);
  });

  it('refuses a second connection from an output that leads to one step, and saves a fan-out where the step allows it', async () => {
    const nodes = [node('t1', 'api_call'), node('s1', 'split', { percent: 50 }), node('a1', 'add_tag', { tag: 'a' }), node('b1', 'add_tag', { tag: 'b' })];
    const res = await save({ nodes, edges: [edge('e1', 't1', 's1'), edge('e2', 's1', 'a1', 'a'), edge('e3', 's1', 'b1', 'a')] });
    expect(res.status).toBe(422);
    expect(res.body.errors['graph.nodes.1']).toEqual([expect.stringContaining('node s1 (split): its "a" output leads to one step only')]);
    // The trigger's output may lead to both tags at once.
    const ok = await save({ nodes, edges: [edge('e1', 't1', 'a1'), edge('e2', 't1', 'b1'), edge('e3', 't1', 's1')] });
    expect(ok.status).toBe(201);
  });

  it('refuses a bad setting, naming the node and the setting', async () => {
    const res = await save({ nodes: [node('t1', 'api_call'), node('s1', 'split', { percent: 150 })], edges: [edge('e1', 't1', 's1')] });
    expect(res.status).toBe(422);
    expect(res.body.errors['graph.nodes.1.data.percent'][0]).toContain('node s1 (split)');
  });

  it('refuses another team’s segment, naming the node', async () => {
    const res = await save({ nodes: [node('t1', 'segment_entered', { segment_id: bobSegment })], edges: [] });
    expect(res.status).toBe(422);
    expect(res.body.errors['graph.nodes.0.data.segment_id'][0]).toContain('node t1 (segment_entered)');
  });

  it('refuses a condition’s rule on a field the team does not have, naming the node and the rule', async () => {
    const res = await save({ nodes: [node('t1', 'api_call'), node('c1', 'condition', { rules: rules('custom.nope') })], edges: [edge('e1', 't1', 'c1')] });
    expect(res.status).toBe(422);
    const [key] = Object.keys(res.body.errors);
    expect(key).toBe('graph.nodes.1.data.rules.rules.0');
    expect(res.body.errors[key][0]).toContain('node c1 (condition)');
  });

  it('needs the days when re-entry is after some days, also when only one of the two changes', async () => {
    const res = await save({ nodes: [], edges: [] }, { reentry: 'after_days' });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['reentry_days']);
    const ok = await save({ nodes: [], edges: [] }, { reentry: 'after_days', reentry_days: 30 });
    expect(ok.status).toBe(201);
    const cleared = await t.call('PATCH', `/v1/automations/${ok.body.id}`, { token: alice, body: { reentry_days: null } });
    expect(cleared.status).toBe(422);
    expect((await t.call('PATCH', `/v1/automations/${ok.body.id}`, { token: alice, body: { reentry: 'always', reentry_days: null } })).status).toBe(200);
  });

  it('saves a good diagram (an unfinished one too) and keeps its first trigger as the automation’s', async () => {
    const graph = {
      nodes: [
        node('w1', 'wait', { amount: 1, unit: 'days' }),
        node('t1', 'segment_entered', { segment_id: aliceSegment }),
        node('c1', 'condition', { rules: rules('first_name') }),
        node('m1', 'send_sms', { text: 'Hello' }),
        node('t2', 'tag_added', { tag: 'vip' }),
      ],
      edges: [edge('e1', 't1', 'w1'), edge('e2', 'w1', 'c1'), edge('e3', 'c1', 'm1', 'yes')],
      zoom: 1.25,
    };
    const res = await save(graph);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.trigger).toBe('segment_entered');
    expect(res.body.graph.zoom).toBe(1.25);
    const emptied = await t.call('PATCH', `/v1/automations/${res.body.id}`, { token: alice, body: { graph: { nodes: [node('t2', 'tag_added')], edges: [] } } });
    expect(emptied.status).toBe(200);
    expect(emptied.body.trigger).toBe('tag_added');
    const none = await t.call('PATCH', `/v1/automations/${res.body.id}`, { token: alice, body: { graph: { nodes: [], edges: [] } } });
    expect(none.body.trigger).toBeNull();
    // A rename leaves the diagram and its trigger alone.
    expect((await t.call('PATCH', `/v1/automations/${res.body.id}`, { token: alice, body: { name: 'Renamed' } })).body.graph).toEqual({ nodes: [], edges: [] });
  });
});
