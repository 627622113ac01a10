/**
 * The audit log (docs/areas/workspace.md#audit-log): every write to prices, routing, endpoints and
 * balances leaves a row naming who, the record, the action and each field's before and after
 * (secrets masked); the API cannot change or delete a row; admins read their team's, staff every
 * team's, and nobody else's team sees a thing.
 */
import { eq, sql } from 'drizzle-orm';
import { auditLog } from '../../server/db/schema/index.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember } from '../../server/accounts/users.ts';
import { makeStaff, startTestApp, switchHubOn, type TestApp } from './harness.ts';
import { audit } from '../../server/crud/audit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Row = { resource: string; record_id: number; action: string; user_id: number | null; user_name: string | null; changes: Record<string, [unknown, unknown]>; note: string | null; record_title: string | null };

async function hubTeam(name = 'Audit Owner') {
  const owner = await t.signUp({ name });
  const teamId: number = owner.user.current_team.id;
  await switchHubOn(t, owner.token, teamId);
  return { token: owner.token, teamId, userId: owner.user.id as number };
}

const history = async (token: string, resource: string, id: number): Promise<Row[]> => {
  const res = await t.call('GET', '/v1/audit-log', { token, query: { resource, record_id: String(id), _sort: 'id', _order: 'asc', _end: '100' } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};

async function setUp() {
  const team = await hubTeam();
  const { token } = team;
  const route = await t.created('/v1/sms/routing/routes', { name: 'Vendor A', vendor: 'Vendor Ltd', protocol: 'smpp', host: '127.0.0.1', port: 2775, system_id: 'va', password: 'secret1', status: 'active' }, token);
  const rate = await t.created('/v1/sms/routing/rates', { route_id: route.id, network_name: 'O2', country: 'GB', mcc: '234', mnc: '10', price: 20_000, currency: 'EUR', effective_from: '2026-01-01', status: 'active' }, token);
  const plan = await t.created('/v1/sms/routing/plans', { name: 'Plan', strategy: 'priority', default_route_id: route.id }, token);
  const rule = await t.created('/v1/sms/routing/rules', { plan_id: plan.id, priority: 10, country: 'GB', targets: [{ route_id: route.id, percent: 100 }] }, token);
  const company = await t.created('/v1/audience/companies', { name: 'Client Co', currency: 'EUR' }, token);
  const endpoint = await t.created('/v1/hub/endpoints', { name: 'Client SMPP', company_id: company.id, protocol: 'smpp', system_id: `c${Date.now() % 1e9}`, password: 'pw123456', plan_id: plan.id }, token);
  const clientRate = await t.created('/v1/hub/client-rates', { endpoint_id: endpoint.id, network_name: 'O2', country: 'GB', mcc: '234', mnc: '10', price: 30_000, currency: 'EUR', effective_from: '2026-01-01' }, token);
  const profit = await t.created('/v1/hub/profit-logic/rules', { name: 'GB margin', country: 'GB', margin_percent: 20 }, token);
  return { ...team, route, rate, plan, rule, company, endpoint, clientRate, profit };
}

describe('the audit log', () => {
  it('records create, update and delete of each audited resource with the fields that changed, secrets masked', async () => {
    const s = await setUp();
    const { token } = s;
    const records: Array<[string, string, { id: number; version: number }, Record<string, unknown>, string]> = [
      ['vendor-rates', '/v1/sms/routing/rates', s.rate, { price: 25_000 }, 'price'],
      ['client-rates', '/v1/hub/client-rates', s.clientRate, { price: 35_000 }, 'price'],
      ['routing-rules', '/v1/sms/routing/rules', s.rule, { priority: 20 }, 'priority'],
      ['routing-plans', '/v1/sms/routing/plans', s.plan, { name: 'Plan B' }, 'name'],
      ['routes', '/v1/sms/routing/routes', s.route, { throughput_per_second: 42 }, 'throughput_per_second'],
      ['endpoints', '/v1/hub/endpoints', s.endpoint, { tps: 7 }, 'tps'],
      ['profit-rules', '/v1/hub/profit-logic/rules', s.profit, { margin_percent: 25 }, 'margin_percent'],
      ['companies', '/v1/audience/companies', s.company, { notes: 'Pays late' }, 'notes'],
    ];
    for (const [resource, path, record, change, field] of records) {
      const before = (await t.call('GET', `${path}/${record.id}`, { token })).body;
      const res = await t.call('PATCH', `${path}/${record.id}`, { token, body: { ...change, version: before.version } });
      expect(res.status, `${resource}: ${JSON.stringify(res.body)}`).toBe(200);
      const rows = await history(token, resource, record.id);
      expect(rows.map((r) => r.action), resource).toEqual(['create', 'update']);
      expect(rows[0].user_id).toBe(s.userId);
      expect(rows[0].user_name).toBe('Audit Owner');
      expect(rows[1].changes[field], resource).toEqual([before[field] ?? null, change[field]]);
      expect(Object.keys(rows[1].changes), resource).toEqual([field]);
    }
    // A secret changes, and the log says so without saying what it was or is.
    const route = (await t.call('GET', `/v1/sms/routing/routes/${s.route.id}`, { token })).body;
    expect((await t.call('PATCH', `/v1/sms/routing/routes/${s.route.id}`, { token, body: { password: 'secret2', version: route.version } })).status).toBe(200);
    const routeRows = await history(token, 'routes', s.route.id);
    expect(routeRows.at(-1)!.changes.password).toEqual(['••••', '••••']);
    expect(JSON.stringify(routeRows)).not.toMatch(/secret1|secret2/);
    expect(JSON.stringify(await history(token, 'endpoints', s.endpoint.id))).not.toMatch(/pw123456/);

    // An update that changes nothing leaves no row; a delete keeps what the record held.
    const profit = (await t.call('GET', `/v1/hub/profit-logic/rules/${s.profit.id}`, { token })).body;
    await t.call('PATCH', `/v1/hub/profit-logic/rules/${s.profit.id}`, { token, body: { margin_percent: 25, version: profit.version } });
    expect((await t.call('DELETE', `/v1/hub/profit-logic/rules/${s.profit.id}`, { token })).status).toBe(200);
    const profitRows = await history(token, 'profit-rules', s.profit.id);
    expect(profitRows.map((r) => r.action)).toEqual(['create', 'update', 'delete']);
    expect(profitRows[2].changes.margin_percent).toEqual([25, null]);
    expect(profitRows[2].record_title).toBe('GB margin');
  });

  it('records a balance credit with its note, and an action by name', async () => {
    const s = await setUp();
    const res = await t.call('POST', `/v1/audience/companies/${s.company.id}/balance`, { token: s.token, body: { amount: 5_000_000, note: 'Wire 42' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const rows = await history(s.token, 'companies', s.company.id);
    expect(rows.at(-1)).toMatchObject({ action: 'balance', note: 'Wire 42', changes: { balance: [0, 5_000_000] } });
  });

  it('has no API to change or delete a row, and the database refuses it too', async () => {
    const s = await setUp();
    const [row] = await history(s.token, 'vendor-rates', s.rate.id);
    expect((await t.call('POST', '/v1/audit-log', { token: s.token, body: { resource: 'routes', record_id: 1, action: 'create', changes: {} } })).status).toBe(405);
    expect((await t.call('PATCH', `/v1/audit-log/${(row as unknown as { id: number }).id}`, { token: s.token, body: { note: 'x' } })).status).toBe(405);
    expect((await t.call('DELETE', `/v1/audit-log/${(row as unknown as { id: number }).id}`, { token: s.token })).status).toBe(405);
    await expect(t.db.execute(sql`update audit_log set note = 'rewritten'`)).rejects.toThrow();
    await expect(t.db.execute(sql`delete from audit_log`)).rejects.toThrow();
    // What the table's own keys do still happens: a removed team's log goes with it.
    const gone = await hubTeam('Leaving Owner');
    await t.created('/v1/hub/profit-logic/rules', { name: 'Soon gone', margin_percent: 10 }, gone.token);
    await t.db.execute(sql`delete from teams where id = ${gone.teamId}`);
    const left = await t.db.select({ id: auditLog.id }).from(auditLog).where(eq(auditLog.team_id, gone.teamId));
    expect(left).toEqual([]);
  });

  it('keeps a bulk write fast: 50,000 rows in one statement per 10,000', async () => {
    const s = await hubTeam('Bulk Owner');
    const entries = Array.from({ length: 50_000 }, (_, i) => ({
      teamId: s.teamId,
      userId: s.userId,
      resource: 'vendor-rates',
      recordId: i + 1,
      action: 'bulk-update',
      changes: { price: [20_000, 21_000 + i] as [unknown, unknown] },
    }));
    const started = performance.now();
    expect(await audit(t.db, entries)).toBe(50_000);
    const ms = performance.now() - started;
    console.info(`[audit] 50,000 rows in ${Math.round(ms)} ms`);
    // PostgreSQL takes about 1.3 s; the embedded database, one WASM thread, several times that.
    expect(ms).toBeLessThan(process.env.TEST_DATABASE_URL ? 5_000 : 20_000);
  });

  it('shows admins their team, staff every team, and nobody else a thing', async () => {
    const a = await setUp();
    const b = await setUp();
    const viewer = await t.signUp({ name: 'Viewer' });
    await addMember(t.db, a.teamId, viewer.user.id, 'viewer');
    expect((await t.call('POST', `/v1/teams/${a.teamId}/switch`, { token: viewer.token })).status).toBe(200);
    expect((await t.call('GET', '/v1/audit-log', { token: viewer.token })).status).toBe(403);

    const ofA = await t.call('GET', '/v1/audit-log', { token: a.token, query: { _end: '500' } });
    expect(ofA.body.length).toBeGreaterThan(0);
    expect(ofA.body.every((r: { resource: string; record_id: number }) => !(r.resource === 'vendor-rates' && r.record_id === b.rate.id))).toBe(true);
    expect((await history(a.token, 'vendor-rates', b.rate.id)).length).toBe(0);
    expect((await t.call('GET', '/v1/audit-log', { token: a.token, query: { team_id: String(b.teamId) } })).status).toBe(422);

    const staff = await t.signUp({ name: 'Staff' });
    await makeStaff(t, staff.user.id);
    const all = await t.call('GET', '/v1/audit-log', { token: staff.token, query: { resource: 'vendor-rates', _end: '500' } });
    expect(all.status).toBe(200);
    const ids = all.body.map((r: { record_id: number }) => r.record_id);
    expect(ids).toEqual(expect.arrayContaining([a.rate.id, b.rate.id]));
    const onlyB = await t.call('GET', '/v1/audit-log', { token: staff.token, query: { team_id: String(b.teamId), _end: '500' } });
    expect(onlyB.body.length).toBeGreaterThan(0);
    expect(onlyB.body.some((r: { record_id: number; resource: string }) => r.resource === 'vendor-rates' && r.record_id === a.rate.id)).toBe(false);
    // Filters by user and action.
    const updates = await t.call('GET', '/v1/audit-log', { token: a.token, query: { action: 'create', user_id: String(a.userId), resource: 'routes' } });
    expect(updates.body.map((r: { record_id: number }) => r.record_id)).toEqual([a.route.id]);
  });
});
