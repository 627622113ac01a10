/**
 * Call-outcome classifiers end to end: rules validated (a bad regex named), one active per team,
 * definitions, a test on a pasted transcript (rules and the fake LLM), the after-call step setting
 * each ended call's outcome with a log of why, and reruns (all and filtered) as jobs with progress,
 * runs and logs. Another team's classifier is a 404; an LLM feature without a model is a 422.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TranscriptTurn } from '../../resources/voice/calls.ts';
import type { Config } from '../../server/config.ts';
import { calls, teams } from '../../server/db/schema/index.ts';
import { tickAfterCall } from '../../server/domains/voice/after-call/after-call-worker.ts';
import { startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai.ts';
import { startTestApp, type TestApp } from './harness.ts';

const API = '/v1/voice/agents/classifiers/call-outcome';
const RULES = [
  { outcome: 'do_not_call', role: 'customer', keywords: ['stop calling'] },
  { outcome: 'voicemail', role: 'any', answered_by: ['voicemail'] },
  { outcome: 'callback', role: 'customer', pattern: '\\bcall me (back|later)\\b' },
  { outcome: 'interested', role: 'customer', keywords: ['sounds good'] },
];

let t: TestApp;
let llm: FakeOpenAi;
let token: string;
let teamId: number;
let other: string;

beforeAll(async () => {
  llm = await startFakeOpenAi();
  // No model in the environment: the LLM cases configure the team's own; the worker is driven by hand.
  t = await startTestApp({ afterCallTickMs: 3_600_000, llm: { baseUrl: null, apiKey: null, model: null, timeoutMs: 2_000, maxRetries: 0, prices: {} } } as unknown as Partial<Config>);
  const a = await t.signUp({ name: 'Cleo Classifier' });
  token = a.token;
  teamId = a.user.current_team.id;
  other = (await t.signUp({ name: 'Otto Other' })).token;
}, 60_000);
afterAll(async () => {
  await t?.close();
  await llm?.stop();
});

const create = async (body: Record<string, unknown>, as = token) => t.call('POST', API, { token: as, body: { name: 'Rules', kind: 'rule', outcomes: ['do_not_call', 'voicemail', 'callback', 'interested'], ...body } });
const turns = (...lines: [TranscriptTurn['role'], string][]) => lines.map(([role, text], i) => ({ role, text, at: new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString() }));
const callRow = async (extra: Partial<typeof calls.$inferInsert>) => {
  const [row] = await t.db
    .insert(calls)
    .values({ team_id: teamId, direction: 'outbound', from_number: '+15005550006', to_number: '+14155550100', status: 'completed', ...extra })
    .returning({ id: calls.id });
  return row.id;
};
const outcomeOf = async (id: number) => (await t.db.select({ o: calls.outcome }).from(calls).where(eq(calls.id, id)))[0].o;

describe('rules', () => {
  it('refuses a bad rule with a 422 naming the rule and the regex error', async () => {
    const res = await create({ rules: [RULES[0], { outcome: 'callback', pattern: 'call me (back' }, { outcome: 'interested' }] });
    expect(res.status).toBe(422);
    const keys = Object.keys(res.body.errors);
    expect(keys.some((k) => k.includes('rules') && k.includes('1') && k.includes('pattern'))).toBe(true);
    expect(JSON.stringify(res.body.errors)).toContain('Not a valid regular expression');
    expect(keys.some((k) => k.includes('rules') && k.includes('2'))).toBe(true);
  });

  it('keeps valid rules as given', async () => {
    const res = await create({ rules: RULES });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.rules[2]).toEqual({ outcome: 'callback', role: 'customer', pattern: '\\bcall me (back|later)\\b' });
    expect(res.body.active).toBe(false);
  });
});

describe('definitions and the active classifier', () => {
  it('lists every outcome with what it means', async () => {
    const res = await t.call('GET', `${API}/definitions`, { token });
    expect(res.status).toBe(200);
    expect(res.body.map((d: any) => d.outcome)).toEqual(['interested', 'not_interested', 'callback', 'voicemail', 'do_not_call', 'unknown']);
    expect(res.body.find((d: any) => d.outcome === 'do_not_call').description).toMatch(/never to be called again/);
  });

  it('keeps one classifier active per team: activating one turns the other off', async () => {
    const first = (await create({ name: 'First', rules: RULES })).body;
    const second = (await create({ name: 'Second', rules: RULES })).body;
    expect((await t.call('GET', `${API}/active`, { token })).body).toEqual({ id: null, name: null });
    expect((await t.call('POST', `${API}/${first.id}/activate`, { token, body: {} })).status).toBe(200);
    expect((await t.call('GET', `${API}/active`, { token })).body).toEqual({ id: first.id, name: 'First' });
    expect((await t.call('POST', `${API}/${second.id}/activate`, { token, body: {} })).status).toBe(200);
    expect((await t.call('GET', `${API}/active`, { token })).body).toEqual({ id: second.id, name: 'Second' });
    // The active one cannot be activated again (the button is off on screen).
    expect((await t.call('POST', `${API}/${second.id}/activate`, { token, body: {} })).status).toBe(409);
    expect((await t.call('GET', `${API}/${first.id}`, { token })).body.active).toBe(false);
    // active is not writable through the form: only the action sets it.
    const put = await t.call('PATCH', `${API}/${first.id}`, { token, body: { active: true } });
    expect((await t.call('GET', `${API}/${first.id}`, { token })).body.active).toBe(false);
    expect([200, 422]).toContain(put.status);
    // Another team sees none active, and cannot touch this team's classifier.
    expect((await t.call('GET', `${API}/active`, { token: other })).body).toEqual({ id: null, name: null });
    expect((await t.call('POST', `${API}/${first.id}/activate`, { token: other, body: {} })).status).toBe(404);
  });
});

describe('testing on a pasted transcript', () => {
  it('answers the outcome, confidence and the rule that decided; the conversation wins over the hangup', async () => {
    const c = (await create({ rules: RULES })).body;
    const res = await t.call('POST', `${API}/${c.id}/test`, {
      token,
      body: { transcript: 'Agent: Hi, this is Maya from Sunny Roofs.\nCustomer: Sounds good, but stop calling me at work.', hangup_reason: 'customer_hangup' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ outcome: 'do_not_call', confidence: 100, rule: 0 });
    expect(res.body.reason).toContain('stop calling');
    const vm = await t.call('POST', `${API}/${c.id}/test`, { token, body: { transcript: '[{"role":"voicemail","text":"Leave a message."}]', answered_by: 'voicemail' } });
    expect(vm.body.outcome).toBe('voicemail');
  });

  it('refuses a transcript without speakers (422), an empty rule set (422) and another team (404)', async () => {
    const c = (await create({ rules: RULES })).body;
    const bad = await t.call('POST', `${API}/${c.id}/test`, { token, body: { transcript: 'hello there' } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.transcript).toBeDefined();
    const empty = (await create({ rules: [] })).body;
    expect((await t.call('POST', `${API}/${empty.id}/test`, { token, body: { transcript: 'Agent: hi' } })).status).toBe(422);
    expect((await t.call('POST', `${API}/${c.id}/test`, { token: other, body: { transcript: 'Agent: hi' } })).status).toBe(404);
  });
});

describe('LLM classifiers', () => {
  it('without a model, testing and rerunning answer 422 saying what to configure', async () => {
    const c = (await create({ name: 'Judge', kind: 'llm', prompt: 'Label the call.', min_confidence_pct: 70 })).body;
    const test = await t.call('POST', `${API}/${c.id}/test`, { token, body: { transcript: 'Customer: call me later' } });
    expect(test.status).toBe(422);
    expect(test.body.errors.llm[0]).toMatch(/model/i);
    expect((await t.call('POST', `${API}/${c.id}/rerun`, { token, body: {} })).status).toBe(422);
  });

  it('asks the model for JSON and accepts its answer at or above the threshold, not below', async () => {
    // The fake model is on loopback: the team allows it, as an operator would for a local server.
    await t.db.update(teams).set({ settings: { outbound_allowed_hosts: ['127.0.0.1'] } }).where(eq(teams.id, teamId));
    const settings = await t.call('PUT', '/v1/llm/settings', { token, body: { base_url: llm.baseUrl, model: 'judge-model' } });
    expect(settings.status, JSON.stringify(settings.body)).toBeLessThan(300);
    const c = (await create({ name: 'Judge', kind: 'llm', outcomes: ['interested', 'callback', 'unknown'], prompt: 'You judge solar calls.', min_confidence_pct: 70 })).body;
    llm.handle(() => ({ content: '```json\n{"outcome": "callback", "confidence": 82, "reason": "Asked to be called after work."}\n```' }));
    const sure = await t.call('POST', `${API}/${c.id}/test`, { token, body: { transcript: 'Agent: Hello\nCustomer: Ring me after six.' } });
    expect(sure.status, JSON.stringify(sure.body)).toBe(200);
    expect(sure.body).toEqual({ outcome: 'callback', confidence: 82, reason: 'Asked to be called after work.' });
    const asked = llm.requests.at(-1)!;
    expect(asked.messages[0].content).toContain('You judge solar calls.');
    expect(asked.messages[0].content).toContain('callback: The person asked to be called again');
    expect(asked.messages[0].content).not.toContain('do_not_call');
    expect(asked.messages[1].content).toContain('customer: Ring me after six.');

    llm.handle(() => ({ content: '{"outcome": "interested", "confidence": 55, "reason": "Maybe."}' }));
    const unsure = await t.call('POST', `${API}/${c.id}/test`, { token, body: { transcript: 'Customer: maybe' } });
    expect(unsure.body).toMatchObject({ outcome: 'unknown', confidence: 55 });
    expect(unsure.body.reason).toContain('below the 70%');

    llm.handle(() => ({ content: 'I think they liked it.' }));
    expect((await t.call('POST', `${API}/${c.id}/test`, { token, body: { transcript: 'Customer: ok' } })).status).toBe(502);
    await t.call('PUT', '/v1/llm/settings', { token, body: { base_url: '', model: null } });
  });
});

describe('after the call', () => {
  it('sets each ended call\u2019s outcome with the active classifier and logs which one decided and why', async () => {
    const c = (await create({ name: 'Live rules', rules: RULES })).body;
    await t.call('POST', `${API}/${c.id}/activate`, { token, body: {} });
    const dnc = await callRow({ outcome: 'interested', hangup_reason: 'customer_hangup', answered_by: 'human', transcript: turns(['agent', 'Hi!'], ['customer', 'Stop calling me.']) });
    const vm = await callRow({ answered_by: 'voicemail', transcript: turns(['voicemail', 'Leave a message.']) });
    const silent = await callRow({ status: 'no_answer', outcome: 'callback' });
    while ((await tickAfterCall(t.ctx)) > 0);
    expect(await outcomeOf(dnc)).toBe('do_not_call');
    expect(await outcomeOf(vm)).toBe('voicemail');
    expect(await outcomeOf(silent)).toBe('unknown');
    const logs = (await t.call('GET', `${API}/${c.id}/logs`, { token })).body;
    const mine = logs.find((l: any) => l.call_id === dnc);
    expect(mine).toMatchObject({ old_outcome: 'interested', new_outcome: 'do_not_call', confidence: 100, job_id: null });
    expect(mine.reason).toContain('stop calling');
    expect((await t.call('GET', `${API}/${c.id}/logs`, { token: other })).status).toBe(404);
  });
});

describe('reruns', () => {
  it('reruns over every ended call as a job with progress, runs and logs (old → new, why)', async () => {
    const c = (await create({ name: 'Rerun rules', rules: RULES })).body;
    const ids: number[] = [];
    for (let i = 0; i < 12; i++)
      ids.push(await callRow({ outcome: 'unknown', after_call_at: new Date(), transcript: turns(['agent', 'Hello'], ['customer', i % 2 ? 'Call me back tomorrow' : 'Sounds good!']) }));
    const live = await callRow({ status: 'in_progress', transcript: turns(['customer', 'Sounds good']) });
    const queued = await t.call('POST', `${API}/${c.id}/rerun`, { token, body: {} });
    expect(queued.status, JSON.stringify(queued.body)).toBe(200);
    const job = await t.waitForJob(token, queued.body.job_id);
    expect(job.status, job.error).toBe('completed');
    expect(await outcomeOf(ids[0])).toBe('interested');
    expect(await outcomeOf(ids[1])).toBe('callback');
    expect(await outcomeOf(live)).toBe('unknown');
    const progress = await t.call('GET', `${API}/runs/${queued.body.job_id}/progress`, { token });
    expect(progress.status).toBe(200);
    expect(progress.body).toMatchObject({ id: queued.body.job_id, status: 'completed' });
    expect(progress.body.done).toBe(progress.body.total);
    expect(progress.body.changed).toBeGreaterThanOrEqual(12);
    const runs = (await t.call('GET', `${API}/${c.id}/runs`, { token })).body;
    expect(runs.map((r: any) => r.id)).toEqual([queued.body.job_id]);
    const logs = (await t.call('GET', `${API}/${c.id}/logs`, { token, query: { job_id: String(queued.body.job_id), changed: 'true' } })).body;
    expect(logs.find((l: any) => l.call_id === ids[1])).toMatchObject({ old_outcome: 'unknown', new_outcome: 'callback', job_id: queued.body.job_id });
    expect(logs.every((l: any) => l.old_outcome !== l.new_outcome)).toBe(true);
    expect((await t.call('GET', `${API}/runs/${queued.body.job_id}/progress`, { token: other })).status).toBe(404);
    expect((await t.call('GET', `${API}/${c.id}/runs`, { token: other })).status).toBe(404);
  });

  it('reruns only the calls the filters keep, and refuses bad filters', async () => {
    const c = (await create({ name: 'Filtered', rules: [{ outcome: 'not_interested', role: 'any', min_duration_seconds: 0 }], outcomes: ['not_interested'] })).body;
    const inside = await callRow({ outcome: 'callback', started_at: new Date('2026-03-10T10:00:00Z'), after_call_at: new Date() });
    const outside = await callRow({ outcome: 'callback', started_at: new Date('2026-05-10T10:00:00Z'), after_call_at: new Date() });
    const wrongOutcome = await callRow({ outcome: 'voicemail', started_at: new Date('2026-03-11T10:00:00Z'), after_call_at: new Date() });
    const bad = await t.call('POST', `${API}/${c.id}/rerun-filtered`, { token, body: { started_from: 'yesterday' } });
    expect(bad.status).toBe(422);
    const queued = await t.call('POST', `${API}/${c.id}/rerun-filtered`, { token, body: { outcome: 'callback', started_from: '2026-03-01T00:00:00Z', started_to: '2026-03-31T00:00:00Z' } });
    expect(queued.status, JSON.stringify(queued.body)).toBe(200);
    const job = await t.waitForJob(token, queued.body.job_id);
    expect(job.status).toBe('completed');
    expect(job.progress_total).toBe(1);
    expect(await outcomeOf(inside)).toBe('not_interested');
    expect(await outcomeOf(outside)).toBe('callback');
    expect(await outcomeOf(wrongOutcome)).toBe('voicemail');
    const runs = (await t.call('GET', `${API}/${c.id}/runs`, { token })).body;
    expect(runs[0].filters).toMatchObject({ outcome: 'callback' });
  });
});
