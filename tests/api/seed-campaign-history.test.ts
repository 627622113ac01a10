/**
 * The demo's sent campaigns have the messages behind their counters: each completed, stopped or
 * paused campaign's counters are what its messages and their links add up to, the messages carry
 * the contact's number, country and network, and the SMS report of a campaign says the same.
 */
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, contacts, linkClicks, messageLinks, smsMessages, users } from '../../server/db/schema/index.ts';
import { seedDemo } from '../../server/seed/demo.ts';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let teamId: number;
let token: string;

beforeAll(async () => {
  t = await startTestApp();
  await seedDemo(t.db, t.ctx.config.demo, { workspace: true, appUrl: t.ctx.config.appUrl });
  const [demo] = await t.db.select().from(users).where(eq(users.email, t.ctx.config.demo.email));
  teamId = demo.currentTeamId!;
  token = await t.login(t.ctx.config.demo.email, t.ctx.config.demo.password);
}, 120_000);
afterAll(() => t?.close());

describe('the demo campaigns’ history', () => {
  it('counts each sent campaign’s counters from its messages and links', async () => {
    const sent = await t.db.select().from(campaigns).where(and(eq(campaigns.team_id, teamId), inArray(campaigns.status, ['completed', 'stopped', 'paused'])));
    expect(sent.length).toBe(5);
    const currencies = new Set<string>();
    for (const c of sent) {
      const [m] = await t.db
        .select({
          messages: sql<number>`count(*)`.mapWith(Number),
          sent: sql<number>`count(*) filter (where ${smsMessages.submitted_at} is not null)`.mapWith(Number),
          delivered: sql<number>`count(*) filter (where ${smsMessages.status} = 'delivered')`.mapWith(Number),
          failed: sql<number>`count(*) filter (where ${smsMessages.status} in ('failed', 'expired', 'rejected'))`.mapWith(Number),
          cost: sql<number>`coalesce(sum(${smsMessages.cost}), 0)`.mapWith(Number),
          currencies: sql<string[]>`array_agg(distinct ${smsMessages.currency})`,
        })
        .from(smsMessages)
        .where(eq(smsMessages.campaign_id, c.id));
      const [l] = await t.db
        .select({ clicks: sql<number>`coalesce(sum(${messageLinks.clicks}), 0)`.mapWith(Number), clicked: sql<number>`count(*) filter (where ${messageLinks.clicks} > 0)`.mapWith(Number) })
        .from(messageLinks)
        .where(eq(messageLinks.campaign_id, c.id));
      const [v] = await t.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(linkClicks).where(eq(linkClicks.campaign_id, c.id));
      expect(m.messages, c.name).toBeGreaterThan(0);
      expect(m.messages).toBeLessThanOrEqual(c.recipients);
      expect({ sent: c.sent, delivered: c.delivered, failed: c.failed, clicks: c.clicks, cost: c.cost, currency: c.currency, run: c.run }).toEqual({
        sent: m.sent,
        delivered: m.delivered,
        failed: m.failed,
        // The campaign counts recipients who clicked; link_clicks keeps every visit.
        clicks: l.clicked,
        cost: m.cost,
        currency: m.currencies[0],
        run: 1,
      });
      expect(m.currencies).toHaveLength(1);
      expect(v.n).toBe(l.clicks);
      currencies.add(c.currency);
      if (c.status === 'completed') expect(m.messages).toBe(c.recipients);
    }
    expect(currencies).toEqual(new Set(['EUR', 'USD']));
  });

  it('sends to the contact’s number and records its country and network', async () => {
    const rows = await t.db
      .select({ to: smsMessages.to, phone: contacts.phone, country: smsMessages.country, contactCountry: contacts.country, mccmnc: smsMessages.mccmnc, mcc: contacts.mcc, mnc: contacts.mnc })
      .from(smsMessages)
      .innerJoin(contacts, eq(contacts.id, smsMessages.contact_id))
      .where(and(eq(smsMessages.team_id, teamId), isNotNull(smsMessages.campaign_id)));
    expect(rows.length).toBeGreaterThan(1000);
    for (const r of rows) {
      expect(r.to).toBe(r.phone);
      expect(r.country).toBe(r.contactCountry);
      if (r.mcc && r.mnc) expect(r.mccmnc).toBe(`${r.mcc}${r.mnc}`);
    }
  });

  it('reports a campaign as its counters say, and its links on both kinds of domain', async () => {
    const [c] = await t.db.select().from(campaigns).where(and(eq(campaigns.team_id, teamId), eq(campaigns.name, 'VIP early access')));
    const from = new Date(c.started_at!.getTime() - 86_400_000).toISOString().slice(0, 10);
    const res = await t.call('GET', '/v1/sms/reports', { token, query: { from, campaign_id: String(c.id), group_by: 'campaign' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.totals).toMatchObject({ sent: c.sent, delivered: c.delivered, failed: c.failed, clicked: c.clicks, cost: [{ currency: c.currency, amount: c.cost }] });
    const month = await t.call('GET', '/v1/sms/reports/domains-cost', { token });
    expect(month.status).toBe(200);
    expect(month.body.rows.map((r: { domain: string | null }) => r.domain).sort()).toEqual(['go.brightpath.example', null].sort());
  });
});
