/**
 * The diagram's counts (docs/areas/automations.md#counts-on-the-diagram), read from journeys and
 * steps written here directly: per node entered, waiting, completed and failed over a date range,
 * per edge the steps that left by it; the MNP lookup nodes' figures; a node's contacts by status,
 * page by page. Another team's automation is not found.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { automationJourneys, automationSteps, automationVersions } from '../../server/db/schema/index.ts';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let alice: string;
let team: number;
let bob: string;
let id: number;

const node = (nid: string, type: string, data: Record<string, unknown> = {}) => ({ id: nid, type, position: { x: 0, y: 0 }, data });
const edge = (eid: string, source: string, target: string, sourceHandle?: string) => ({ id: eid, source, target, ...(sourceHandle && { sourceHandle }) });
const graph = {
  nodes: [node('t1', 'tag_added', { tag: 'vip' }), node('l1', 'mnp_lookup'), node('s1', 'split', { percent: 50 }), node('m1', 'send_sms', { text: 'Hi', sender: 'Parley' }), node('e1', 'end')],
  edges: [edge('a', 't1', 'l1'), edge('b', 'l1', 's1'), edge('c', 's1', 'm1', 'a'), edge('d', 's1', 'e1', 'b'), edge('e', 'm1', 'e1')],
};
const HOUR = 3_600_000;
const now = Date.now();
const recent = new Date(now - 10 * 60_000);
const old = new Date(now - 48 * HOUR);
const from = new Date(now - HOUR).toISOString();

beforeAll(async () => {
  t = await startTestApp();
  const a = await t.signUp({ name: 'Alice Counter' });
  alice = a.token;
  team = a.user.current_team.id;
  bob = (await t.signUp({ name: 'Bob Elsewhere' })).token;
  const res = await t.call('POST', '/v1/automations', { token: alice, body: { name: 'Counted', graph } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  id = res.body.id;
  const contacts: number[] = [];
  for (const [phone, first_name] of [['+447700900011', 'Ann'], ['+447700900012', 'Ben'], ['+447700900013', 'Cy']]) {
    const c = await t.call('POST', '/v1/audience/contacts', { token: alice, body: { phone, first_name } });
    contacts.push(c.body.id);
  }
  const j = (contact_id: number, node_id: string, status: 'active' | 'waiting' | 'completed', node_at: Date, extra = {}) => ({ team_id: team, automation_id: id, version: 1, contact_id, node_id, status, node_at, entered_at: old, ...extra });
  const [j1, j2, j3] = await t.db
    .insert(automationJourneys)
    .values([
      j(contacts[0], 'm1', 'active', recent, { last_outcome: 'ported' }),
      j(contacts[1], 's1', 'waiting', old, { due_at: new Date(now + HOUR) }),
      j(contacts[2], 'e1', 'completed', recent, { finished_at: recent }),
    ])
    .returning();
  const s = (journey: typeof j1, node_id: string, node_type: string, status: 'completed' | 'failed', at: Date, extra = {}) => ({
    team_id: team,
    automation_id: id,
    version: 1,
    journey_id: journey.id,
    contact_id: journey.contact_id,
    node_id,
    node_type: node_type as never,
    status,
    at,
    ...extra,
  });
  await t.db.insert(automationSteps).values([
    s(j1, 't1', 'tag_added', 'completed', recent, { handle: 'out' }),
    s(j2, 't1', 'tag_added', 'completed', recent, { handle: 'out' }),
    s(j3, 't1', 'tag_added', 'completed', old, { handle: 'out' }),
    s(j1, 'l1', 'mnp_lookup', 'completed', recent, { outcome: 'ported', detail: { ported: true, network: 'Vodafone', original_network: 'EE' } }),
    s(j2, 'l1', 'mnp_lookup', 'completed', recent, { handle: 'out', outcome: 'not_ported', detail: { ported: false, network: 'EE' } }),
    s(j3, 'l1', 'mnp_lookup', 'completed', recent, { handle: 'out', outcome: 'ported' }),
    s(j3, 'l1', 'mnp_lookup', 'failed', recent, { detail: { error: 'timeout' } }),
    s(j1, 's1', 'split', 'completed', recent, { handle: 'a' }),
    s(j3, 's1', 'split', 'completed', recent, { handle: 'b' }),
    // A node the draft no longer has: nowhere to draw it.
    s(j3, 'gone', 'wait', 'completed', recent, { handle: 'out' }),
  ]);
}, 60_000);
afterAll(() => t.close());

const stats = (body: Record<string, unknown>, token = alice) => t.call('POST', '/v1/automations/nodes/stats', { token, body: { automation_id: id, ...body } });
const byNode = (body: { nodes: { node_id: string }[] }): Record<string, any> => Object.fromEntries(body.nodes.map(({ node_id, ...rest }) => [node_id, rest]));
const byEdge = (body: { edges: { edge_id: string; count: number }[] }) => Object.fromEntries(body.edges.map((e) => [e.edge_id, e.count]));

describe('node stats', () => {
  it('counts per node and per edge of the draft within the range', async () => {
    const res = await stats({ from });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(byNode(res.body)).toEqual({
      t1: { group: 'trigger', entered: 2, waiting: 0, completed: 2, failed: 0 },
      l1: { group: 'action', entered: 4, waiting: 0, completed: 3, failed: 1 },
      // Ben waits here since long before the range: waiting, not entered in it.
      s1: { group: 'condition', entered: 2, waiting: 1, completed: 2, failed: 0 },
      m1: { group: 'action', entered: 1, waiting: 1, completed: 0, failed: 0 },
      e1: { group: 'end', entered: 0, waiting: 0, completed: 0, failed: 0 },
    });
    expect(byEdge(res.body)).toEqual({ a: 2, b: 3, c: 1, d: 1, e: 0 });
  });

  it('counts everything without a range, and nothing in a range before it all', async () => {
    const all = (await stats({})).body;
    expect(byNode(all).t1.entered).toBe(3);
    expect(byNode(all).s1.entered).toBe(3);
    expect(byEdge(all).a).toBe(3);
    const before = (await stats({ to: new Date(now - 72 * HOUR).toISOString() })).body;
    expect(before.nodes.every((n: { entered: number; completed: number }) => n.entered === 0 && n.completed === 0)).toBe(true);
    expect(byNode(before).s1.waiting).toBe(1);
  });

  it('counts on a published version’s diagram when asked, where a node the draft dropped is drawn', async () => {
    // Version 1 had a wait ("gone") between the split's b output and the end; the draft has not.
    const published = {
      nodes: [...graph.nodes, node('gone', 'wait', { amount: 1, unit: 'minutes' })],
      edges: [...graph.edges.filter((e) => e.id !== 'd'), edge('d1', 's1', 'gone', 'b'), edge('d2', 'gone', 'e1')],
    };
    await t.db.insert(automationVersions).values({ team_id: team, automation_id: id, version: 1, graph: published as never, note: 'first' });
    const res = await stats({ from, version: 1 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(byNode(res.body).gone).toEqual({ group: 'wait', entered: 1, waiting: 0, completed: 1, failed: 0 });
    expect(byNode(res.body).s1.entered).toBe(2);
    expect(byEdge(res.body)).toEqual({ a: 2, b: 3, c: 1, d1: 1, d2: 1, e: 0 });
    // The draft's diagram has no such node.
    expect(byNode((await stats({ from })).body).gone).toBeUndefined();
  });

  it('refuses another team (404), a version that does not exist (404) and a bad range (422)', async () => {
    expect((await stats({}, bob)).status).toBe(404);
    expect((await stats({ version: 9 })).status).toBe(404);
    expect((await stats({ from: 'yesterday' })).status).toBe(422);
    expect((await stats({ version: 0 })).status).toBe(422);
  });
});

describe('MNP stats', () => {
  it('reads the lookup steps’ answers: ported, not ported, unknown, and the networks', async () => {
    const res = await t.call('POST', '/v1/automations/mnp/stats', { token: alice, body: { automation_id: id, from } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({
      total: 4,
      ported: 2,
      not_ported: 1,
      unknown: 1,
      networks: [
        { network: 'EE', ported_in: 0, kept: 1 },
        { network: 'Vodafone', ported_in: 1, kept: 0 },
      ],
    });
    const other = await t.call('POST', '/v1/automations/mnp/stats', { token: alice, body: { automation_id: id, node_id: 'm1' } });
    expect(other.body).toEqual({ total: 0, ported: 0, not_ported: 0, unknown: 0, networks: [] });
    expect((await t.call('POST', '/v1/automations/mnp/stats', { token: bob, body: { automation_id: id } })).status).toBe(404);
  });
});

describe('a node’s contacts', () => {
  const contacts = (nodeId: string, query: Record<string, string> = {}, token = alice) => t.call('GET', `/v1/automations/${id}/nodes/${nodeId}/contacts`, { token, query });

  it('lists those at the node and those that passed it, by status, page by page', async () => {
    const all = await contacts('s1');
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    expect(all.body.total).toBe(3);
    expect(all.body.rows.map((r: { name: string }) => r.name).sort()).toEqual(['Ann', 'Ben', 'Cy']);
    const waiting = (await contacts('s1', { status: 'waiting' })).body;
    expect(waiting.total).toBe(1);
    expect(waiting.rows[0]).toMatchObject({ name: 'Ben', phone: '+447700900012', status: 'waiting', last_outcome: null });
    expect(Date.parse(waiting.rows[0].due_at)).toBeGreaterThan(now);
    const page = (await contacts('s1', { _start: '2', _end: '4' })).body;
    expect(page).toMatchObject({ total: 3, rows: [expect.anything()] });
    // Ann passed the split and is at the SMS now: her wait there is not the split's.
    const ann = all.body.rows.find((r: { name: string }) => r.name === 'Ann');
    expect(ann).toMatchObject({ status: 'active', due_at: null, last_outcome: 'ported' });
    expect((await contacts('nowhere')).body).toEqual({ total: 0, rows: [] });
  });

  it('is not found for another team', async () => {
    expect((await contacts('s1', {}, bob)).status).toBe(404);
  });
});
