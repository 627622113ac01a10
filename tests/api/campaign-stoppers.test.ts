/**
 * Campaign stoppers: a field condition needs its field and value (422 per field); the test
 * endpoint evaluates a stopper against pasted values or one of the team's calls and stops
 * nothing; after a campaign's calls, N refusals in a row, or an extracted field equal to the
 * value, stop the campaign (as its stop action would), while a campaign already completed stays.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignStoppers, postProcessing } from '../../resources/voice/index.ts';
import { agentCampaigns, agents, calls } from '../../server/db/schema/index.ts';
import { tickAfterCall } from '../../server/domains/voice/after-call/after-call-worker.ts';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let owner: { token: string; teamId: number; agentId: number };
let other: { token: string; teamId: number; agentId: number };
const path = campaignStoppers.apiPath;

async function member(name: string) {
  const person = await t.signUp({ name });
  const teamId = person.user.current_team.id;
  const [agent] = await t.db.insert(agents).values({ team_id: teamId, name: `${name}'s agent`, voice: 'alloy', system_prompt: 'Be brief.' }).returning({ id: agents.id });
  return { token: person.token, teamId, agentId: agent.id };
}

async function campaign(who = owner, status: 'running' | 'completed' = 'running') {
  const [row] = await t.db.insert(agentCampaigns).values({ team_id: who.teamId, name: 'Solar', agent_id: who.agentId, status }).returning();
  return row;
}

async function endedCall(teamId: number, campaignId: number | null, outcome: 'not_interested' | 'interested', text = 'No thanks.') {
  const [row] = await t.db
    .insert(calls)
    .values({ team_id: teamId, campaign_id: campaignId, direction: 'outbound', from_number: '+15005550006', to_number: '+14155550100', status: 'completed', outcome, transcript: [{ role: 'customer', text, at: '2026-11-20T10:00:00Z' }] })
    .returning();
  return row;
}

async function stopper(body: Record<string, unknown>, token = owner.token) {
  const res = await t.call('POST', path, { token, body: { name: 'Stopper', ...body } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

const statusOf = async (id: number) => (await t.db.select().from(agentCampaigns).where(eq(agentCampaigns.id, id)))[0].status;

beforeAll(async () => {
  t = await startTestApp({ afterCallTickMs: 3_600_000 });
  owner = await member('Stella');
  other = await member('Omar');
});
afterAll(() => t?.close());

describe('saving a stopper', () => {
  it('lists and creates at GET and POST /v1/voice/post-processing/campaign-stopper', async () => {
    const c = await campaign();
    const made = await stopper({ campaign_id: c.id, condition: 'outcome_streak', outcome: 'not_interested', count: 3 });
    const list = await t.call('GET', path, { token: owner.token });
    expect(list.status).toBe(200);
    expect(list.body.map((s: { id: number }) => s.id)).toContain(made.id);
    expect((await t.call('GET', path, { token: other.token })).body).toEqual([]);
  });

  it('refuses a field condition without its field and value, a bad count, and another team’s campaign', async () => {
    const c = await campaign();
    const res = await t.call('POST', path, { token: owner.token, body: { name: 'x', campaign_id: c.id, condition: 'field_equals' } });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['field', 'value']);
    const count = await t.call('POST', path, { token: owner.token, body: { name: 'x', campaign_id: c.id, count: 0 } });
    expect(count.status).toBe(422);
    expect(count.body.errors.count).toBeDefined();
    const foreign = await t.call('POST', path, { token: other.token, body: { name: 'x', campaign_id: c.id } });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors.campaign_id).toBeDefined();
  });
});

describe('testing a stopper', () => {
  it('evaluates pasted values and outcomes, and a call of the team; stops nothing', async () => {
    const c = await campaign();
    const byField = await stopper({ campaign_id: c.id, condition: 'field_equals', field: 'wants_no_calls', value: 'true' });
    const test = (id: number, body: unknown, token = owner.token) => t.call('POST', `${path}/${id}/test`, { token, body });
    expect((await test(byField.id, { values: { wants_no_calls: true } })).body).toMatchObject({ holds: true });
    const no = await test(byField.id, { values: { wants_no_calls: false } });
    expect(no.body).toMatchObject({ holds: false, reason: expect.stringContaining('wants_no_calls is false') });

    const streak = await stopper({ campaign_id: c.id, condition: 'outcome_streak', outcome: 'not_interested', count: 2 });
    expect((await test(streak.id, { recent_outcomes: ['not_interested', 'not_interested', 'interested'] })).body.holds).toBe(true);
    expect((await test(streak.id, { recent_outcomes: ['not_interested', 'interested', 'not_interested'] })).body).toMatchObject({ holds: false, reason: expect.stringContaining('last 1 call') });

    const call = await endedCall(owner.teamId, c.id, 'not_interested');
    const onCall = await test(streak.id, { call_id: call.id });
    expect(onCall.status).toBe(200);
    expect(onCall.body.holds).toBe(false);
    expect(await statusOf(c.id)).toBe('running');
  });

  it('answers 422 without anything to judge or with another team’s call, and 404 for another team’s stopper', async () => {
    const c = await campaign();
    const s = await stopper({ campaign_id: c.id });
    const foreignCall = await endedCall(other.teamId, null, 'interested');
    const empty = await t.call('POST', `${path}/${s.id}/test`, { token: owner.token, body: {} });
    expect(empty.status).toBe(422);
    expect(empty.body.errors.call_id).toBeDefined();
    const foreign = await t.call('POST', `${path}/${s.id}/test`, { token: owner.token, body: { call_id: foreignCall.id } });
    expect(foreign.status).toBe(422);
    expect((await t.call('POST', `${path}/${s.id}/test`, { token: other.token, body: { values: {} } })).status).toBe(404);
    expect((await t.call('POST', `${path}/${s.id}/test`, { token: owner.token, body: { values: { a: [1] } } })).status).toBe(422);
  });
});

describe('after a campaign’s calls', () => {
  it('stops the campaign after N refusals in a row, not before; a completed campaign stays completed', async () => {
    const c = await campaign();
    const done = await campaign(owner, 'completed');
    const s = await stopper({ campaign_id: c.id, condition: 'outcome_streak', outcome: 'not_interested', count: 3 });
    await stopper({ campaign_id: done.id, condition: 'outcome_streak', outcome: 'not_interested', count: 1 });
    await endedCall(owner.teamId, c.id, 'not_interested');
    await endedCall(owner.teamId, c.id, 'interested');
    await endedCall(owner.teamId, c.id, 'not_interested');
    await endedCall(owner.teamId, c.id, 'not_interested');
    await endedCall(owner.teamId, done.id, 'not_interested');
    await tickAfterCall(t.ctx);
    expect(await statusOf(c.id)).toBe('running');
    expect(await statusOf(done.id)).toBe('completed');
    await endedCall(owner.teamId, c.id, 'not_interested');
    await tickAfterCall(t.ctx);
    expect(await statusOf(c.id)).toBe('stopped');
    const row = (await t.call('GET', `${path}/${s.id}`, { token: owner.token })).body;
    expect(row.triggered_at).toBeTruthy();
    expect(row.last_reason).toMatch(/last 3 call/);
  });

  it('stops the campaign when a field a pipeline extracted equals the value', async () => {
    const c = await campaign();
    const made = await t.call('POST', postProcessing.apiPath, { token: owner.token, body: { name: 'Stop words', fields: [{ key: 'wants_no_calls', type: 'boolean', by: 'rule', pattern: 'stop calling' }] } });
    expect(made.status).toBe(201);
    await stopper({ campaign_id: c.id, condition: 'field_equals', field: 'wants_no_calls', value: 'true' });
    await endedCall(owner.teamId, c.id, 'not_interested', 'Not now.');
    await tickAfterCall(t.ctx);
    expect(await statusOf(c.id)).toBe('running');
    await endedCall(owner.teamId, c.id, 'not_interested', 'Please stop calling me.');
    await tickAfterCall(t.ctx);
    expect(await statusOf(c.id)).toBe('stopped');
  });
});
