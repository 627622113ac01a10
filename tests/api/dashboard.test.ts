/**
 * GET /v1/dashboard: the team's messages, calls, spend and recent campaigns over a range of days,
 * computed by the same queries as the SMS report and the call figures (the figures are compared),
 * for the caller's team only. Amounts are millionths of their currency.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember } from '../../server/accounts/users.ts';
import { agentCampaigns, agents, calls, campaigns, hlrLookups, invoices, mnpRequests, smsMessages, topUps } from '../../server/db/schema/index.ts';
import { seedDemo } from '../../server/seed/demo.ts';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let owner: Awaited<ReturnType<TestApp['signUp']>>;
let teamId: number;

const at = (day: string, time = '12:00:00') => new Date(`${day}T${time}Z`);
const RANGE = { from: '2026-03-01', to: '2026-03-07' };

beforeAll(async () => {
  t = await startTestApp();
  owner = await t.signUp({ name: 'Dana Dashboard' });
  teamId = owner.user.current_team.id;
  const own = { team_id: teamId, created_by_id: owner.user.id, updated_by_id: owner.user.id };
  const call = (day: string, status: string, outcome: string, seconds: number, cost: number, time?: string, currency = 'USD') => ({
    ...own,
    direction: 'outbound' as const,
    from_number: '+14155550100',
    to_number: '+14155550199',
    status: status as 'completed',
    outcome: outcome as 'interested',
    started_at: at(day, time),
    duration_seconds: seconds,
    cost,
    currency: currency as 'USD',
  });
  await t.db.insert(calls).values([
    call('2026-03-01', 'completed', 'interested', 120, 18, '00:00:00'),
    call('2026-03-01', 'completed', 'voicemail', 30, 9),
    call('2026-03-02', 'no_answer', 'unknown', 0, 1),
    call('2026-03-02', 'completed', 'not_interested', 60, 9),
    call('2026-03-02', 'busy', 'unknown', 0, 1, '23:59:59'),
    call('2026-03-05', 'completed', 'interested', 240, 36, '08:00:00', 'EUR'),
    call('2026-03-05', 'ringing', 'unknown', 0, 0),
    // Outside the range, on either side.
    call('2026-02-28', 'completed', 'interested', 100, 18, '23:59:59'),
    call('2026-03-08', 'completed', 'interested', 100, 18, '00:00:00'),
  ]);
  await t.db.insert(hlrLookups).values([
    { ...own, phone: '+14155550101', status: 'valid', checked_at: at('2026-03-01'), cost: 2, currency: 'USD' },
    { ...own, phone: '+14155550102', status: 'valid', checked_at: at('2026-03-09'), cost: 5, currency: 'USD' },
  ]);
  await t.db.insert(mnpRequests).values([{ ...own, phone: '+4915112345678', status: 'completed', checked_at: at('2026-03-01', '18:00:00'), cost: 3, currency: 'USD' }]);
  await t.db.insert(topUps).values([
    { ...own, amount: 50_000, currency: 'EUR', method: 'card', status: 'completed', completed_at: at('2026-03-03') },
    { ...own, amount: 20_000, currency: 'EUR', method: 'card', status: 'failed', completed_at: null },
  ]);
  await t.db.insert(invoices).values([
    { ...own, number: 'INV-1', period_start: at('2026-02-01'), period_end: at('2026-02-28'), amount: 10_000, tax: 2_100, total: 12_100, currency: 'EUR', status: 'open', created_at: at('2026-03-01', '06:00:00') },
    { ...own, number: 'INV-0', period_start: at('2026-01-01'), period_end: at('2026-01-31'), amount: 5_000, tax: 0, total: 5_000, currency: 'EUR', status: 'void', created_at: at('2026-03-02') },
  ]);
  const [agent] = await t.db.insert(agents).values({ ...own, name: 'Maya', voice: 'nova', system_prompt: 'Be kind.' }).returning({ id: agents.id });
  const [voice] = await t.db
    .insert(agentCampaigns)
    .values({ ...own, name: 'Callbacks', agent_id: agent.id, status: 'paused', contacts_total: 40, schedule_start: at('2026-03-01'), updated_at: at('2026-03-06') })
    .returning({ id: agentCampaigns.id });
  await t.db.insert(calls).values({ ...call('2026-01-15', 'completed', 'interested', 60, 9), campaign_id: voice.id });
  const sms = (day: string, status: 'delivered' | 'failed' | 'sent', cost: number | null, currency: 'USD' | 'EUR' | null = 'USD', time?: string) => ({
    ...own,
    to: '+4915112345678',
    from: 'Parley',
    text: 'Hi',
    encoding: 'gsm7' as const,
    parts: 1,
    status,
    cost,
    currency,
    created_at: at(day, time),
    submitted_at: cost === null ? null : at(day, time),
  });
  await t.db.insert(smsMessages).values([
    sms('2026-03-01', 'delivered', 31_437),
    sms('2026-03-01', 'delivered', 31_437),
    sms('2026-03-01', 'failed', 31_437),
    sms('2026-03-02', 'sent', 7_250, 'EUR'),
    // Never handed to an SMSC (no route): counted, not charged.
    sms('2026-03-03', 'failed', null, null),
    sms('2026-03-08', 'delivered', 31_437, 'USD', '00:00:00'),
  ]);
  await t.db.insert(campaigns).values([
    { ...own, name: 'Spring sale', text: 'Hi', status: 'completed', recipients: 900, started_at: at('2026-03-02'), finished_at: at('2026-03-02', '13:00:00'), updated_at: at('2026-03-04') },
    { ...own, name: 'Draft idea', text: 'Hi', status: 'draft', recipients: 0, updated_at: at('2026-03-07') },
  ]);
});
afterAll(() => t?.close());

const dashboard = (query: Record<string, string>, token = owner.token) => t.call('GET', '/v1/dashboard', { token, query });

describe('GET /v1/dashboard', () => {
  it('counts the calls of the range: answered, ended, the rate, talk time, per day and by outcome', async () => {
    const res = await dashboard(RANGE);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { calls: c } = res.body;
    expect(res.body).toMatchObject({ from: '2026-03-01', to: '2026-03-07', days: 7 });
    expect(c).toMatchObject({ total: 7, answered: 3, ended: 6, talk_seconds: 450 });
    expect(c.answer_rate).toBeCloseTo(3 / 6);
    expect(c.by_day).toEqual([
      { day: '2026-03-01', total: 2, answered: 1 },
      { day: '2026-03-02', total: 3, answered: 1 },
      { day: '2026-03-03', total: 0, answered: 0 },
      { day: '2026-03-04', total: 0, answered: 0 },
      { day: '2026-03-05', total: 2, answered: 1 },
      { day: '2026-03-06', total: 0, answered: 0 },
      { day: '2026-03-07', total: 0, answered: 0 },
    ]);
    expect(c.outcomes).toEqual([
      { outcome: 'interested', count: 2 },
      { outcome: 'not_interested', count: 1 },
      { outcome: 'voicemail', count: 1 },
    ]);
  });

  it('counts the messages of the range exactly as the SMS report does', async () => {
    const { messages } = (await dashboard(RANGE)).body;
    expect(messages).toMatchObject({ messages: 5, sent: 4, delivered: 2, failed: 2, queued: 0 });
    expect(messages.cost).toEqual([
      { currency: 'USD', amount: 3 * 31_437 },
      { currency: 'EUR', amount: 7_250 },
    ]);
    expect(messages.by_day.slice(0, 3)).toEqual([
      { day: '2026-03-01', sent: 3, delivered: 2 },
      { day: '2026-03-02', sent: 1, delivered: 0 },
      { day: '2026-03-03', sent: 0, delivered: 0 },
    ]);
    const report = await t.call('GET', '/v1/sms/reports', { token: owner.token, query: { ...RANGE, group_by: 'day' } });
    expect(report.status, JSON.stringify(report.body)).toBe(200);
    const { messages: count, sent, delivered, failed, queued, cost } = report.body.totals;
    expect(messages).toMatchObject({ messages: count, sent, delivered, failed, queued, cost });
  });

  it('agrees with the call figures the calls pages show, spend on calls included', async () => {
    const { calls: c, spend } = (await dashboard(RANGE)).body;
    const figures = (await t.call('GET', '/v1/voice/calls/dashboard', { token: owner.token, query: RANGE })).body;
    expect({ total: c.total, answered: c.answered, ended: c.ended, talk_seconds: c.talk_seconds }).toEqual({
      total: figures.figures.calls,
      answered: figures.figures.answered,
      ended: figures.figures.ended,
      talk_seconds: figures.figures.talk_seconds,
    });
    const callSpend: Record<string, number> = {};
    for (const d of spend.by_day) if (d.source === 'calls') callSpend[d.currency] = (callSpend[d.currency] ?? 0) + d.amount;
    expect(callSpend).toEqual(Object.fromEntries(figures.figures.cost.map((m: any) => [m.currency, m.amount * 10_000])));
  });

  it('adds up spend per currency in millionths from each SMS, call and lookup, with top-ups and invoices beside it', async () => {
    const { spend } = (await dashboard(RANGE)).body;
    const cents = 10_000;
    expect(spend.totals).toEqual([
      { currency: 'USD', amount: (18 + 9 + 1 + 9 + 1 + 2 + 3) * cents + 3 * 31_437 },
      { currency: 'EUR', amount: 36 * cents + 7_250 },
    ]);
    expect(spend.by_day).toEqual([
      { day: '2026-03-01', source: 'calls', currency: 'USD', amount: 27 * cents },
      { day: '2026-03-01', source: 'lookups', currency: 'USD', amount: 5 * cents },
      { day: '2026-03-01', source: 'sms', currency: 'USD', amount: 3 * 31_437 },
      { day: '2026-03-02', source: 'calls', currency: 'USD', amount: 11 * cents },
      { day: '2026-03-02', source: 'sms', currency: 'EUR', amount: 7_250 },
      { day: '2026-03-05', source: 'calls', currency: 'EUR', amount: 36 * cents },
    ]);
    expect(spend.top_ups).toEqual([{ currency: 'EUR', amount: 50_000 * cents }]);
    expect(spend.invoiced).toEqual([{ currency: 'EUR', amount: 12_100 * cents }]);
  });

  it('lists the campaigns touched last, SMS and voice together, voice ones with the calls they placed', async () => {
    const { campaigns: recent } = (await dashboard(RANGE)).body;
    expect(recent.map((c: any) => [c.kind, c.name, c.status])).toEqual([
      ['sms', 'Draft idea', 'draft'],
      ['voice', 'Callbacks', 'paused'],
      ['sms', 'Spring sale', 'completed'],
    ]);
    expect(recent[1]).toMatchObject({ audience: 40, calls: 1, starts_at: '2026-03-01T12:00:00.000Z' });
    // Sent at once, never scheduled: it says when it finished, not "not scheduled".
    expect(recent[2]).toMatchObject({ audience: 900, calls: null, starts_at: null, started_at: '2026-03-02T12:00:00.000Z', finished_at: '2026-03-02T13:00:00.000Z' });
  });

  it('shows the last 30 days unless asked, and refuses a range that is backwards, too long or malformed', async () => {
    const plain = await dashboard({});
    expect(plain.status).toBe(200);
    expect(plain.body.days).toBe(30);
    expect(plain.body.to).toBe(new Date().toISOString().slice(0, 10));
    expect(plain.body.calls.by_day).toHaveLength(30);
    expect((await dashboard({ from: '2026-03-01' })).body).toMatchObject({ from: '2026-03-01', to: '2026-03-30' });
    for (const [query, field] of [
      [{ from: '2026-03-07', to: '2026-03-01' }, 'to'],
      [{ from: '2024-01-01', to: '2026-01-01' }, 'from'],
      [{ from: 'yesterday' }, 'from'],
      [{ from: '2026-03-01', team_id: '1' }, null],
    ] as const) {
      const res = await dashboard(query);
      expect(res.status, JSON.stringify(query)).toBe(422);
      if (field) expect(res.body.errors[field], JSON.stringify(res.body)).toBeDefined();
    }
  });

  it('answers for the caller\u2019s team only, to any member, and not without a sign-in', async () => {
    const stranger = await t.signUp({ name: 'Stranger' });
    const theirs = (await dashboard(RANGE, stranger.token)).body;
    expect(theirs.calls.total).toBe(0);
    expect(theirs.calls.answer_rate).toBeNull();
    expect(theirs.spend).toEqual({ totals: [], by_day: [], top_ups: [], invoiced: [] });
    expect(theirs.messages).toMatchObject({ messages: 0, sent: 0, cost: [] });
    expect(theirs.campaigns).toEqual([]);

    const viewer = await t.signUp({ name: 'Vera Viewer' });
    await addMember(t.db, teamId, viewer.user.id, 'viewer');
    expect((await t.call('POST', `/v1/teams/${teamId}/switch`, { token: viewer.token })).status).toBe(200);
    expect((await dashboard(RANGE, viewer.token)).body.calls.total).toBe(7);

    expect((await t.call('GET', '/v1/dashboard', { query: RANGE })).status).toBe(401);
  });
});

describe('GET /v1/dashboard on the demo workspace', () => {
  it('agrees with the call log as the generic list counts it', async () => {
    const app = await startTestApp();
    try {
      await seedDemo(app.db, app.ctx.config.demo, { workspace: true, appUrl: app.ctx.config.appUrl, files: app.ctx.files });
      const token = await app.login(app.ctx.config.demo.email, app.ctx.config.demo.password);
      const figures = (await app.call('GET', '/v1/dashboard', { token })).body;
      const listed = async (query: Record<string, string>) =>
        Number(
          (
            await app.call('GET', '/v1/voice/calls', {
              token,
              query: { started_at_gte: `${figures.from}T00:00:00Z`, started_at_lte: `${figures.to}T23:59:59.999Z`, _start: '0', _end: '1', ...query },
            })
          ).headers['x-total-count'],
        );
      expect(figures.calls.total).toBe(await listed({}));
      expect(figures.calls.total).toBeGreaterThan(100);
      expect(figures.calls.outcomes.reduce((n: number, o: any) => n + o.count, 0)).toBe(await listed({ status: 'completed' }));
      expect(figures.campaigns.length).toBe(6);
      expect(figures.spend.totals.length).toBeGreaterThan(0);
    } finally {
      await app.close();
    }
    // It seeds the whole demo first, as seed-demo.test.ts does: on a busy machine that alone takes most of a minute.
  }, 120_000);
});
