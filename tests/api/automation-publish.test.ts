/**
 * Publishing an automation (docs/areas/automations.md#publishing-and-versions): problems stop it
 * (422 naming the nodes); the draft becomes version N+1, kept; contacts on their way go on where
 * their node stays and leave where it goes; the team's armed events follow the new version. The
 * preview says beforehand what will happen; versions list newest first and say whether the draft
 * changed; restore puts a version back into the draft without publishing. Another team sees none of it.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { automationArmed, automationJourneys, automations, automationVersions } from '../../server/db/schema/index.ts';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let alice: string;
let aliceTeam: number;
let bob: string;
let id: number;
const contactIds: number[] = [];

const node = (nid: string, type: string, data: Record<string, unknown> = {}, x = 0) => ({ id: nid, type, position: { x, y: 0 }, data });
const edge = (eid: string, source: string, target: string, sourceHandle?: string) => ({ id: eid, source, target, ...(sourceHandle && { sourceHandle }) });
const trigger = node('t1', 'tag_added', { tag: 'vip' });
const wait = node('w1', 'wait', { amount: 1, unit: 'days' });
const sms = node('m1', 'send_sms', { text: 'Hello', sender: 'Parley' });
const end = node('e1', 'end');
const v1 = { nodes: [trigger, wait, sms, end], edges: [edge('a', 't1', 'w1'), edge('b', 'w1', 'm1'), edge('c', 'm1', 'e1')], zoom: 1 };
const v2 = { nodes: [trigger, sms, end], edges: [edge('a2', 't1', 'm1'), edge('c', 'm1', 'e1')], zoom: 1 };

const path = (rest = '') => `/v1/automations/${id}${rest}`;
const saveDraft = async (graph: unknown) => {
  const res = await t.call('PATCH', path(), { token: alice, body: { graph } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};
const journeys = () => t.db.select().from(automationJourneys).where(eq(automationJourneys.automation_id, id)).orderBy(automationJourneys.id);

beforeAll(async () => {
  t = await startTestApp();
  const a = await t.signUp({ name: 'Alice Publisher' });
  alice = a.token;
  aliceTeam = a.user.current_team.id;
  bob = (await t.signUp({ name: 'Bob Elsewhere' })).token;
  const res = await t.call('POST', '/v1/automations', { token: alice, body: { name: 'VIP welcome', graph: { nodes: [trigger, wait], edges: [edge('a', 't1', 'w1')] } } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  id = res.body.id;
  for (const phone of ['+447700900001', '+447700900002', '+447700900003']) {
    const c = await t.call('POST', '/v1/audience/contacts', { token: alice, body: { phone } });
    expect(c.status, JSON.stringify(c.body)).toBe(201);
    contactIds.push(c.body.id);
  }
}, 60_000);
afterAll(() => t.close());

describe('publishing', () => {
  it('is refused with every problem named by its node while the draft cannot run', async () => {
    const preview = await t.call('GET', path('/publish-preview'), { token: alice });
    expect(preview.body.problems).toEqual([expect.objectContaining({ code: 'no_next_step', node_id: 'w1' })]);
    const res = await t.call('POST', path('/publish'), { token: alice, body: { note: 'too soon' } });
    expect(res.status).toBe(422);
    expect(res.body.errors['graph.nodes.1'][0]).toContain('node w1 (wait)');
    expect((await t.call('GET', path('/versions'), { token: alice })).body).toEqual({ published_version: null, draft_changed: true, versions: [] });
  });

  it('keeps the draft as version 1 with who and why, and arms the events it listens for', async () => {
    await saveDraft(v1);
    await t.db.update(automations).set({ status: 'active' }).where(eq(automations.id, id));
    const res = await t.call('POST', path('/publish'), { token: alice, body: { note: 'First cut' } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ version: 1, note: 'First cut', published_by: { name: 'Alice Publisher' }, nodes: 4 });
    const record = (await t.call('GET', path(), { token: alice })).body;
    expect(record.published_version).toBe(1);
    expect(record.published_at).toBeTruthy();
    const armed = await t.db.select({ event: automationArmed.event }).from(automationArmed).where(eq(automationArmed.team_id, aliceTeam));
    expect(armed.map((a) => a.event)).toEqual(['tag_added']);
    // Nothing new to publish: a second click answers 409.
    expect((await t.call('POST', path('/publish'), { token: alice, body: {} })).status).toBe(409);
  });

  it('says whether the draft changed: the view does not count, a node moved does', async () => {
    await saveDraft({ ...v1, zoom: 1.5, x: 40, y: -20 });
    expect((await t.call('GET', path('/versions'), { token: alice })).body.draft_changed).toBe(false);
    await saveDraft({ ...v1, nodes: v1.nodes.map((n) => (n.id === 'm1' ? { ...n, position: { x: 30, y: 15 } } : n)) });
    expect((await t.call('GET', path('/versions'), { token: alice })).body.draft_changed).toBe(true);
  });

  it('previews, then moves contacts whose node stays to the new version and lets those whose node goes leave', async () => {
    const [c1, c2, c3] = contactIds;
    await t.db.insert(automationJourneys).values([
      { team_id: aliceTeam, automation_id: id, version: 1, contact_id: c1, node_id: 'w1', status: 'waiting', due_at: new Date(Date.now() + 86_400_000) },
      { team_id: aliceTeam, automation_id: id, version: 1, contact_id: c2, node_id: 'm1', status: 'active' },
      { team_id: aliceTeam, automation_id: id, version: 1, contact_id: c3, node_id: 'e1', status: 'completed', finished_at: new Date() },
    ]);
    await saveDraft(v2);
    const preview = await t.call('GET', path('/publish-preview'), { token: alice });
    expect(preview.status).toBe(200);
    expect(preview.body).toEqual({
      in_journey: 2,
      nodes: [
        { node_id: 'm1', type: 'send_sms', contacts: 1, continues: true },
        { node_id: 'w1', type: 'wait', contacts: 1, continues: false },
      ],
      problems: [],
    });
    const res = await t.call('POST', path('/publish'), { token: alice, body: { note: 'No more wait' } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.version).toBe(2);
    const [waiting, active, done] = await journeys();
    expect(waiting).toMatchObject({ status: 'exited', exit_reason: 'removed in version 2', version: 1, due_at: null });
    expect(waiting.finished_at).toBeInstanceOf(Date);
    expect(active).toMatchObject({ status: 'active', version: 2, node_id: 'm1' });
    expect(done).toMatchObject({ status: 'completed', version: 1 });
  });

  it('lets contacts leave a node that kept its id but became another kind of step', async () => {
    await saveDraft({ ...v2, nodes: v2.nodes.map((n) => (n.id === 'm1' ? node('m1', 'add_tag', { tag: 'welcomed' }) : n)) });
    const preview = (await t.call('GET', path('/publish-preview'), { token: alice })).body;
    expect(preview.nodes).toEqual([{ node_id: 'm1', type: 'send_sms', contacts: 1, continues: false }]);
    expect((await t.call('POST', path('/publish'), { token: alice, body: {} })).status).toBe(201);
    expect((await journeys())[1]).toMatchObject({ status: 'exited', exit_reason: 'removed in version 3' });
  });
});

describe('versions', () => {
  it('lists them newest first, reads one, and restores one into the draft without publishing', async () => {
    // A version written without its publisher's name (as the demo writes them) shows the user's name.
    await t.db.update(automationVersions).set({ published_by_name: null }).where(and(eq(automationVersions.automation_id, id), eq(automationVersions.version, 2)));
    const list = (await t.call('GET', path('/versions'), { token: alice })).body;
    expect(list.published_version).toBe(3);
    expect(list.draft_changed).toBe(false);
    expect(list.versions.map((v: { version: number }) => v.version)).toEqual([3, 2, 1]);
    expect(list.versions[2]).toMatchObject({ note: 'First cut', nodes: 4 });
    expect(list.versions[1].published_by.name).toBe('Alice Publisher');
    const one = await t.call('GET', path('/versions/1'), { token: alice });
    expect(one.body.graph.nodes.map((n: { id: string }) => n.id)).toEqual(['t1', 'w1', 'm1', 'e1']);

    const before = (await t.call('GET', path(), { token: alice })).body;
    const restored = await t.call('POST', path('/versions/1/restore'), { token: alice });
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(restored.body).toEqual({ restored: 1, automation_version: before.version + 1 });
    const after = (await t.call('GET', path(), { token: alice })).body;
    expect(after.graph.nodes.map((n: { id: string }) => n.id)).toEqual(['t1', 'w1', 'm1', 'e1']);
    expect(after.published_version).toBe(3);
    expect((await t.call('GET', path('/versions'), { token: alice })).body.draft_changed).toBe(true);
    // An editor still holding the old draft cannot save over the restored one.
    expect((await t.call('PATCH', path(), { token: alice, body: { graph: v2, version: before.version } })).status).toBe(409);
    expect((await t.call('GET', path('/versions/9'), { token: alice })).status).toBe(404);
  });

  it('shows another team nothing and lets it change nothing', async () => {
    for (const [method, rest] of [
      ['GET', '/versions'],
      ['GET', '/versions/1'],
      ['GET', '/publish-preview'],
      ['POST', '/publish'],
      ['POST', '/versions/1/restore'],
    ] as const)
      expect((await t.call(method, path(rest), { token: bob, body: method === 'POST' ? {} : undefined })).status, `${method} ${rest}`).toBe(404);
    const [row] = await t.db.select().from(automations).where(and(eq(automations.id, id)));
    expect(row.published_version).toBe(3);
  });
});
