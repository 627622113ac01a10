/**
 * A company's balance checker (docs/areas/hub.md#balance-checker) against a fake vendor this test
 * starts on 127.0.0.1 (allowed in the team's settings): a JSONPath and a regular expression read,
 * a POST whose body and sealed header reach the vendor intact, a timeout, an answer with no balance,
 * the guard refusing the address for a team that does not allow it, the schedule recording readings
 * and notifying once per crossing of the threshold, 422s per field, and who may do what.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember } from '../../../server/accounts/users.ts';
import { balanceCheckerPath, balanceCheckerTestPath, balanceSyncPath, validateCustomRequestPath } from '../../../resources/hub/balance-checker.ts';
import { hubBalanceCheckers, notifications, teams } from '../../../server/db/schema/index.ts';
import { claimDueCheckers, runDueBalanceChecks } from '../../../server/domains/hub/balance-checker/schedule.ts';
import { startTestApp, switchHubOn, type TestApp } from '../harness.ts';
import { startServer, type TestServer } from '../outbound/test-server.ts';

let t: TestApp;
let vendor: TestServer;
/** What /level answers as the balance. */
let level = '150.00';

beforeAll(async () => {
  t = await startTestApp();
  vendor = await startServer((req, res, received) => {
    const json = (body: unknown) => void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (req.url === '/accounts') return json({ data: { accounts: [{ id: 'main', balance: '1,234.56' }, { id: 'bonus', balance: -7.25 }] } });
    if (req.url === '/level') return json({ balance: level });
    if (req.url === '/nothing') return json({ data: {} });
    if (req.url === '/words') return json({ balance: 'plenty' });
    if (req.url === '/denied') return void res.writeHead(401, { 'content-type': 'text/plain' }).end('bad key');
    if (req.url === '/slow') return; // never answers
    if (req.url === '/balance' && req.method === 'POST') {
      const ok = received.headers['x-api-key'] === 'vendor-key-0042' && JSON.parse(received.body).account === 'acme';
      return void res.writeHead(200, { 'content-type': 'text/plain' }).end(ok ? 'Account acme\nBalance: EUR -1.234,5 (credit)\n' : 'unknown account');
    }
    res.writeHead(404).end();
  });
});
afterAll(async () => {
  await vendor.close();
  await t.close();
});

async function hubTeam(options: { allow?: boolean } = {}) {
  const owner = await t.signUp({ name: 'Hub Owner' });
  const teamId: number = owner.user.current_team.id;
  await switchHubOn(t, owner.token, teamId);
  if (options.allow !== false) {
    const [team] = await t.db.select({ settings: teams.settings }).from(teams).where(eq(teams.id, teamId));
    await t.db.update(teams).set({ settings: { ...team.settings, outbound_allowed_hosts: ['127.0.0.1'] } }).where(eq(teams.id, teamId));
  }
  const company = await t.created('/v1/audience/companies', { name: 'Acme Vendor', currency: 'EUR' }, owner.token);
  return { teamId, token: owner.token, companyId: company.id as number };
}

const checker = (extra: Record<string, unknown> = {}) => ({ url: `${vendor.origin}/accounts`, extract_kind: 'jsonpath', expression: '$.data.accounts[0].balance', ...extra });
const put = (token: string, id: number, body: unknown) => t.call('PUT', balanceCheckerPath(id), { token, body });
const test = (token: string, id: number, request?: unknown) => t.call('POST', balanceCheckerTestPath(id), { token, body: request === undefined ? {} : { request } });

describe('a balance checker', () => {
  it('is saved with its headers sealed and answered as a mask, and read with JSONPath', async () => {
    const { token, companyId } = await hubTeam();
    expect((await t.call('GET', balanceCheckerPath(companyId), { token })).body).toMatchObject({ configured: false, currency: 'EUR', last_balance: null });
    const saved = await put(token, companyId, checker({ headers: 'X-Api-Key: vendor-key-0042' }));
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ configured: true, enabled: false, method: 'GET', currency: 'EUR', interval_minutes: 60, headers: '••••0042' });
    const [row] = await t.db.select().from(hubBalanceCheckers).where(eq(hubBalanceCheckers.company_id, companyId));
    expect(row.headers).toMatch(/^pcred1:/);
    expect(row.headers).not.toContain('vendor-key');

    const ran = await test(token, companyId);
    expect(ran.status, JSON.stringify(ran.body)).toBe(200);
    expect(ran.body).toMatchObject({ ok: true, status: 200, raw: '1,234.56', balance: 1_234_560_000, currency: 'EUR', error: null, error_code: null });
    expect(ran.body.body).toContain('"accounts"');
    expect(vendor.received.at(-1)!.headers['x-api-key']).toBe('vendor-key-0042');

    // A JSON number, negative, at the last index.
    const bonus = await test(token, companyId, checker({ expression: '$.data.accounts[-1].balance', headers: saved.body.headers }));
    expect(bonus.body).toMatchObject({ ok: true, raw: '-7.25', balance: -7_250_000 });
    expect(vendor.received.at(-1)!.headers['x-api-key']).toBe('vendor-key-0042');
  });

  it('sends a POST with its body filled in and its sealed header intact, and reads it with a regular expression', async () => {
    const { token, companyId } = await hubTeam();
    const body = '{"account":"acme","company":"{{company_name}}","at":"{{date}}"}';
    const saved = await put(token, companyId, checker({ url: `${vendor.origin}/balance`, method: 'POST', body, headers: 'X-Api-Key: vendor-key-0042', extract_kind: 'regex', expression: '/balance:\\s*EUR\\s*([-\\d.,]+)/i' }));
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    // The mask saved back keeps the stored header.
    expect((await put(token, companyId, { ...checker(), url: `${vendor.origin}/balance`, method: 'POST', body, headers: saved.body.headers, extract_kind: 'regex', expression: '/balance:\\s*EUR\\s*([-\\d.,]+)/i' })).status).toBe(200);
    const ran = await test(token, companyId);
    expect(ran.body, JSON.stringify(ran.body)).toMatchObject({ ok: true, raw: '-1.234,5', balance: -1_234_500_000 });
    const sent = vendor.received.at(-1)!;
    expect(sent.method).toBe('POST');
    expect(sent.headers['x-api-key']).toBe('vendor-key-0042');
    expect(sent.headers['content-type']).toBe('application/json');
    expect(JSON.parse(sent.body)).toEqual({ account: 'acme', company: 'Acme Vendor', at: new Date().toISOString().slice(0, 10) });
  });

  it('says clearly why no balance was read: a timeout, no match, not a number, an error status, the guard', async () => {
    const { token, companyId } = await hubTeam();
    await put(token, companyId, checker());
    const started = Date.now();
    const slow = await test(token, companyId, checker({ url: `${vendor.origin}/slow`, timeout_seconds: 1 }));
    expect(slow.body).toMatchObject({ ok: false, balance: null, error_code: 'timeout' });
    expect(slow.body.error).toMatch(/did not answer within 1 s/);
    expect(Date.now() - started).toBeLessThan(5_000);

    const nothing = await test(token, companyId, checker({ url: `${vendor.origin}/nothing` }));
    expect(nothing.body).toMatchObject({ ok: false, status: 200, error_code: 'no_match', error: 'The answer has nothing at $.data.accounts.' });
    const words = await test(token, companyId, checker({ url: `${vendor.origin}/words`, expression: '$.balance' }));
    expect(words.body).toMatchObject({ ok: false, raw: 'plenty', error_code: 'not_a_number' });
    expect(words.body.error).toContain('"plenty" is not a number');
    const regex = await test(token, companyId, checker({ url: `${vendor.origin}/words`, extract_kind: 'regex', expression: 'credit: (\\d+)' }));
    expect(regex.body).toMatchObject({ ok: false, error_code: 'no_match', error: 'The regular expression does not match the answer.' });
    const denied = await test(token, companyId, checker({ url: `${vendor.origin}/denied` }));
    expect(denied.body).toMatchObject({ ok: false, status: 401, body: 'bad key', error_code: 'http_status' });

    // A team that has not allowed 127.0.0.1: the guard refuses before connecting.
    const closed = await hubTeam({ allow: false });
    const before = vendor.received.length;
    const refused = await test(closed.token, closed.companyId, checker());
    expect(refused.body).toMatchObject({ ok: false, status: null, error_code: 'refused' });
    expect(refused.body.error).toMatch(/does not call loopback addresses/);
    expect(vendor.received.length).toBe(before);
  });

  it('syncs now: records a reading and keeps the last balance when a run fails', async () => {
    const { token, companyId } = await hubTeam();
    expect((await t.call('POST', balanceSyncPath(companyId), { token })).status).toBe(409);
    await put(token, companyId, checker());
    const synced = await t.call('POST', balanceSyncPath(companyId), { token });
    expect(synced.status, JSON.stringify(synced.body)).toBe(200);
    expect(synced.body).toMatchObject({ ok: true, balance: 1_234_560_000, low: false, reading_id: expect.any(Number) });
    await put(token, companyId, checker({ url: `${vendor.origin}/nothing` }));
    await t.call('POST', balanceSyncPath(companyId), { token });
    const shown = (await t.call('GET', balanceCheckerPath(companyId), { token })).body;
    expect(shown).toMatchObject({ last_balance: 1_234_560_000, last_currency: 'EUR', last_error: 'The answer has nothing at $.data.accounts.' });
    const readings = await t.call('GET', '/v1/hub/balance-readings', { token, query: { company_id: String(companyId), _sort: 'id', _order: 'asc' } });
    expect(readings.body.map((r: { balance: number | null; error: string | null; status_code: number }) => [r.balance ?? null, r.error ?? null, r.status_code])).toEqual([
      [1_234_560_000, null, 200],
      [null, 'The answer has nothing at $.data.accounts.', 200],
    ]);
  });

  it('runs on its schedule once per turn and notifies once per crossing below the threshold', async () => {
    const { teamId, token, companyId } = await hubTeam();
    level = '150.00';
    const saved = await put(token, companyId, checker({ url: `${vendor.origin}/level`, expression: '$.balance', enabled: true, interval_minutes: 5, low_balance_threshold: 100_000_000 }));
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    // Its turn is set ahead, so only the runs below (not the app's own tick) reach it.
    const start = new Date(Date.now() + 3_600_000);
    await t.db.update(hubBalanceCheckers).set({ next_run_at: start }).where(eq(hubBalanceCheckers.company_id, companyId));
    const lows = async () => (await t.db.select().from(notifications).where(and(eq(notifications.team_id, teamId), eq(notifications.type, 'low_balance')))).length;
    const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);

    expect(await runDueBalanceChecks(t.ctx, at(0))).toContain(companyId);
    // Claimed already: two workers at the same moment never run it twice.
    expect((await Promise.all([claimDueCheckers(t.ctx, at(1)), claimDueCheckers(t.ctx, at(1))])).flat().filter((r) => r.company_id === companyId)).toEqual([]);
    expect(await lows()).toBe(0);

    level = '99.999999';
    expect(await runDueBalanceChecks(t.ctx, at(5))).toContain(companyId);
    expect(await lows()).toBe(1);
    const [note] = await t.db.select().from(notifications).where(and(eq(notifications.team_id, teamId), eq(notifications.type, 'low_balance')));
    expect(note).toMatchObject({ level: 'warning', link: `/hub/companies/${companyId}`, title: 'Low vendor balance: Acme Vendor' });
    expect(note.body).toContain('€99.999999');

    // Still low: no second notification; recovered, then low again: one more.
    await runDueBalanceChecks(t.ctx, at(10));
    expect(await lows()).toBe(1);
    level = '100';
    await runDueBalanceChecks(t.ctx, at(15));
    expect((await t.call('GET', balanceCheckerPath(companyId), { token })).body).toMatchObject({ low: false, last_balance: 100_000_000 });
    level = '12';
    await runDueBalanceChecks(t.ctx, at(20));
    expect(await lows()).toBe(2);
    expect((await t.call('GET', balanceCheckerPath(companyId), { token })).body).toMatchObject({ low: true, last_balance: 12_000_000 });
    const readings = await t.call('GET', '/v1/hub/balance-readings', { token, query: { company_id: String(companyId) } });
    expect(readings.headers['x-total-count']).toBe('5');
  });

  it('refuses what is wrong with the configuration, per field, without calling out', async () => {
    const { token, companyId } = await hubTeam();
    const before = vendor.received.length;
    const bad = { url: 'ftp://vendor.example/balance', method: 'GET', body: 'account={{account}}', extract_kind: 'regex', expression: 'balance: \\d+', interval_minutes: 1 };
    const saved = await put(token, companyId, bad);
    expect(saved.status).toBe(422);
    expect(Object.keys(saved.body.errors).sort()).toEqual(['body', 'expression', 'interval_minutes', 'url']);
    expect(saved.body.errors.expression).toEqual(['Put the amount in a capture group, as in balance: ([\\d.,-]+).']);
    const unparsable = await put(token, companyId, checker({ expression: '$.data[oops]' }));
    expect(unparsable.status).toBe(422);
    expect(unparsable.body.errors.expression[0]).toMatch(/neither an index/);
    const uncompiled = await put(token, companyId, checker({ extract_kind: 'regex', expression: 'balance: ([0-9+' }));
    expect(uncompiled.body.errors.expression[0]).toMatch(/does not compile/);

    const { interval_minutes: _, ...request } = bad;
    const checked = await t.call('POST', validateCustomRequestPath, { token, body: request });
    expect(checked.status).toBe(422);
    expect(Object.keys(checked.body.errors).sort()).toEqual(['body', 'expression', 'url']);
    expect((await t.call('POST', validateCustomRequestPath, { token, body: checker() })).body).toEqual({ valid: true });
    expect(vendor.received.length).toBe(before);
  });

  it('is an admin’s: a member or viewer may read but not run or change it, another team gets 404, and the hub must be on', async () => {
    const { teamId, token, companyId } = await hubTeam();
    await put(token, companyId, checker());
    for (const role of ['member', 'viewer'] as const) {
      const person = await t.signUp({ name: `Pat ${role}` });
      await addMember(t.db, teamId, person.user.id, role);
      expect((await t.call('POST', `/v1/teams/${teamId}/switch`, { token: person.token })).status).toBe(200);
      expect((await t.call('GET', balanceCheckerPath(companyId), { token: person.token })).status).toBe(200);
      expect((await test(person.token, companyId)).status).toBe(403);
      expect((await t.call('POST', balanceSyncPath(companyId), { token: person.token })).status).toBe(403);
      expect((await put(person.token, companyId, checker())).status).toBe(403);
      expect((await t.call('POST', validateCustomRequestPath, { token: person.token, body: checker() })).status).toBe(403);
    }
    const other = await hubTeam();
    expect((await t.call('GET', balanceCheckerPath(companyId), { token: other.token })).status).toBe(404);
    expect((await test(other.token, companyId)).status).toBe(404);
    expect((await t.call('POST', balanceSyncPath(companyId), { token: other.token })).status).toBe(404);
    expect((await put(other.token, companyId, checker())).status).toBe(404);

    expect((await t.call('PUT', `/v1/teams/${teamId}`, { token, body: { settings: { hub_enabled: false } } })).status).toBe(200);
    expect((await test(token, companyId)).status).toBe(403);
  });
});
