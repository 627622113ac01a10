/**
 * The hub's reports (docs/areas/hub.md#reports): clients submit through Parley's SMPP server to two
 * vendors that are SMSC simulators — one refusing some numbers (which fail over to the other, billing
 * in another currency), both refusing a few (which fail and are refunded), receipts delivered,
 * undelivered, expired or rejected — and once everything has settled the roll-ups equal a GROUP BY
 * over the raw parts, the revenue equals the ledger, and a rebuild writes the same rows. Then each
 * grouping, the team's scope, a viewer's access and the 422s.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import smpp, { type Pdu, type Session } from 'smpp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember } from '../../../server/accounts/users.ts';
import { hubParts, hubRollups, ledgerEntries } from '../../../server/db/schema/index.ts';
import { rebuildHubRollups } from '../../../server/domains/hub/reports/rebuild.ts';
import { tallyParts } from '../../../server/domains/hub/reports/tally.ts';
import { STATUS } from '../../../server/domains/sms/smpp/command-status.ts';
import { rowsOf } from '../../../server/events/change-triggers.ts';
import { seedHubTraffic } from '../../../server/seed/areas/hub-traffic.ts';
import { seedSms } from '../../../server/seed/areas/sms.ts';
import { SmscSimulator } from '../../../server/simulators/smsc/smsc-simulator.ts';
import { freePort } from '../../support/server-process.ts';
import { startTestApp, switchHubOn, type TestApp } from '../harness.ts';

let t: TestApp;
let vendorA: SmscSimulator;
let vendorB: SmscSimulator;
let port: number;
let token: string;
let teamId: number;
let viewer: string;
let planId: number;
let routeA: number;
let routeB: number;
const open = new Set<Session>();
const S = smpp.errors;
const UNIT = 1_000_000;
const today = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  // A refuses 4477019…: those fail over to B; B refuses 44770199…: those fail on both and are refunded.
  vendorA = await SmscSimulator.start({ accounts: [{ systemId: 'vendora', password: 'pw' }], deliveryRatio: 0.6, seed: 'a', receiptLatencyMs: [0, 20], rejectPrefixes: [{ prefix: '4477019', status: STATUS.INVALID_DESTINATION }] });
  vendorB = await SmscSimulator.start({ accounts: [{ systemId: 'vendorb', password: 'pw' }], deliveryRatio: 0.5, seed: 'b', receiptLatencyMs: [0, 20], rejectPrefixes: [{ prefix: '44770199', status: STATUS.INVALID_DESTINATION }] });
  port = await freePort();
  t = await startTestApp({ hub: { smppPort: port, smppTls: null, receiptHoldHours: 72 }, sms: { simulatorPort: null, simulatorDeliveryRatio: 1, simulatorReceiptMs: 0, bindWaitMs: 3_000, claimStaleMs: 180_000 } });
  const owner = await t.signUp({ name: 'Hub Owner' });
  token = owner.token;
  teamId = owner.user.current_team.id;
  await switchHubOn(t, token, teamId);
  const v = await t.signUp({ name: 'Hub Viewer' });
  await addMember(t.db, teamId, v.user.id, 'viewer');
  expect((await t.call('POST', `/v1/teams/${teamId}/switch`, { token: v.token })).status).toBe(200);
  viewer = v.token;
  const route = (name: string, smsc: SmscSimulator, systemId: string) =>
    t.created('/v1/sms/routing/routes', { name, vendor: `${name} Ltd`, protocol: 'smpp', host: '127.0.0.1', port: smsc.port, system_id: systemId, password: 'pw', throughput_per_second: 500, status: 'active' }, token);
  routeA = (await route('Vendor A', vendorA, 'vendora')).id;
  routeB = (await route('Vendor B', vendorB, 'vendorb')).id;
  await t.created('/v1/sms/routing/rates', { route_id: routeA, network_name: 'O2', country: 'GB', mcc: '234', mnc: '10', price: 20_000, currency: 'EUR', effective_from: '2026-01-01', status: 'active' }, token);
  await t.created('/v1/sms/routing/rates', { route_id: routeB, network_name: 'O2', country: 'GB', mcc: '234', mnc: '10', price: 31_000, currency: 'USD', effective_from: '2026-01-01', status: 'active' }, token);
  planId = (await t.created('/v1/sms/routing/plans', { name: 'Hub plan', strategy: 'priority', default_route_id: routeA }, token)).id;
  await t.created('/v1/sms/routing/rules', { plan_id: planId, priority: 10, country: 'GB', targets: [{ route_id: routeA, percent: 100 }, { route_id: routeB, percent: 0 }] }, token);
});
afterAll(async () => {
  for (const s of open) s.destroy();
  await t?.close();
  await vendorA?.stop();
  await vendorB?.stop();
});

async function client(price: number) {
  const company = await t.created('/v1/audience/companies', { name: `Client ${randomUUID().slice(0, 6)}`, currency: 'EUR' }, token);
  expect((await t.call('POST', `/v1/audience/companies/${company.id}/balance`, { token, body: { amount: 10 * UNIT, note: 'Prepaid' } })).status).toBe(200);
  const systemId = `r${randomUUID().slice(0, 8)}`;
  const endpoint = await t.created('/v1/hub/endpoints', { name: `Endpoint ${systemId}`, company_id: company.id, protocol: 'smpp', system_id: systemId, password: 'pw12345', plan_id: planId }, token);
  await t.created('/v1/hub/client-rates', { endpoint_id: endpoint.id, network_name: 'O2', country: 'GB', mcc: '234', mnc: '10', price, currency: 'EUR', effective_from: '2026-01-01' }, token);
  return { company, endpoint, systemId };
}

async function bound(systemId: string): Promise<Session> {
  const session = await new Promise<Session>((resolve, reject) => {
    const s = smpp.connect({ host: '127.0.0.1', port }, () => resolve(s));
    s.on('error', reject);
    open.add(s);
  });
  const resp = await new Promise<Pdu>((resolve) => session.bind_transmitter({ system_id: systemId, password: 'pw12345' }, resolve));
  expect(resp.command_status).toBe(S.ESME_ROK);
  return session;
}

const submit = (session: Session, fields: Record<string, unknown>) =>
  new Promise<Pdu>((resolve) => session.submit_sm({ source_addr: 'Parley', registered_delivery: 0, ...fields }, resolve));

const report = (query: Record<string, string>, as = token) => t.call('GET', '/v1/hub/reports', { token: as, query });

/** The roll-ups as a GROUP BY over the raw parts would give them, written out plainly. */
async function rawGroupBy(team: number) {
  return rowsOf<Record<string, unknown>>(
    await t.db.execute(sql`
      select team_id, to_char(day, 'YYYY-MM-DD') as day, endpoint_id, company_id, route_id, country, network, currency,
        sum(messages)::bigint as messages, sum(parts)::bigint as parts, sum(delivered)::bigint as delivered, sum(revenue)::bigint as revenue, sum(cost)::bigint as cost
      from (
        select p.team_id, (p.created_at at time zone 'UTC')::date as day, p.endpoint_id, p.company_id, coalesce(m.route_id, 0) as route_id,
          coalesce(m.country, '') as country, coalesce(m.mccmnc, '') as network, p.currency,
          1 as messages, m.parts, case when m.status = 'delivered' then m.parts else 0 end as delivered,
          case when p.refunded_at is null then p.price else 0 end as revenue, 0 as cost
        from hub_parts p join sms_messages m on m.id = p.message_id where p.team_id = ${team}
        union all
        select p.team_id, (p.created_at at time zone 'UTC')::date, p.endpoint_id, p.company_id, coalesce(m.route_id, 0),
          coalesce(m.country, ''), coalesce(m.mccmnc, ''), m.currency, 0, 0, 0, 0,
          case when m.submitted_at is not null and m.status <> 'rejected' then m.cost else 0 end
        from hub_parts p join sms_messages m on m.id = p.message_id where p.team_id = ${team}
      ) raw
      group by 1, 2, 3, 4, 5, 6, 7, 8
      having sum(messages) <> 0 or sum(revenue) <> 0 or sum(cost) <> 0
      order by 1, 2, 3, 4, 5, 6, 7, 8`),
  ).map(normal);
}

async function rollups(team: number) {
  return rowsOf<Record<string, unknown>>(
    await t.db.execute(sql`
      select team_id, to_char(day, 'YYYY-MM-DD') as day, endpoint_id, company_id, route_id, country, network, currency, messages, parts, delivered, revenue, cost
      from ${hubRollups} where team_id = ${team} and (messages <> 0 or revenue <> 0 or cost <> 0)
      order by 1, 2, 3, 4, 5, 6, 7, 8`),
  ).map(normal);
}

const normal = (r: Record<string, unknown>) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, typeof v === 'string' && /^-?\d+$/.test(v) && k !== 'network' ? Number(v) : v]));

describe('hub reports', () => {
  let first: Awaited<ReturnType<typeof client>>;
  let second: Awaited<ReturnType<typeof client>>;

  it('keeps roll-ups equal to a GROUP BY over the raw parts after a mixed run, and to the ledger', async () => {
    first = await client(50_000);
    second = await client(45_000);
    const a = await bound(first.systemId);
    const b = await bound(second.systemId);
    const ids: string[] = [];
    const go = async (session: Session, to: string, fields: Record<string, unknown> = { short_message: `Code ${to.slice(-4)}` }) => {
      const resp = await submit(session, { destination_addr: to, ...fields });
      expect(resp.command_status).toBe(S.ESME_ROK);
      ids.push(resp.message_id as string);
    };
    for (let i = 0; i < 14; i++) await go(a, `44770123${String(4000 + i)}`);
    for (let i = 0; i < 6; i++) await go(a, `44770191${String(4000 + i)}`); // fails over to B
    for (let i = 0; i < 3; i++) await go(b, `44770199${String(4000 + i)}`); // refused by both: refunded
    for (let i = 0; i < 8; i++) await go(b, `44770155${String(4000 + i)}`);
    await go(b, '447701919999', { message_payload: 'A long one that Parley cuts into parts itself. '.repeat(5) });
    await go(a, '447701234999', { message_payload: 'Another long one, on the first route. '.repeat(6) });

    // Everything settled: every message final and every part's settling seen by the hub.
    await expect
      .poll(async () => Number(rowsOf<{ n: number }>(await t.db.execute(sql`select count(*)::int as n from ${hubParts} where team_id = ${teamId} and settled_at is null`))[0].n), { timeout: 20_000 })
      .toBe(0);
    const statuses = rowsOf<{ status: string; route_id: number; carried: boolean; refunded: boolean }>(
      await t.db.execute(sql`
        select distinct m.status, m.route_id, m.submitted_at is not null as carried, p.refunded_at is not null as refunded
        from sms_messages m join ${hubParts} p on p.message_id = m.id where p.team_id = ${teamId}`),
    );
    // The run is mixed: delivered and not, carried by the route failed over to, refunded.
    expect(statuses.some((s) => s.status === 'delivered' && s.route_id === routeA)).toBe(true);
    expect(statuses.some((s) => s.route_id === routeB && s.carried)).toBe(true);
    expect(statuses.some((s) => s.status === 'failed' && !s.carried && s.refunded)).toBe(true);
    expect(statuses.some((s) => (s.status === 'rejected' || s.status === 'expired') && s.carried)).toBe(true);

    const raw = await rawGroupBy(teamId);
    expect(raw.length).toBeGreaterThan(3);
    expect(await rollups(teamId)).toEqual(raw);
    // A route billing in dollars: its cost is a USD row of its own.
    expect(raw.some((r) => r.currency === 'USD' && Number(r.cost) > 0 && r.messages === 0)).toBe(true);

    // Revenue per company is what the ledger charged, refunds taken off.
    const byCompany = (await report({ group: 'company', from: today, to: today })).body.rows as { company_id: number; revenue: number; currency: string }[];
    for (const c of [first.company, second.company]) {
      const [{ net }] = rowsOf<{ net: string }>(await t.db.execute(sql`select -coalesce(sum(amount), 0) as net from ${ledgerEntries} where company_id = ${c.id} and kind in ('charge', 'refund')`));
      expect(byCompany.find((r) => r.company_id === c.id && r.currency === 'EUR')?.revenue).toBe(Number(net));
    }

    // A rebuild from the raw rows writes the same roll-ups.
    await rebuildHubRollups(t.db, teamId, today, today);
    expect(await rollups(teamId)).toEqual(raw);
    // An event told again adds nothing: each part adds only what changed since its last tally.
    const parts = rowsOf<{ message_id: number }>(await t.db.execute(sql`select message_id from ${hubParts} where team_id = ${teamId}`)).map((p) => p.message_id);
    await tallyParts(t.db, parts);
    expect(await rollups(teamId)).toEqual(raw);
  }, 60_000);

  it('answers each grouping with rows per key and currency, margin = revenue - cost', async () => {
    const totals = (await report({ group: 'day', from: today, to: today })).body.totals as { currency: string; revenue: number; cost: number; margin: number; parts: number }[];
    const eur = totals.find((x) => x.currency === 'EUR')!;
    expect(eur.revenue).toBeGreaterThan(0);
    for (const group of ['endpoint', 'company', 'route', 'country', 'network', 'day']) {
      const res = await report({ group, from: today, to: today });
      expect(res.status, group).toBe(200);
      expect(res.body.group).toBe(group);
      const rows = res.body.rows as { key: string; name: string; currency: string; revenue: number; cost: number; margin: number; parts: number; messages: number }[];
      expect(new Set(rows.map((r) => `${r.key}|${r.currency}`)).size).toBe(rows.length);
      for (const r of rows) expect(r.margin).toBe(r.revenue - r.cost);
      // Every grouping adds up to the same totals.
      const sum = (k: 'revenue' | 'cost' | 'parts') => rows.filter((r) => r.currency === 'EUR').reduce((s, r) => s + r[k], 0);
      expect([sum('revenue'), sum('cost'), sum('parts')]).toEqual([eur.revenue, eur.cost, eur.parts]);
    }
    const endpoints = (await report({ group: 'endpoint', from: today, to: today })).body.rows as { endpoint_id: number; name: string; parts: number; revenue: number; cost: number; margin: number }[];
    const row = endpoints.find((r) => r.endpoint_id === first.endpoint.id)!;
    expect(row).toMatchObject({ name: first.endpoint.name, parts: expect.any(Number), revenue: expect.any(Number), cost: expect.any(Number), margin: row.revenue - row.cost });
    const routes = (await report({ group: 'route', from: today, to: today })).body.rows as { route_id: number; name: string; currency: string }[];
    expect(routes.filter((r) => r.route_id === routeB).map((r) => [r.name, r.currency]).sort()).toEqual([
      ['Vendor B', 'EUR'],
      ['Vendor B', 'USD'],
    ]);
    const networks = (await report({ group: 'network', from: today, to: today })).body.rows as { key: string }[];
    expect(networks.map((r) => r.key)).toContain('23410');
    expect(((await report({ group: 'country', from: today, to: today })).body.rows as { key: string }[]).map((r) => r.key)).toContain('GB');
  });

  it('reads the caller’s team alone, lets a viewer read, and refuses bad input with 422', async () => {
    const stranger = await t.signUp({ name: 'Other Hub' });
    await switchHubOn(t, stranger.token, stranger.user.current_team.id);
    const theirs = await report({ group: 'endpoint', from: today, to: today }, stranger.token);
    expect(theirs.status).toBe(200);
    expect(theirs.body.rows).toEqual([]);
    expect(theirs.body.totals).toEqual([]);

    const seen = await report({ group: 'endpoint', from: today, to: today }, viewer);
    expect(seen.status).toBe(200);
    expect(seen.body.rows.length).toBeGreaterThan(0);

    const bad: Record<string, string>[] = [{ group: 'planet' }, { from: '2026-13-01' }, { from: '2026-05-02', to: '2026-05-01' }, { from: '2024-01-01', to: '2026-01-01' }, { colour: 'blue' }];
    for (const query of bad) {
      const res = await report(query);
      expect(res.status, JSON.stringify(query)).toBe(422);
      expect(Object.keys(res.body.errors ?? {}).length, JSON.stringify(query)).toBeGreaterThan(0);
    }
  });

  it('answers 403 while the hub is off', async () => {
    const other = await t.signUp({ name: 'No Hub' });
    expect((await report({ group: 'day' }, other.token)).status).toBe(403);
  });
});

describe('demo hub traffic', () => {
  it('seeds parts whose roll-ups equal the raw GROUP BY, so the financials are not empty', async () => {
    const owner = await t.signUp({ name: 'Demo Hub' });
    const team = owner.user.current_team.id;
    await switchHubOn(t, owner.token, team);
    await seedSms(t.db, { teamId: team, userId: owner.user.id });
    await seedHubTraffic(t.db, { teamId: team, userId: owner.user.id });
    const raw = await rawGroupBy(team);
    expect(raw.length).toBeGreaterThan(20);
    expect(await rollups(team)).toEqual(raw);
    const res = await report({ group: 'network' }, owner.token);
    expect(res.status).toBe(200);
    // Some networks lose money or nearly do: the financials have something to flag.
    expect((res.body.rows as { margin: number }[]).some((r) => r.margin < 0)).toBe(true);
  }, 60_000);
});
