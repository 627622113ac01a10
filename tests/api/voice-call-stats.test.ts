/**
 * The call log's figures (GET /v1/voice/calls/stats, /dashboard, /analyses, /daily-stats,
 * /pivot-stats), a call's timeline and the AI filter (POST /v1/voice/calls/ai-filter) against the
 * fake OpenAI server: figures checked against known calls, team scoping, whitelisted dimensions,
 * and a model answer that names an unknown field refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../server/config.ts';
import { agentCampaigns, agents, callEvents, calls } from '../../server/db/schema/index.ts';
import { startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai.ts';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let llm: FakeOpenAi;
let owner: Awaited<ReturnType<TestApp['signUp']>>;
let other: Awaited<ReturnType<TestApp['signUp']>>;
let solar: number;
let dental: number;
let campaign: number;
let firstCall: number;

const at = (day: string, time = '12:00:00') => new Date(`${day}T${time}Z`);
const RANGE = 'from=2026-03-02&to=2026-03-08';

beforeAll(async () => {
  llm = await startFakeOpenAi();
  t = await startTestApp({ llm: { baseUrl: llm.baseUrl, apiKey: null, model: 'filter-model', timeoutMs: 2_000, maxRetries: 0, prices: {} } } as Partial<Config>);
  owner = await t.signUp({ name: 'Olga Operator' });
  other = await t.signUp({ name: 'Otto Other' });
  const teamId = owner.user.current_team.id;
  const own = { team_id: teamId, created_by_id: owner.user.id, updated_by_id: owner.user.id };
  [{ id: solar }, { id: dental }] = await t.db
    .insert(agents)
    .values([
      { ...own, name: 'Solar Sam', voice: 'nova', system_prompt: 'Sell solar.' },
      { ...own, name: 'Dental Dee', voice: 'nova', system_prompt: 'Remind.' },
    ])
    .returning({ id: agents.id });
  [{ id: campaign }] = await t.db.insert(agentCampaigns).values({ ...own, name: 'Bay Area', agent_id: solar, status: 'paused' }).returning({ id: agentCampaigns.id });
  const call = (agent: number, day: string, status: string, outcome: string, seconds: number, cost: number, more: Record<string, unknown> = {}) => ({
    ...own,
    agent_id: agent,
    direction: 'outbound' as const,
    from_number: '+14155550100',
    to_number: '+14155550199',
    status: status as 'completed',
    outcome: outcome as 'interested',
    started_at: at(day),
    duration_seconds: seconds,
    cost,
    currency: 'USD' as const,
    answered_by: (status === 'completed' ? (outcome === 'voicemail' ? 'voicemail' : 'human') : null) as 'human' | null,
    hangup_reason: (status === 'completed' ? (outcome === 'voicemail' ? 'voicemail_left' : 'customer_hangup') : status) as 'busy',
    ...more,
  });
  const rows = await t.db
    .insert(calls)
    .values([
      call(solar, '2026-03-02', 'completed', 'interested', 120, 18, { campaign_id: campaign }),
      call(solar, '2026-03-02', 'completed', 'voicemail', 30, 9, { campaign_id: campaign }),
      call(solar, '2026-03-02', 'no_answer', 'unknown', 0, 1, { campaign_id: campaign }),
      call(solar, '2026-03-03', 'completed', 'not_interested', 60, 9),
      call(dental, '2026-03-03', 'completed', 'callback', 90, 18, { direction: 'inbound' }),
      call(dental, '2026-03-03', 'busy', 'unknown', 0, 1),
      call(dental, '2026-03-04', 'completed', 'interested', 240, 36, { currency: 'EUR' }),
      // Never answered: no started_at, placed (created) on the 5th.
      call(dental, '2026-03-05', 'failed', 'unknown', 0, 0, { started_at: null, created_at: at('2026-03-05') }),
      // Outside the range.
      call(solar, '2026-03-09', 'completed', 'interested', 100, 18),
    ])
    .returning({ id: calls.id });
  firstCall = rows[0].id;
  // Another team's calls never count.
  const theirs = { team_id: other.user.current_team.id, created_by_id: other.user.id, updated_by_id: other.user.id };
  await t.db.insert(calls).values({ ...theirs, direction: 'outbound', from_number: '+14155550100', to_number: '+14155550199', status: 'completed', outcome: 'interested', started_at: at('2026-03-03'), duration_seconds: 999, cost: 500 });
  await t.db.insert(callEvents).values([
    { team_id: teamId, call_id: firstCall, provider: 'simulator', event_id: 'e1', type: 'call.queued', occurred_at: at('2026-03-02', '11:59:50') },
    { team_id: teamId, call_id: firstCall, provider: 'simulator', event_id: 'e2', type: 'call.answered', data: { answered_by: 'human' }, occurred_at: at('2026-03-02', '12:00:00') },
    { team_id: teamId, call_id: firstCall, provider: 'simulator', event_id: 'e3', type: 'call.hangup', data: { reason: 'customer_hangup', duration_seconds: 120, cost: 18, currency: 'USD' }, occurred_at: at('2026-03-02', '12:02:00') },
  ]);
}, 60_000);
afterAll(async () => {
  await t?.close();
  await llm?.stop();
});

const get = (path: string, token = owner.token) => t.call('GET', `/v1/voice/calls/${path}`, { token });

describe('GET /v1/voice/calls/stats', () => {
  it('sums the range: calls, answered, the rate over ended calls, durations, cost per currency and outcomes', async () => {
    const res = await get(`stats?${RANGE}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const f = res.body.figures;
    expect(f).toMatchObject({ calls: 8, answered: 4, ended: 8, completed: 5, talk_seconds: 540 });
    expect(f.answer_rate).toBeCloseTo(4 / 8);
    expect(f.avg_duration_seconds).toBeCloseTo(540 / 5);
    // Largest first, never added across currencies.
    expect(f.cost).toEqual([
      { currency: 'USD', amount: 18 + 9 + 1 + 9 + 18 + 1 },
      { currency: 'EUR', amount: 36 },
    ]);
    expect(f.outcomes).toMatchObject({ interested: 2, not_interested: 1, callback: 1, voicemail: 1, unknown: 0 });
  });

  it('takes the calls list’s filters: agent, campaign, outcome, answered by, direction, duration', async () => {
    expect((await get(`stats?${RANGE}&agent_id=${dental}`)).body.figures.calls).toBe(4);
    expect((await get(`stats?${RANGE}&campaign_id=${campaign}`)).body.figures.calls).toBe(3);
    expect((await get(`stats?${RANGE}&outcome=interested&outcome=callback`)).body.figures.calls).toBe(3);
    expect((await get(`stats?${RANGE}&answered_by=voicemail`)).body.figures.calls).toBe(1);
    expect((await get(`stats?${RANGE}&direction=inbound`)).body.figures.calls).toBe(1);
    expect((await get(`stats?${RANGE}&duration_seconds_gte=60&duration_seconds_lte=120`)).body.figures.calls).toBe(3);
    // A day as the end of the started_at range includes that whole day.
    expect((await get(`stats?started_at_gte=2026-03-03&started_at_lte=2026-03-03`)).body.figures.calls).toBe(3);
  });

  it('refuses a filter the list does not have, or a bad value, with 422 naming it', async () => {
    const res = await get('stats?secret_field=1');
    expect(res.status).toBe(422);
    expect(res.body.errors).toHaveProperty('secret_field');
    expect((await get('stats?outcome=maybe')).status).toBe(422);
    expect((await get('stats?from=2026-03-09&to=2026-03-01')).status).toBe(422);
  });

  it('counts only the caller’s team', async () => {
    const res = await get(`stats?${RANGE}`, other.token);
    expect(res.body.figures).toMatchObject({ calls: 1, talk_seconds: 999 });
  });
});

describe('GET /v1/voice/calls/dashboard', () => {
  it('answers every day of the range, outcomes, who answered, hangup reasons and agents', async () => {
    const res = await get(`dashboard?${RANGE}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const d = res.body;
    expect(d.by_day).toHaveLength(7);
    expect(d.by_day.slice(0, 4).map((x: any) => [x.day, x.calls, x.answered, x.talk_seconds])).toEqual([
      ['2026-03-02', 3, 1, 150],
      ['2026-03-03', 3, 2, 150],
      ['2026-03-04', 1, 1, 240],
      ['2026-03-05', 1, 0, 0],
    ]);
    expect(d.by_day[0].cost).toEqual([{ currency: 'USD', amount: 28 }]);
    expect(d.outcomes[0]).toEqual({ value: 'interested', count: 2 });
    expect(d.answered_by).toContainEqual({ value: null, count: 3 });
    expect(d.hangup_reasons).toContainEqual({ value: 'customer_hangup', count: 4 });
    expect(d.agents.map((a: any) => [a.agent_name, a.calls, a.answered])).toEqual([
      ['Dental Dee', 4, 2],
      ['Solar Sam', 4, 2],
    ]);
  });

  it('filters by agent', async () => {
    const d = (await get(`dashboard?${RANGE}&agent_id=${solar}`)).body;
    expect(d.figures.calls).toBe(4);
    expect(d.agents).toHaveLength(1);
  });
});

describe('GET /v1/voice/calls/analyses', () => {
  it('counts the calls by each small dimension', async () => {
    const a = (await get(`analyses?${RANGE}`)).body;
    expect(a.total).toBe(8);
    expect(a.by.direction).toEqual(expect.arrayContaining([expect.objectContaining({ value: 'inbound', calls: 1 }), expect.objectContaining({ value: 'outbound', calls: 7 })]));
    expect(a.by.status.find((s: any) => s.value === 'completed').calls).toBe(5);
  });
});

describe('GET /v1/voice/calls/daily-stats', () => {
  it('answers a row per day and agent, newest first, with outcomes and cost', async () => {
    const res = await get(`daily-stats?${RANGE}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.rows.map((r: any) => [r.day, r.agent_name, r.calls, r.answered])).toEqual([
      ['2026-03-05', 'Dental Dee', 1, 0],
      ['2026-03-04', 'Dental Dee', 1, 1],
      ['2026-03-03', 'Dental Dee', 2, 1],
      ['2026-03-03', 'Solar Sam', 1, 1],
      ['2026-03-02', 'Solar Sam', 3, 1],
    ]);
    const solarDay = res.body.rows[4];
    expect(solarDay.answer_rate).toBeCloseTo(1 / 3);
    expect(solarDay.avg_duration_seconds).toBeCloseTo(75);
    expect(solarDay.outcomes).toMatchObject({ interested: 1, voicemail: 1 });
    expect(solarDay.cost).toEqual([{ currency: 'USD', amount: 28 }]);
    expect(res.body.totals.calls).toBe(8);
  });
});

describe('GET /v1/voice/calls/pivot-stats', () => {
  it('puts agents against outcomes, counting calls, with totals', async () => {
    const res = await get(`pivot-stats?${RANGE}&rows=agent&columns=outcome&measure=calls`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const p = res.body;
    expect(p.rows.map((r: any) => r.label).sort()).toEqual(['Dental Dee', 'Solar Sam']);
    const cell = (row: number, column: string) => p.cells.find((c: any) => c.row === String(row) && c.column === column)?.value;
    expect(cell(solar, 'interested')).toBe(1);
    expect(cell(solar, 'unknown')).toBe(1);
    expect(cell(dental, 'unknown')).toBe(2);
    expect(p.column_totals.find((c: any) => c.column === 'unknown').value).toBe(3);
    expect(p.total.value).toBe(8);
  });

  it('recomputes a rate’s totals rather than adding rates', async () => {
    const p = (await get(`pivot-stats?${RANGE}&rows=day&measure=answer_rate`)).body;
    expect(p.rows.map((r: any) => r.key)).toEqual(['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05']);
    expect(p.row_totals[0].value).toBeCloseTo(1 / 3);
    expect(p.total.value).toBeCloseTo(4 / 8);
  });

  it('answers cost per currency', async () => {
    const p = (await get(`pivot-stats?${RANGE}&rows=agent&measure=cost`)).body;
    expect(p.row_totals.find((r: any) => r.row === String(dental)).cost).toEqual([
      { currency: 'EUR', amount: 36 },
      { currency: 'USD', amount: 19 },
    ]);
  });

  it('groups by week', async () => {
    const p = (await get(`pivot-stats?from=2026-03-01&to=2026-03-10&rows=week&columns=direction`)).body;
    expect(p.rows.map((r: any) => r.key)).toEqual(['2026-03-02', '2026-03-09']);
  });

  it('refuses dimensions and measures outside the whitelist with 422', async () => {
    const bad = await get(`pivot-stats?rows=to_number`);
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toHaveProperty('rows');
    expect((await get(`pivot-stats?rows=agent&columns=agent`)).status).toBe(422);
    expect((await get(`pivot-stats?rows=agent&measure=sum(cost)`)).body.errors).toHaveProperty('measure');
    expect((await get(`pivot-stats`)).status).toBe(422);
  });
});

describe('GET /v1/voice/calls/{id}/timeline', () => {
  it('answers the call’s events in order, and 404 to another team', async () => {
    const res = await get(`${firstCall}/timeline`);
    expect(res.status).toBe(200);
    expect(res.body.events.map((e: any) => e.type)).toEqual(['call.queued', 'call.answered', 'call.hangup']);
    expect(res.body.events[1].data).toEqual({ answered_by: 'human' });
    expect((await get(`${firstCall}/timeline`, other.token)).status).toBe(404);
  });
});

describe('POST /v1/voice/calls/ai-filter', () => {
  const ask = (text: string, token = owner.token) => t.call('POST', '/v1/voice/calls/ai-filter', { token, body: { text } });

  it('turns a sentence into the list’s filter with the team’s agents, checked, not applied', async () => {
    llm.handle(() => ({ tool_calls: [{ name: 'set_call_filter', arguments: JSON.stringify({ agent_id: [solar], outcome: ['voicemail'], started_from: '2026-03-02', started_to: '2026-03-08' }) }] }));
    const res = await ask('calls of the solar agent last week that went to voicemail');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.query).toEqual({ agent_id: [String(solar)], outcome: ['voicemail'], started_at_gte: '2026-03-02', started_at_lte: '2026-03-08' });
    expect(res.body.names.agents).toEqual({ [solar]: 'Solar Sam' });
    // The model was told the team's agents and today's date, and offered only the filter tool.
    const request = llm.requests.at(-1)!;
    expect(request.messages[0].content).toContain(`${solar}: Solar Sam`);
    expect(request.tools?.map((tool) => tool.function.name)).toEqual(['set_call_filter']);
    // The answer's query gives the list exactly those calls.
    const listed = await t.call('GET', `/v1/voice/calls?agent_id=${solar}&outcome=voicemail&started_at_gte=2026-03-02&started_at_lte=2026-03-08`, { token: owner.token });
    expect(listed.status).toBe(200);
    expect(listed.body).toHaveLength(1);
  });

  it('refuses a model answer with a field the list does not have, or another team’s agent', async () => {
    llm.handle(() => ({ tool_calls: [{ name: 'set_call_filter', arguments: JSON.stringify({ outcome: ['voicemail'], customer_mood: 'angry' }) }] }));
    const unknown = await ask('angry customers');
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors.text[0]).toMatch(/customer_mood/);
    llm.handle(() => ({ tool_calls: [{ name: 'set_call_filter', arguments: JSON.stringify({ agent_id: [999_999] }) }] }));
    expect((await ask('calls of agent 999999')).status).toBe(422);
    llm.handle(() => ({ tool_calls: [{ name: 'set_call_filter', arguments: JSON.stringify({ outcome: ['ecstatic'] }) }] }));
    expect((await ask('happy calls')).status).toBe(422);
    llm.handle(() => ({ content: 'I cannot help with that.' }));
    expect((await ask('what is the weather')).status).toBe(422);
  });

  it('reads a filter the model wrote as JSON text', async () => {
    llm.handle(() => ({ content: 'Here you go: {"direction": "inbound", "min_duration_seconds": 60}' }));
    const res = await ask('inbound calls over a minute');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.query).toEqual({ direction: 'inbound', duration_seconds_gte: '60' });
  });

  it('answers 422 saying what to configure when the team has no model', async () => {
    const bare = await startTestApp();
    try {
      const someone = await bare.signUp();
      const res = await bare.call('POST', '/v1/voice/calls/ai-filter', { token: someone.token, body: { text: 'calls that went to voicemail' } });
      expect(res.status).toBe(422);
      expect(res.body.errors.llm[0]).toMatch(/language model/i);
    } finally {
      await bare.close();
    }
  }, 60_000);
});
