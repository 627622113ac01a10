/**
 * The automation engine's runner on a fake clock: journeys entered with enterJourneys at a time in
 * the future (so the app's own runner, on the real clock, leaves them be) and moved on by
 * tickJourneys at chosen times. Every node type, waits that hold until due, time-of-day waits in
 * the contacts' zones, events against timeouts, conditions, splits converging to their share, a
 * call's outcome branching to an SMS, re-entry rules, a paused automation holding, and SMS that
 * reach the SMSC simulator and come back with a receipt.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../server/config.ts';
import type { AgentTurnSource } from '../../server/context.ts';
import { automationJourneys, automations, automationSteps, automationVersions, calls, contactEvents, contacts, customFields, notifications, smsMessages, teams } from '../../server/db/schema/index.ts';
import { enterJourneys } from '../../server/domains/automations/enter.ts';
import { tickJourneys } from '../../server/domains/automations/engine/runner.ts';
import { SmscSimulator } from '../../server/simulators/smsc/smsc-simulator.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { until } from './until.ts';
import { startServer, type TestServer } from './outbound/test-server.ts';

let t: TestApp;
let token: string;
let teamId: number;
let agentId: number;
let smsc: SmscSimulator;
let hooks: TestServer;

const T0 = new Date('2030-01-04T12:00:00Z'); // a Friday
const at = (ms: number) => new Date(T0.getTime() + ms);
const MIN = 60_000;
const HOUR = 60 * MIN;

type N = [id: string, type: string, data?: Record<string, unknown>];
type E = [source: string, target: string, handle?: string];

const turns: AgentTurnSource = async () => async () => ({ text: 'Goodbye.', toolCalls: [{ id: 'end', name: 'end_call', arguments: '{}' }] });

const created = (path: string, body: unknown) => t.created(path, body, token);

/** A running automation with its diagram published as version 1 (the trigger node is `t`). */
async function automation(nodes: N[], edges: E[], options: { reentry?: 'never' | 'after_days' | 'always'; reentryDays?: number } = {}) {
  const graph = {
    nodes: nodes.map(([id, type, data], i) => ({ id, type, position: { x: 0, y: i * 90 }, data: data ?? {} })),
    edges: edges.map(([source, target, sourceHandle], i) => ({ id: `e${i}`, source, target, sourceHandle: sourceHandle ?? null })),
  };
  const [a] = await t.db
    .insert(automations)
    .values({ team_id: teamId, name: `Journey ${Math.random()}`, status: 'active', graph: graph as never, published_version: 1, reentry: options.reentry ?? 'never', reentry_days: options.reentryDays ?? null })
    .returning();
  await t.db.insert(automationVersions).values({ team_id: teamId, automation_id: a.id, version: 1, graph: graph as never });
  return a;
}

const enter = (a: typeof automations.$inferSelect, contactIds: number[], now = T0) =>
  enterJourneys(t.db, { teamId, automationId: a.id, version: 1, reentry: a.reentry, reentryDays: a.reentry_days, nodeId: 't', contactIds, now });

async function people(n: number, extra: (i: number) => Partial<typeof contacts.$inferInsert> = () => ({})): Promise<number[]> {
  const base = 1_000_000 + Math.floor(Math.random() * 8_000_000);
  const rows = await t.db
    .insert(contacts)
    .values(Array.from({ length: n }, (_, i) => ({ team_id: teamId, phone: `+4477${String(base + i).padStart(8, '0')}`, country: 'GB', valid: true, network: 'O2', mcc: '234', mnc: '10', first_name: `P${i}`, ...extra(i) })))
    .returning({ id: contacts.id });
  return rows.map((r) => r.id);
}

const journeysOf = (a: { id: number }) => t.db.select().from(automationJourneys).where(eq(automationJourneys.automation_id, a.id)).orderBy(asc(automationJourneys.contact_id), asc(automationJourneys.id));
const stepsOf = (a: { id: number }) => t.db.select().from(automationSteps).where(eq(automationSteps.automation_id, a.id)).orderBy(asc(automationSteps.id));
const tick = (now: Date) => tickJourneys(t.ctx, now);


beforeAll(async () => {
  smsc = await SmscSimulator.start({ accounts: [{ systemId: 'journeys', password: 'journeys' }], receiptLatencyMs: [5, 20] });
  hooks = await startServer((req, res) => {
    res.statusCode = req.url === '/fail' ? 500 : 200;
    res.end('{}');
  });
  t = await startTestApp({ voice: { simulatorPaceMs: 2 } } as Partial<Config>);
  t.ctx.agentTurns = turns;
  const owner = await t.signUp({ name: 'Jo Journey' });
  token = owner.token;
  teamId = owner.user.current_team.id;
  await t.db.update(teams).set({ settings: { outbound_allowed_hosts: ['127.0.0.1'] } }).where(eq(teams.id, teamId));
  const route = await created('/v1/sms/routing/routes', { name: 'Sim', vendor: 'Sim Ltd', protocol: 'smpp', host: '127.0.0.1', port: smsc.port, system_id: 'journeys', password: 'journeys', throughput_per_second: 500, window_size: 10, status: 'active' });
  await created('/v1/sms/routing/rates', { route_id: route.id, network_name: 'O2', country: 'GB', mcc: '234', mnc: '10', price: 30_000, currency: 'EUR', effective_from: '2026-01-01', status: 'active' });
  await created('/v1/sms/routing/plans', { name: 'Default', strategy: 'priority', is_default: true, default_route_id: route.id });
  agentId = (await created('/v1/voice/agents', { name: 'Maya', voice: 'nova', system_prompt: 'You call about solar panels.' })).id;
  await created(`/v1/voice/agents/${agentId}/publish`, {});
  await t.db.insert(customFields).values({ team_id: teamId, key: 'plan', name: 'Plan', type: 'text' } as never);
}, 90_000);

afterAll(async () => {
  await t?.close();
  await smsc?.stop();
  await hooks?.close();
});

describe('the automation engine', () => {
  it('runs actions over every contact at a node at once and logs each step once', async () => {
    const a = await automation(
      [
        ['t', 'api_call'],
        ['tag', 'add_tag', { tag: 'welcomed' }],
        ['name', 'update_field', { field: 'last_name', value: 'Journeyed' }],
        ['plan', 'update_field', { field: 'custom.plan', value: 'gold' }],
        ['untag', 'remove_tag', { tag: 'new' }],
        ['tell', 'notify_team', { title: '{{first_name}} went through', message: 'Welcome done' }],
        ['end', 'end'],
      ],
      [['t', 'tag'], ['tag', 'name'], ['name', 'plan'], ['plan', 'untag'], ['untag', 'tell'], ['tell', 'end']],
    );
    const ids = await people(3, () => ({ tags: ['new'] }));
    expect(await enter(a, ids)).toHaveLength(3);
    expect((await tick(new Date(T0.getTime() - 1))).handled).toBe(0);
    const done = await tick(T0);
    expect(done.steps).toBe(3 * 7);
    const js = await journeysOf(a);
    expect(js.map((j) => [j.status, j.node_id, j.step])).toEqual(Array(3).fill(['completed', 'end', 7]));
    const rows = await t.db.select().from(contacts).where(sql`${contacts.id} = any(${sql.param(ids)}::int[])`);
    for (const c of rows) {
      expect(c.tags).toEqual(['welcomed']);
      expect(c.last_name).toBe('Journeyed');
      expect(c.custom).toMatchObject({ plan: 'gold' });
    }
    const steps = await stepsOf(a);
    expect(steps).toHaveLength(21);
    expect(new Set(steps.map((s) => `${s.journey_id}:${s.node_id}`)).size).toBe(21);
    expect(steps.filter((s) => s.node_id === 'tag').every((s) => s.status === 'completed' && s.handle === 'out')).toBe(true);
    const notes = await t.db.select().from(notifications).where(and(eq(notifications.team_id, teamId), sql`${notifications.title} like '%went through'`));
    expect(notes.map((n) => n.title).sort()).toEqual(['P0 went through', 'P1 went through', 'P2 went through']);
    const history = await t.db.select().from(contactEvents).where(and(eq(contactEvents.contact_id, ids[0]), eq(contactEvents.kind, 'updated')));
    expect(history.length).toBeGreaterThanOrEqual(3);
    // Nothing is due any more: another tick takes nothing and logs nothing.
    expect(await tick(at(HOUR))).toEqual({ steps: 0, handled: 0 });
    expect(await stepsOf(a)).toHaveLength(21);
  });

  it('fails a step that cannot be done, with the reason, and ends the journey failed', async () => {
    const a = await automation([['t', 'api_call'], ['f', 'update_field', { field: 'custom.nope', value: 'x' }], ['end', 'end']], [['t', 'f'], ['f', 'end']]);
    const [id] = await people(1);
    await enter(a, [id]);
    await tick(T0);
    const [j] = await journeysOf(a);
    expect(j.status).toBe('failed');
    expect(j.exit_reason).toMatch(/no custom field nope/);
    const failed = (await stepsOf(a)).filter((s) => s.status === 'failed');
    expect(failed).toHaveLength(1);
    expect(failed[0].detail).toMatchObject({ reason: expect.stringMatching(/nope/) });
  });

  it('holds a journey at a wait until it is due, then moves it on', async () => {
    const a = await automation([['t', 'api_call'], ['w', 'wait', { amount: 2, unit: 'hours' }], ['tag', 'add_tag', { tag: 'waited' }]], [['t', 'w'], ['w', 'tag']]);
    const ids = await people(2);
    await enter(a, ids);
    await tick(T0);
    let js = await journeysOf(a);
    expect(js.map((j) => [j.status, j.node_id])).toEqual([['waiting', 'w'], ['waiting', 'w']]);
    expect(js[0].due_at?.toISOString()).toBe(at(2 * HOUR).toISOString());
    await tick(at(2 * HOUR - 1));
    expect((await journeysOf(a)).every((j) => j.status === 'waiting')).toBe(true);
    await tick(at(2 * HOUR));
    js = await journeysOf(a);
    // No edge leaves the last node: the journey completes there.
    expect(js.map((j) => [j.status, j.node_id])).toEqual([['completed', 'tag'], ['completed', 'tag']]);
  });

  it('runs every branch of an output that fans out, each as its own journey, and keeps a contact from entering twice meanwhile', async () => {
    // The trigger leads to a tag and to a wait; the wait leads to two tags: three branches in all.
    const a = await automation(
      [['t', 'api_call'], ['now', 'add_tag', { tag: 'branch-now' }], ['w', 'wait', { amount: 1, unit: 'hours' }], ['x', 'add_tag', { tag: 'branch-x' }], ['y', 'add_tag', { tag: 'branch-y' }]],
      [['t', 'now'], ['t', 'w'], ['w', 'x'], ['w', 'y']],
    );
    const ids = await people(2);
    expect(await enter(a, ids)).toHaveLength(2);
    await tick(T0);
    let js = await journeysOf(a);
    // Per contact: the journey itself took the first edge, a branch of it the second.
    expect(js.map((j) => [j.status, j.node_id, j.branch_of === null ? 'root' : 'branch'])).toEqual([
      ['completed', 'now', 'root'],
      ['waiting', 'w', 'branch'],
      ['completed', 'now', 'root'],
      ['waiting', 'w', 'branch'],
    ]);
    expect(js[1].branch_of).toBe(js[0].id);
    // A branch still on its way keeps the contact in the journey: nobody enters again meanwhile.
    expect(await t.db.update(automations).set({ reentry: 'always' }).where(eq(automations.id, a.id)).then(() => enterJourneys(t.db, { teamId, automationId: a.id, version: 1, reentry: 'always', reentryDays: null, nodeId: 't', contactIds: ids, now: T0 }))).toEqual([]);
    await tick(at(HOUR));
    js = await journeysOf(a);
    expect(js.filter((j) => j.status !== 'completed')).toEqual([]);
    const tagsNow = await t.db.select({ tags: contacts.tags }).from(contacts).where(sql`${contacts.id} = any(${sql.param(ids)}::int[])`);
    for (const c of tagsNow) expect([...(c.tags ?? [])].sort()).toEqual(['branch-now', 'branch-x', 'branch-y']);
    // Each node ran once per contact: the trigger and the wait are left by two edges but logged once.
    const steps = await stepsOf(a);
    const perNode = Object.fromEntries(['t', 'now', 'w', 'x', 'y'].map((n) => [n, steps.filter((s) => s.node_id === n).length]));
    expect(perNode).toEqual({ t: 2, now: 2, w: 2, x: 2, y: 2 });
    expect(steps.every((s) => s.status === 'completed')).toBe(true);
  });

  it('waits until a time of day in each contact\u2019s own zone, on the allowed days', async () => {
    const a = await automation([['t', 'api_call'], ['w', 'wait_until', { time: '09:00', days: ['mon', 'tue', 'wed', 'thu', 'fri'] }], ['end', 'end']], [['t', 'w'], ['w', 'end']]);
    const zones = ['Asia/Tokyo', 'America/New_York', null, 'Not/AZone'];
    const ids = await people(4, (i) => ({ timezone: zones[i] }));
    await enter(a, ids);
    await tick(T0);
    const due = (await journeysOf(a)).map((j) => j.due_at?.toISOString());
    expect(due).toEqual([
      // Friday 21:00 in Tokyo: Monday 09:00 there.
      '2030-01-07T00:00:00.000Z',
      // Friday 07:00 in New York: 09:00 the same day.
      '2030-01-04T14:00:00.000Z',
      // No zone, or one unknown: UTC, past 09:00 on a Friday, so Monday.
      '2030-01-07T09:00:00.000Z',
      '2030-01-07T09:00:00.000Z',
    ]);
    await tick(new Date('2030-01-04T14:00:00Z'));
    expect((await journeysOf(a)).map((j) => j.status)).toEqual(['waiting', 'completed', 'waiting', 'waiting']);
  });

  it('leaves a wait for an event by `event` when resumed, by `timeout` when the time runs out', async () => {
    const a = await automation(
      [['t', 'api_call'], ['w', 'wait_event', { event: 'link_clicked', timeout_amount: 1, timeout_unit: 'days' }], ['yes', 'add_tag', { tag: 'clicked' }], ['no', 'add_tag', { tag: 'ignored' }]],
      [['t', 'w'], ['w', 'yes', 'event'], ['w', 'no', 'timeout']],
    );
    const [clicker, idler] = await people(2);
    await enter(a, [clicker, idler]);
    await tick(T0);
    expect((await journeysOf(a)).map((j) => [j.status, j.waiting_for])).toEqual([['waiting', 'link_clicked'], ['waiting', 'link_clicked']]);
    // What the intake does when the click comes.
    await t.db
      .update(automationJourneys)
      .set({ status: 'active', due_at: at(HOUR), resume: { event: 'link_clicked', ref_id: 77 }, waiting_for: null })
      .where(and(eq(automationJourneys.automation_id, a.id), eq(automationJourneys.contact_id, clicker)));
    await tick(at(HOUR));
    let js = await journeysOf(a);
    expect(js.map((j) => [j.status, j.node_id])).toEqual([['completed', 'yes'], ['waiting', 'w']]);
    expect(js[0].resume).toBeNull();
    await tick(at(24 * HOUR));
    js = await journeysOf(a);
    expect(js.map((j) => [j.status, j.node_id])).toEqual([['completed', 'yes'], ['completed', 'no']]);
    const handles = (await stepsOf(a)).filter((s) => s.node_id === 'w').map((s) => s.handle);
    expect(handles.sort()).toEqual(['event', 'timeout']);
  });

  it('branches on segment rules, and splits by percentage', async () => {
    const a = await automation(
      [['t', 'api_call'], ['c', 'condition', { rules: { combinator: 'and', rules: [{ field: 'tags', operator: 'contains', value: 'vip' }] } }], ['y', 'end'], ['n', 'end']],
      [['t', 'c'], ['c', 'y', 'yes'], ['c', 'n', 'no']],
    );
    const ids = await people(4, (i) => ({ tags: i % 2 ? ['vip'] : [] }));
    await enter(a, ids);
    await tick(T0);
    expect((await journeysOf(a)).map((j) => j.node_id)).toEqual(['n', 'y', 'n', 'y']);

    const s = await automation([['t', 'api_call'], ['s', 'split', { percent: 30 }], ['a', 'end'], ['b', 'end']], [['t', 's'], ['s', 'a', 'a'], ['s', 'b', 'b']]);
    const many = await people(2_000);
    await enter(s, many);
    await tick(T0);
    const js = await journeysOf(s);
    const share = js.filter((j) => j.node_id === 'a').length / js.length;
    expect(js.every((j) => j.status === 'completed')).toBe(true);
    // Five standard deviations either side of 30% for 2,000 draws (σ ≈ 1 point): a real fault, not chance, fails it.
    expect(share).toBeGreaterThan(0.25);
    expect(share).toBeLessThan(0.35);
  }, 60_000);

  it('calls, then sends an SMS when the call ended in voicemail', async () => {
    const a = await automation(
      [
        ['t', 'api_call'],
        ['call', 'voice_call', { agent_id: agentId }],
        ['o', 'outcome', { outcomes: ['voicemail', 'no_answer'] }],
        ['sms', 'send_sms', { text: 'Sorry we missed you, {{first_name}}', sender: 'Parley' }],
        ['done', 'end'],
      ],
      [['t', 'call'], ['call', 'o'], ['o', 'sms', 'yes'], ['o', 'done', 'no'], ['sms', 'done']],
    );
    const [missed, reached, silent] = await people(3);
    await enter(a, [missed, reached, silent]);
    await tick(T0);
    const js = await journeysOf(a);
    expect(js.map((j) => [j.status, j.node_id, j.waiting_for])).toEqual(Array(3).fill(['waiting', 'call', 'call_outcome']));
    const callIds = js.map((j) => j.waiting_ref!);
    const placed = await t.db.select().from(calls).where(sql`${calls.id} = any(${sql.param(callIds)}::int[])`);
    expect(placed).toHaveLength(3);
    // The provider was asked after the commit: each call has its provider id.
    await until('the calls to be placed', async () => ((await t.db.select().from(calls).where(sql`${calls.id} = any(${sql.param(callIds)}::int[]) and provider_call_id is not null`)).length === 3 ? true : undefined));
    // What the intake does when the calls end.
    const resume = (contact: number, i: number, outcome: string) =>
      t.db
        .update(automationJourneys)
        .set({ status: 'active', due_at: at(MIN), resume: { event: 'call_outcome', ref_id: callIds[i], outcome }, waiting_for: null })
        .where(and(eq(automationJourneys.automation_id, a.id), eq(automationJourneys.contact_id, contact)));
    await resume(missed, 0, 'voicemail');
    await resume(reached, 1, 'interested');
    await tick(at(MIN));
    let after = await journeysOf(a);
    expect(after.map((j) => [j.status, j.node_id, j.last_outcome])).toEqual([
      ['completed', 'done', 'sent'],
      ['completed', 'done', 'interested'],
      ['waiting', 'call', null],
    ]);
    const sms = await t.db.select().from(smsMessages).where(eq(smsMessages.contact_id, missed));
    expect(sms.map((m) => m.text)).toEqual(['Sorry we missed you, P0']);
    expect(await t.db.select().from(smsMessages).where(eq(smsMessages.contact_id, reached))).toHaveLength(0);
    // No word from the third call by the timeout: its record decides (no answer while it never ended).
    await t.db.update(calls).set({ status: 'no_answer', ended_at: new Date() }).where(eq(calls.id, callIds[2]));
    await tick(at(2 * HOUR));
    after = await journeysOf(a);
    expect(after[2]).toMatchObject({ status: 'completed', node_id: 'done', last_outcome: 'sent' });
    const smsStep = (await stepsOf(a)).find((s) => s.node_id === 'sms' && s.contact_id === missed);
    expect(smsStep?.detail).toMatchObject({ message_id: sms[0].id });
  }, 60_000);

  it('sends an SMS that reaches the SMSC and comes back delivered; refuses an opted-out contact', async () => {
    const a = await automation([['t', 'api_call'], ['sms', 'send_sms', { text: 'Hello {{first_name}}', sender: 'Parley' }], ['end', 'end']], [['t', 'sms'], ['sms', 'end']]);
    const [ann, out] = await people(2, (i) => ({ first_name: i ? 'Olly' : 'Ann', opted_out: i === 1 }));
    await enter(a, [ann, out]);
    await tick(T0);
    const js = await journeysOf(a);
    expect(js.map((j) => [j.status, j.last_outcome])).toEqual([['completed', 'sent'], ['completed', 'refused']]);
    const refused = (await stepsOf(a)).find((s) => s.contact_id === out && s.node_id === 'sms');
    expect(refused?.detail).toEqual({ reason: 'opted_out' });
    const [message] = await t.db.select().from(smsMessages).where(eq(smsMessages.contact_id, ann));
    await until('the SMSC to receive it', async () => smsc.received.find((r) => r.text === 'Hello Ann'));
    await until('its receipt', async () => ((await t.db.select().from(smsMessages).where(eq(smsMessages.id, message.id)))[0].status === 'delivered' ? true : undefined));
    expect(await t.db.select().from(smsMessages).where(eq(smsMessages.contact_id, out))).toHaveLength(0);
  }, 30_000);

  it('looks numbers up (HLR, MNP) and keeps the answer in the step', async () => {
    const a = await automation([['t', 'api_call'], ['h', 'hlr_lookup'], ['m', 'mnp_lookup'], ['end', 'end']], [['t', 'h'], ['h', 'm'], ['m', 'end']]);
    const ids = await people(4);
    await enter(a, ids);
    await tick(T0);
    const steps = await stepsOf(a);
    const hlr = steps.filter((s) => s.node_id === 'h');
    const mnp = steps.filter((s) => s.node_id === 'm');
    expect(hlr).toHaveLength(4);
    expect(mnp).toHaveLength(4);
    for (const s of hlr) if (s.status === 'completed') expect(['reachable', 'unreachable']).toContain(s.outcome);
    for (const s of mnp.filter((m) => m.status === 'completed')) {
      expect(['ported', 'not_ported']).toContain(s.outcome);
      expect(s.detail).toHaveProperty('network');
      expect(s.detail).toHaveProperty('original_network');
    }
  }, 60_000);

  it('posts to a webhook with an idempotency key of the journey and step: 2xx is ok, else error', async () => {
    const a = await automation(
      [['t', 'api_call'], ['ok', 'webhook', { url: `${hooks.origin}/ok` }], ['bad', 'webhook', { url: `${hooks.origin}/fail` }], ['end', 'end']],
      [['t', 'ok'], ['ok', 'bad'], ['bad', 'end']],
    );
    const [id] = await people(1);
    const before = hooks.received.length;
    await enter(a, [id]);
    await tick(T0);
    const [j] = await journeysOf(a);
    expect(j.status).toBe('completed');
    const steps = await stepsOf(a);
    expect(steps.find((s) => s.node_id === 'ok')?.outcome).toBe('ok');
    expect(steps.find((s) => s.node_id === 'bad')?.outcome).toBe('error');
    const got = hooks.received.slice(before);
    expect(got.map((r) => r.url)).toEqual(['/ok', '/fail']);
    expect(got[0].headers['idempotency-key']).toBe(`parley-journey-${j.id}-1`);
    expect(JSON.parse(got[0].body)).toMatchObject({ automation: { id: a.id }, node: { id: 'ok', type: 'webhook' }, contact: { id }, journey: { id: j.id } });
  });

  it('lets contacts in again by the re-entry rule', async () => {
    const flow: [N[], E[]] = [[['t', 'api_call'], ['end', 'end']], [['t', 'end']]];
    const never = await automation(...flow, { reentry: 'never' });
    const days = await automation(...flow, { reentry: 'after_days', reentryDays: 2 });
    const always = await automation(...flow, { reentry: 'always' });
    const [id] = await people(1);
    for (const a of [never, days, always]) {
      expect(await enter(a, [id])).toHaveLength(1);
      // On its way: nobody enters twice at once, whatever the rule.
      expect(await enter(a, [id])).toHaveLength(0);
    }
    await tick(T0);
    expect(await enter(never, [id], at(HOUR))).toHaveLength(0);
    expect(await enter(days, [id], at(HOUR))).toHaveLength(0);
    expect(await enter(always, [id], at(HOUR))).toHaveLength(1);
    expect(await enter(never, [id], at(72 * HOUR))).toHaveLength(0);
    expect(await enter(days, [id], at(72 * HOUR))).toHaveLength(1);
  });

  it('holds the journeys of a paused automation where they are', async () => {
    const a = await automation([['t', 'api_call'], ['tag', 'add_tag', { tag: 'held' }]], [['t', 'tag']]);
    const ids = await people(2);
    await enter(a, ids);
    await t.db.update(automations).set({ status: 'paused' }).where(eq(automations.id, a.id));
    await tick(at(HOUR));
    expect((await journeysOf(a)).map((j) => [j.status, j.node_id, j.step])).toEqual(Array(2).fill(['active', 't', 0]));
    await t.db.update(automations).set({ status: 'active' }).where(eq(automations.id, a.id));
    await tick(at(HOUR));
    expect((await journeysOf(a)).map((j) => [j.status, j.node_id])).toEqual(Array(2).fill(['completed', 'tag']));
  });
});
