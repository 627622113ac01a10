/**
 * GET /v1/sms/reports and /v1/sms/reports/domains-cost over a handful of messages whose sums are
 * known: each grouping adds up, clicks come from the messages' links, cost stays per currency and
 * counts only what an SMSC took, bad ranges and groupings are 422s, and a team sees only its own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, messageLinks, smsMessages, smsRoutes } from '../../server/db/schema/index.ts';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let owner: Awaited<ReturnType<TestApp['signUp']>>;
let other: Awaited<ReturnType<TestApp['signUp']>>;
const ids = { r1: 0, r2: 0, c1: 0, c2: 0 };
const RANGE = { from: '2026-03-01', to: '2026-03-07' };
const at = (day: string, time = '12:00:00') => new Date(`${day}T${time}Z`);

type Message = typeof smsMessages.$inferInsert;

beforeAll(async () => {
  t = await startTestApp();
  owner = await t.signUp({ name: 'Rita Reports' });
  other = await t.signUp({ name: 'Otto Other' });
  const own = (who: typeof owner) => ({ team_id: who.user.current_team.id, created_by_id: who.user.id, updated_by_id: who.user.id });
  const a = own(owner);
  const [r1, r2] = await t.db
    .insert(smsRoutes)
    .values([
      { ...a, name: 'Euro route', vendor: 'V1', host: 'smpp.example.net', currency: 'EUR' },
      { ...a, name: 'Dollar route', vendor: 'V2', host: 'smpp2.example.net', currency: 'USD' },
    ])
    .returning({ id: smsRoutes.id });
  const [c1, c2] = await t.db
    .insert(campaigns)
    .values([
      { ...a, name: 'Spring', text: 'Hi {{offer_link}}', status: 'completed' },
      { ...a, name: 'Summer', text: 'Hi {{offer_link}}', status: 'completed' },
    ])
    .returning({ id: campaigns.id });
  Object.assign(ids, { r1: r1.id, r2: r2.id, c1: c1.id, c2: c2.id });

  const message = (m: Partial<Message> & { day: string; time?: string }, who = owner): Message => {
    const created = at(m.day, m.time);
    const sent = m.status !== 'queued' && m.submitted_at !== null;
    return { ...own(who), to: '+491511234567', from: 'Shop', text: 'Hi', encoding: 'gsm7', parts: 1, status: 'delivered', created_at: created, submitted_at: sent ? created : null, ...m };
  };
  const rows = await t.db
    .insert(smsMessages)
    .values([
      message({ day: '2026-03-01', campaign_id: c1.id, country: 'DE', network: 'Telekom', mccmnc: '26201', route_id: r1.id, cost: 70_000, currency: 'EUR', status: 'delivered' }),
      message({ day: '2026-03-01', campaign_id: c1.id, country: 'DE', network: 'Vodafone', mccmnc: '26202', route_id: r1.id, cost: 70_000, currency: 'EUR', status: 'failed' }),
      message({ day: '2026-03-02', campaign_id: c1.id, country: 'GB', network: 'EE', mccmnc: '23430', route_id: r2.id, cost: 30_000, currency: 'USD', status: 'delivered' }),
      message({ day: '2026-03-03', campaign_id: c2.id, country: 'GB', network: 'EE', mccmnc: '23430', route_id: r2.id, cost: 30_000, currency: 'USD', status: 'expired' }),
      message({ day: '2026-03-03', time: '23:59:59', campaign_id: c2.id, country: 'GB', network: 'EE', mccmnc: '23430', route_id: r2.id, cost: 30_000, currency: 'USD', status: 'queued' }),
      // Failed before any SMSC took it: counted failed, not sent, and costs nothing.
      message({ day: '2026-03-05', country: 'FR', route_id: r1.id, cost: 50_000, currency: 'EUR', status: 'failed', submitted_at: null }),
      // Outside the range on either side.
      message({ day: '2026-02-28', time: '23:59:59', campaign_id: c1.id, country: 'DE', route_id: r1.id, cost: 70_000, currency: 'EUR' }),
      message({ day: '2026-03-08', time: '00:00:00', campaign_id: c1.id, country: 'DE', route_id: r1.id, cost: 70_000, currency: 'EUR' }),
    ])
    .returning({ id: smsMessages.id });
  const teamA = owner.user.current_team.id;
  const link = (code: string, i: number, campaign: number, domain: string | null, clicks: number) => ({ code, team_id: teamA, campaign_id: campaign, message_id: rows[i].id, target_url: 'https://shop.example.com', domain, clicks });
  await t.db.insert(messageLinks).values([
    link('AAAAAA1', 0, c1.id, null, 3),
    // A second link of the same message: its visits add up, the message counts once.
    link('AAAAAA2', 0, c1.id, null, 2),
    link('AAAAAA3', 1, c1.id, null, 0),
    link('AAAAAA4', 2, c1.id, 'go.example.com', 1),
    link('AAAAAA5', 3, c2.id, 'go.example.com', 0),
    link('AAAAAA6', 6, c1.id, null, 9),
  ]);
  // The other team's message in the same days.
  const [theirs] = await t.db.insert(smsMessages).values(message({ day: '2026-03-02', country: 'US', cost: 6_000, currency: 'USD' }, other)).returning({ id: smsMessages.id });
  await t.db.insert(messageLinks).values({ code: 'BBBBBB1', team_id: other.user.current_team.id, message_id: theirs.id, campaign_id: 999, target_url: 'https://x.example', clicks: 4 });
});
afterAll(() => t?.close());

const report = (query: Record<string, string>, token = owner.token) => t.call('GET', '/v1/sms/reports', { token, query });
const figures = (row: Record<string, unknown>) => {
  const { messages, sent, delivered, failed, queued, clicked, clicks, cost } = row;
  return { messages, sent, delivered, failed, queued, clicked, clicks, cost };
};

describe('GET /v1/sms/reports', () => {
  it('groups by country: sent is what an SMSC took, failed includes expired, clicks from the links, cost per currency', async () => {
    const res = await report({ ...RANGE, group_by: 'country' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ from: '2026-03-01', to: '2026-03-07', group_by: 'country' });
    expect(res.body.rows.map((r: { key: string }) => r.key)).toEqual(['GB', 'DE', 'FR']);
    const [gb, de, fr] = res.body.rows;
    expect(figures(gb)).toEqual({ messages: 3, sent: 2, delivered: 1, failed: 1, queued: 1, clicked: 1, clicks: 1, cost: [{ currency: 'USD', amount: 60_000 }] });
    expect(figures(de)).toEqual({ messages: 2, sent: 2, delivered: 1, failed: 1, queued: 0, clicked: 1, clicks: 5, cost: [{ currency: 'EUR', amount: 140_000 }] });
    expect(figures(fr)).toEqual({ messages: 1, sent: 0, delivered: 0, failed: 1, queued: 0, clicked: 0, clicks: 0, cost: [] });
    expect(res.body.totals).toEqual({
      messages: 6,
      sent: 4,
      delivered: 2,
      failed: 3,
      queued: 1,
      clicked: 2,
      clicks: 6,
      cost: [
        { currency: 'EUR', amount: 140_000 },
        { currency: 'USD', amount: 60_000 },
      ],
    });
  });

  it('groups by network with its MCC/MNC and country', async () => {
    const res = await report({ ...RANGE, group_by: 'network' });
    expect(res.status).toBe(200);
    const rows = res.body.rows.map((r: Record<string, unknown>) => [r.network, r.mccmnc, r.country, r.messages]);
    expect(rows).toEqual([
      ['EE', '23430', 'GB', 3],
      [null, null, 'FR', 1],
      ['Telekom', '26201', 'DE', 1],
      ['Vodafone', '26202', 'DE', 1],
    ]);
  });

  it('groups by route and by campaign with their names', async () => {
    const byRoute = await report({ ...RANGE, group_by: 'route' });
    expect(byRoute.body.rows.map((r: Record<string, unknown>) => [r.route_id, r.route_name, r.messages, r.sent])).toEqual([
      [ids.r1, 'Euro route', 3, 2],
      [ids.r2, 'Dollar route', 3, 2],
    ]);
    const byCampaign = await report({ ...RANGE, group_by: 'campaign' });
    expect(byCampaign.body.rows.map((r: Record<string, unknown>) => [r.campaign_id, r.campaign_name, r.messages, r.clicks])).toEqual([
      [ids.c1, 'Spring', 3, 6],
      [ids.c2, 'Summer', 2, 0],
      [null, null, 1, 0],
    ]);
  });

  it('groups by UTC day with every day of the range', async () => {
    const res = await report({ ...RANGE, group_by: 'day' });
    expect(res.body.rows.map((r: Record<string, unknown>) => [r.day, r.messages])).toEqual([
      ['2026-03-01', 2],
      ['2026-03-02', 1],
      ['2026-03-03', 2],
      ['2026-03-04', 0],
      ['2026-03-05', 1],
      ['2026-03-06', 0],
      ['2026-03-07', 0],
    ]);
  });

  it('filters by campaigns (a list or repeated), route and country', async () => {
    const listed = await report({ ...RANGE, campaign_id: `${ids.c1},${ids.c2}` });
    expect(listed.body.totals.messages).toBe(5);
    const repeated = await t.call('GET', `/v1/sms/reports?from=${RANGE.from}&to=${RANGE.to}&campaign_id=${ids.c2}&campaign_id=${ids.c2}`, { token: owner.token });
    expect(repeated.status, JSON.stringify(repeated.body)).toBe(200);
    expect(repeated.body.totals.messages).toBe(2);
    expect((await report({ ...RANGE, route_id: String(ids.r2) })).body.totals.messages).toBe(3);
    expect((await report({ ...RANGE, country: 'gb' })).body.totals).toMatchObject({ messages: 3, clicks: 1 });
  });

  it('answers 422 naming the field for bad dates, a reversed or too long range, an unknown grouping or campaign id', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ from: '2026-03-09', to: '2026-03-01' }, 'to'],
      [{ from: '2025-01-01', to: '2026-03-01' }, 'from'],
      [{ from: '2026-02-30' }, 'from'],
      [{ group_by: 'operator' }, 'group_by'],
      [{ campaign_id: 'abc' }, 'campaign_id'],
      [{ country: 'Germany' }, 'country'],
    ];
    for (const [query, field] of cases) {
      const res = await report(query);
      expect(res.status, JSON.stringify(query)).toBe(422);
      expect(Object.keys(res.body.errors), JSON.stringify(query)).toContain(field);
    }
  });

  it('shows a team its own messages only', async () => {
    const theirs = await report({ ...RANGE }, other.token);
    expect(theirs.body.totals).toMatchObject({ messages: 1, clicks: 4, cost: [{ currency: 'USD', amount: 6_000 }] });
    const ours = await report({ ...RANGE, campaign_id: '999' });
    expect(ours.body.totals.messages).toBe(0);
  });
});

describe('GET /v1/sms/reports/domains-cost', () => {
  it('counts campaign messages per link domain with their clicks, cost and cost per click', async () => {
    const res = await t.call('GET', '/v1/sms/reports/domains-cost', { token: owner.token, query: RANGE });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.rows).toEqual([
      { domain: null, messages: 2, clicked: 1, clicks: 5, cost: [{ currency: 'EUR', amount: 140_000 }], cost_per_click: [{ currency: 'EUR', amount: 28_000 }] },
      { domain: 'go.example.com', messages: 2, clicked: 1, clicks: 1, cost: [{ currency: 'USD', amount: 60_000 }], cost_per_click: [{ currency: 'USD', amount: 60_000 }] },
    ]);
    expect(res.body.totals).toEqual({
      messages: 4,
      clicked: 2,
      clicks: 6,
      cost: [
        { currency: 'EUR', amount: 140_000 },
        { currency: 'USD', amount: 60_000 },
      ],
      cost_per_click: [
        { currency: 'EUR', amount: 28_000 },
        { currency: 'USD', amount: 60_000 },
      ],
    });
  });

  it('takes the same filters and validation, and shows a team its own links only', async () => {
    const one = await t.call('GET', '/v1/sms/reports/domains-cost', { token: owner.token, query: { ...RANGE, campaign_id: String(ids.c2) } });
    expect(one.body.rows).toEqual([{ domain: 'go.example.com', messages: 1, clicked: 0, clicks: 0, cost: [{ currency: 'USD', amount: 30_000 }], cost_per_click: [] }]);
    const bad = await t.call('GET', '/v1/sms/reports/domains-cost', { token: owner.token, query: { from: '2026-03-09', to: '2026-03-01' } });
    expect(bad.status).toBe(422);
    const theirs = await t.call('GET', '/v1/sms/reports/domains-cost', { token: other.token, query: RANGE });
    expect(theirs.body).toMatchObject({ rows: [], totals: { messages: 0, clicks: 0 } });
  });
});
