/**
 * Voice campaigns that call (docs/areas/voice.md#voice-campaigns), on the simulator with scripted
 * agents: send refuses what cannot call (422 per field); a run calls every contact of its segment
 * once, at most `concurrency` at a time, from its numbers in turn, retrying no-answer and busy;
 * opted-out, blacklisted and do-not-call contacts are left out; a contact whose window is closed
 * waits; the breaker pauses a failing campaign saying why; stop, stop-recurring-sends, stop-feed;
 * a recurring campaign runs again; progress adds up; another team sees none of it.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../server/config.ts';
import type { AgentTurnSource } from '../../server/context.ts';
import { agentCampaignRecipients, agentCampaigns, calls, contacts, feeds } from '../../server/db/schema/index.ts';
import { stopAgentCampaign } from '../../server/domains/voice/campaigns/stop.ts';
import { tickVoiceCampaigns } from '../../server/domains/voice/campaigns/tick.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { until } from './until.ts';

let t: TestApp;
let alice: string;
let bob: string;
let teamId: number;
let agentId: number;
let failingAgentId: number;
let slowAgentId: number;
let numbers: { id: number; number: string }[] = [];

const source: AgentTurnSource = async (_ctx, agent) => {
  if (agent.id === failingAgentId) return async () => Promise.reject(new Error('model down'));
  if (agent.id === slowAgentId) return async (history) => new Promise((resolve) => setTimeout(() => resolve({ text: `Line ${history.length}.`, toolCalls: [] }), 400));
  return async (history) => {
    const said = history.filter((m) => m.role === 'assistant').length;
    return said >= 2 ? { text: 'Thank you, goodbye.', toolCalls: [{ id: 'end', name: 'end_call', arguments: '{}' }] } : { text: `Hello, line ${said + 1}.`, toolCalls: [] };
  };
};


const created = (path: string, body: unknown, token = alice) => t.created(path, body, token);

/** Contacts tagged `tag`, one per phone, in UTC unless given; a segment of them. */
async function audience(tag: string, phones: string[], zone: (i: number) => string | null = () => null) {
  await t.db.insert(contacts).values(phones.map((phone, i) => ({ team_id: teamId, phone, country: 'US', valid: true, tags: [tag], timezone: zone(i) })));
  return (await created('/v1/audience/segments', { name: `Segment ${tag}`, rules: { combinator: 'and', rules: [{ field: 'tags', operator: 'contains', value: tag }] } })).id as number;
}

const phones = (prefix: string, n: number, last?: (i: number) => number) => Array.from({ length: n }, (_, i) => `+1415${prefix}${String(i).padStart(3, '0')}${last ? last(i) : i % 10}`);
const campaign = (body: Record<string, unknown>) => created('/v1/voice/campaigns', { agent_id: agentId, number_id: numbers[0].id, breaker_failed_percent: 0, calls_per_minute: 6000, ...body });
const send = (id: number, token = alice) => t.call('POST', `/v1/voice/campaigns/${id}/send`, { token, body: {} });
const status = async (id: number) => (await t.call('GET', `/v1/voice/campaigns/${id}`, { token: alice })).body.status as string;
const progress = async (id: number, token = alice) => t.call('GET', `/v1/voice/campaigns/${id}/progress`, { token });
const callsOf = (id: number) => t.db.select().from(calls).where(eq(calls.campaign_id, id)).orderBy(asc(calls.id));
/** Retries are due now: the test's stand-in for the delay passing. */
const retriesDue = (id: number) => t.db.update(agentCampaignRecipients).set({ next_at: sql`now() - interval '1 second'` }).where(and(eq(agentCampaignRecipients.campaign_id, id), eq(agentCampaignRecipients.state, 'pending')));
const wake = (id: number) => t.db.update(agentCampaigns).set({ wakes_at: sql`now() - interval '1 second'` }).where(eq(agentCampaigns.id, id)).then(() => tickVoiceCampaigns(t.ctx));

beforeAll(async () => {
  t = await startTestApp({ voice: { simulatorPaceMs: 2 }, campaignTickMs: 3_600_000 } as Partial<Config>);
  t.ctx.agentTurns = source;
  const a = await t.signUp({ name: 'Alice Caller' });
  alice = a.token;
  teamId = a.user.current_team.id;
  bob = (await t.signUp({ name: 'Bob Elsewhere' })).token;
  // Campaigns call with the agent's published prompt: each agent is published once.
  const agent = async (name: string) => {
    const id = (await created('/v1/voice/agents', { name, voice: 'nova', system_prompt: 'You call about solar panels.' })).id as number;
    await created(`/v1/voice/agents/${id}/publish`, {});
    return id;
  };
  agentId = await agent('Maya');
  failingAgentId = await agent('Broken Bo');
  slowAgentId = await agent('Slow Sam');
  const account = await created('/v1/voice/accounts', { name: 'Sim', provider: 'simulator', status: 'active' });
  for (const number of ['+14155550100', '+14155550101', '+14155550102']) numbers.push(await created('/v1/voice/numbers', { number, account_id: account.id, country: 'US', status: 'active' }));
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('voice campaigns', () => {
  it('refuses to send without an audience or a number to call from, naming the field', async () => {
    const segment = await audience('bad', phones('100', 1));
    const noAudience = await created('/v1/voice/campaigns', { name: 'No audience', agent_id: agentId });
    const res = await send(noAudience.id);
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors ?? {}).sort()).toEqual(['number_id', 'segment_id']);
    const foreign = await created('/v1/voice/campaigns', { name: 'Foreign number', agent_id: agentId, segment_id: segment, caller_numbers: ['+14155559999'] });
    const res2 = await send(foreign.id);
    expect(res2.status).toBe(422);
    expect(res2.body.errors.caller_numbers[0]).toMatch(/\+14155559999/);
    // An agent whose prompt was never published does not call customers.
    const draftAgent = (await created('/v1/voice/agents', { name: 'Draft Dan', voice: 'nova', system_prompt: 'Not reviewed yet.' })).id as number;
    const unpublished = await campaign({ name: 'Unpublished agent', agent_id: draftAgent, segment_id: segment });
    const res3 = await send(unpublished.id);
    expect(res3.status).toBe(422);
    expect(res3.body.errors.agent_id[0]).toMatch(/never been published/);
    expect(await status(noAudience.id)).toBe('draft');
    expect((await callsOf(noAudience.id)).length).toBe(0);
    // Another team can neither send it nor read its progress.
    expect((await send(noAudience.id, bob)).status).toBe(404);
    expect((await progress(noAudience.id, bob)).status).toBe(404);
  });

  it('calls every contact once at most `concurrency` at a time, from its numbers in turn, retrying no-answer and busy', async () => {
    const list = phones('200', 20);
    const segment = await audience('run', list);
    const c = await campaign({ name: 'Run', segment_id: segment, caller_numbers: [numbers[1].number], concurrency: 3, calls_per_minute: 6000, max_attempts: 2, retry_delay_minutes: 5 });
    const sent = await send(c.id);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.status).toBe('running');
    let peak = 0;
    // First pass: everyone called once; busy (8) and no-answer (9) wait for their retry.
    await until('the first pass', async () => {
      const p = (await progress(c.id)).body;
      peak = Math.max(peak, p.contacts.calling);
      return p.contacts.calling === 0 && p.contacts.retries_pending === 4 && p.contacts.pending === 4 && p.contacts.done === 16 ? p : undefined;
    });
    expect(peak).toBeLessThanOrEqual(3);
    const first = await callsOf(c.id);
    expect(first).toHaveLength(20);
    expect(new Set(first.map((k) => k.to_number))).toEqual(new Set(list));
    expect(new Set(first.map((k) => k.from_number))).toEqual(new Set([numbers[0].number, numbers[1].number]));
    const p1 = (await progress(c.id)).body;
    expect(p1.contacts.retries_pending).toBe(4);
    expect(await status(c.id)).toBe('running');

    await retriesDue(c.id);
    await wake(c.id);
    await until('the run to complete', async () => ((await status(c.id)) === 'completed' ? true : undefined));
    const all = await callsOf(c.id);
    expect(all).toHaveLength(24);
    const perNumber = new Map<string, number>();
    for (const k of all) perNumber.set(k.to_number, (perNumber.get(k.to_number) ?? 0) + 1);
    for (const [to, n] of perNumber) expect(n, to).toBe(/[89]$/.test(to) ? 2 : 1);
    // A retry comes from the other number.
    for (const to of list.filter((n) => /[89]$/.test(n))) {
      const from = all.filter((k) => k.to_number === to).map((k) => k.from_number);
      expect(from[0], to).not.toBe(from[1]);
    }
    const p = (await progress(c.id)).body;
    expect(p.contacts).toMatchObject({ total: 20, pending: 0, calling: 0, done: 20, excluded: 0 });
    expect(p.results).toMatchObject({ no_answer: 2, busy: 2 });
    expect(p.results.answered).toBe(16);
    expect(p.calls.made).toBe(24);
    expect(p.calls.live).toBe(0);
    expect(p.calls.answered).toBeGreaterThan(0);
    expect(p.calls.cost).toBe(all.reduce((s, k) => s + k.cost, 0));
    const row = (await t.call('GET', `/v1/voice/campaigns/${c.id}`, { token: alice })).body;
    expect(row).toMatchObject({ contacts_total: 20, calls_made: 24, run: 1 });
  });

  it('leaves out opted-out, blacklisted and do-not-call contacts', async () => {
    const list = phones('300', 4, () => 1);
    const segment = await audience('dnc', list);
    await t.db.update(contacts).set({ opted_out: true }).where(and(eq(contacts.team_id, teamId), eq(contacts.phone, list[0])));
    await created('/v1/sms/routing/blacklist', { number: list[1], match: 'number', reason: 'asked' });
    // Their last classified call ended do_not_call.
    await t.db.insert(calls).values({ team_id: teamId, agent_id: agentId, direction: 'outbound', from_number: numbers[0].number, to_number: list[2], status: 'completed', outcome: 'do_not_call', tool_calls: [] });
    const c = await campaign({ name: 'DNC', segment_id: segment });
    expect((await send(c.id)).status).toBe(200);
    await until('the run to complete', async () => ((await status(c.id)) === 'completed' ? true : undefined));
    expect((await callsOf(c.id)).map((k) => k.to_number)).toEqual([list[3]]);
    const p = (await progress(c.id)).body;
    expect(p.results).toMatchObject({ opted_out: 1, blacklisted: 1, do_not_call: 1, answered: 1 });
    expect(p.contacts.excluded).toBe(3);
  });

  it('calls a contact only inside the window of its own time zone, and wakes when it opens', async () => {
    const now = new Date();
    const hhmm = (d: Date) => `${String(d.getUTCHours()).padStart(2, '0')}:${String(d.getUTCMinutes()).padStart(2, '0')}`;
    const list = phones('400', 2, () => 2);
    // The first contact is in UTC (open now), the second twelve hours ahead (closed).
    const segment = await audience('zones', list, (i) => (i === 0 ? 'UTC' : 'Etc/GMT-12'));
    const c = await campaign({ name: 'Windows', segment_id: segment, window_start: hhmm(new Date(now.getTime() - 3_600_000)), window_end: hhmm(new Date(now.getTime() + 3_600_000)) });
    expect((await send(c.id)).status).toBe(200);
    const row = await until('the run to wait for the window', async () => {
      const r = (await t.call('GET', `/v1/voice/campaigns/${c.id}`, { token: alice })).body;
      return r.wakes_at ? r : undefined;
    });
    expect(row.status).toBe('running');
    expect((await callsOf(c.id)).map((k) => k.to_number)).toEqual([list[0]]);
    // It opens twelve hours minus an hour from now in that zone.
    expect(new Date(row.wakes_at).getTime()).toBeGreaterThan(now.getTime() + 10 * 3_600_000);
    expect((await progress(c.id)).body.contacts.pending).toBe(1);
  });

  it('pauses on the breaker, saying why, and goes on when sent again', async () => {
    const segment = await audience('breaker', phones('500', 8, () => 0));
    const c = await created('/v1/voice/campaigns', { name: 'Breaker', agent_id: failingAgentId, number_id: numbers[0].id, segment_id: segment, concurrency: 1, calls_per_minute: 6000, breaker_calls: 3, breaker_failed_percent: 60 });
    expect((await send(c.id)).status).toBe(200);
    await until('the breaker to pause it', async () => ((await status(c.id)) === 'paused' ? true : undefined));
    const p = (await progress(c.id)).body;
    expect(p.paused_reason).toMatch(/3 of the last 3 calls failed/);
    await until('its live calls to settle', async () => ((await progress(c.id)).body.contacts.calling === 0 ? true : undefined));
    const before = (await callsOf(c.id)).length;
    expect(before).toBeLessThan(8);
    expect((await progress(c.id)).body.results.failed).toBe(before);
    // Resumed, it counts only the calls since: three more fail and it pauses again.
    expect((await send(c.id)).body.status).toBe('running');
    expect((await t.call('GET', `/v1/voice/campaigns/${c.id}`, { token: alice })).body.paused_reason ?? null).toBeNull();
    await until('the breaker to pause it again', async () => ((await status(c.id)) === 'paused' ? true : undefined));
    expect((await callsOf(c.id)).length).toBeGreaterThanOrEqual(before + 3);
  });

  it('stops: no new calls, the rest left out as stopped, live calls finish; stopAgentCampaign says why', async () => {
    const segment = await audience('stop', phones('600', 10, () => 1));
    const c = await created('/v1/voice/campaigns', { name: 'Stop', agent_id: slowAgentId, number_id: numbers[0].id, segment_id: segment, concurrency: 2, calls_per_minute: 6000, breaker_failed_percent: 0 });
    expect((await send(c.id)).status).toBe(200);
    await until('two live calls', async () => ((await progress(c.id)).body.contacts.calling === 2 ? true : undefined));
    const stopped = await t.call('POST', `/v1/voice/campaigns/${c.id}/stop`, { token: alice, body: {} });
    expect(stopped.body.status).toBe('stopped');
    await until('the live calls to end', async () => ((await progress(c.id)).body.calls.live === 0 ? true : undefined));
    await until('them to settle', async () => ((await progress(c.id)).body.contacts.calling === 0 ? true : undefined));
    const p = (await progress(c.id)).body;
    expect(p.calls.made).toBe(2);
    expect(p.results.stopped).toBe(8);
    expect((await t.call('POST', `/v1/voice/campaigns/${c.id}/stop`, { token: alice, body: {} })).status).toBe(409);

    const other = await campaign({ name: 'Stopped by a pipeline', segment_id: segment, schedule_start: new Date(Date.now() + 86_400_000).toISOString() });
    expect((await send(other.id)).body.status).toBe('scheduled');
    expect(await stopAgentCampaign(t.ctx, teamId + 1000, other.id, 'nope')).toBeNull();
    const row = await stopAgentCampaign(t.ctx, teamId, other.id, 'Stopped by post-processing: the caller asked for no more calls.');
    expect(row?.status).toBe('stopped');
    expect((await progress(other.id)).body.paused_reason).toMatch(/post-processing/);
  });

  it('runs a recurring campaign again when its next run is due, and stop-recurring-sends ends that', async () => {
    const segment = await audience('weekly', phones('700', 2, () => 3));
    const c = await campaign({ name: 'Weekly', segment_id: segment, recurring: true, recurrence: 'weekly' });
    expect((await send(c.id)).status).toBe(200);
    const first = await until('the first run to end', async () => {
      const r = (await t.call('GET', `/v1/voice/campaigns/${c.id}`, { token: alice })).body;
      return r.status === 'scheduled' ? r : undefined;
    });
    expect(new Date(first.next_run_at).getTime() - new Date(first.started_at).getTime()).toBe(7 * 86_400_000);
    await t.db.update(agentCampaigns).set({ next_run_at: sql`now() - interval '1 second'` }).where(eq(agentCampaigns.id, c.id));
    expect(await tickVoiceCampaigns(t.ctx)).toContain(c.id);
    await until('the second run to end', async () => {
      const r = (await t.call('GET', `/v1/voice/campaigns/${c.id}`, { token: alice })).body;
      return r.status === 'scheduled' && r.run === 2 ? r : undefined;
    });
    expect(await callsOf(c.id)).toHaveLength(4);
    const res = await t.call('POST', `/v1/voice/campaigns/${c.id}/stop-recurring-sends`, { token: alice, body: {} });
    expect(res.body.status).toBe('completed');
    expect((await t.call('GET', `/v1/voice/campaigns/${c.id}`, { token: alice })).body).toMatchObject({ recurring: false, status: 'completed' });
  });

  it('calls the contacts a feed brings in, until stop-feed switches the feed off', async () => {
    const segment = await audience('feed', phones('800', 1, () => 0));
    const feed = await created('/v1/audience/feeds', { name: 'Leads', format: 'csv', schedule: 'manual', segment_id: segment });
    const c = await created('/v1/voice/campaigns', { name: 'Feed', agent_id: agentId, number_id: numbers[0].id, feed_id: feed.id, breaker_failed_percent: 0 });
    expect((await send(c.id)).status).toBe(200);
    await until('the first contact called and the run waiting for the feed', async () => {
      const r = (await t.call('GET', `/v1/voice/campaigns/${c.id}`, { token: alice })).body;
      return r.wakes_at && (await progress(c.id)).body.contacts.done === 1 ? r : undefined;
    });
    expect(await status(c.id)).toBe('running');
    // The feed brings one more in; the next wake calls it.
    await audience('feed-late', phones('801', 1, () => 1));
    await t.db.execute(sql`update ${contacts} set tags = '["feed"]'::jsonb where team_id = ${teamId} and phone = ${phones('801', 1, () => 1)[0]}`);
    await wake(c.id);
    await until('the late contact called', async () => ((await progress(c.id)).body.contacts.done === 2 ? true : undefined));
    const res = await t.call('POST', `/v1/voice/campaigns/${c.id}/stop-feed`, { token: alice, body: {} });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [row] = await t.db.select({ active: feeds.active }).from(feeds).where(eq(feeds.id, feed.id));
    expect(row.active).toBe(false);
    await wake(c.id);
    await until('the run to complete once the feed stopped', async () => ((await status(c.id)) === 'completed' ? true : undefined));
  });
});
