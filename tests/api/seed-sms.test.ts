/** The SMS routing and hub demo data: every resource seeded, visible through the generic lists. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NETWORK_DICTIONARY } from '../../server/domains/sms/networks/dictionary.ts';
import { seedSms } from '../../server/seed/areas/sms.ts';
import { makeStaff, startTestApp, switchHubOn, type TestApp } from './harness.ts';

let t: TestApp;
let token: string;
let seconds: number;

beforeAll(async () => {
  t = await startTestApp();
  const owner = await t.signUp({ name: 'Hub Owner' });
  token = owner.token;
  // The demo team runs the hub; its owner is platform staff, who alone see the live phones.
  await switchHubOn(t, owner.token, owner.user.current_team.id);
  await makeStaff(t, owner.user.id);
  const started = performance.now();
  await seedSms(t.db, { teamId: owner.user.current_team.id, userId: owner.user.id });
  seconds = (performance.now() - started) / 1000;
});
afterAll(() => t?.close());

const total = async (path: string, params: Record<string, string> = {}, as = token) => {
  const res = await t.call('GET', path, { token: as, query: { _start: '0', _end: '5', ...params } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return Number(res.headers['x-total-count']);
};

describe('seedSms', () => {
  it('seeds every resource in the volumes of the brief, quickly', async () => {
    expect(await total('/v1/sms/routing/routes')).toBe(6);
    expect(await total('/v1/sms/routing/plans')).toBe(2);
    expect(await total('/v1/sms/routing/rules')).toBeGreaterThanOrEqual(12);
    // The vendors' 500 and the built-in simulator's one per network of the dictionary.
    expect(await total('/v1/sms/routing/rates')).toBe(721);
    expect(await total('/v1/sms/routing/rates/changes')).toBe(60);
    expect(await total('/v1/sms/routing/rates/inboxes')).toBe(2);
    expect(await total('/v1/hub/client-rates')).toBe(150);
    expect(await total('/v1/hub/endpoints')).toBe(4);
    // The installation's dictionary, which every team is given.
    expect(await total('/v1/sms/networks')).toBe(NETWORK_DICTIONARY.length);
    expect(await total('/v1/management/live-phones')).toBe(3);
    expect(await total('/v1/management/live-phones-sms')).toBeGreaterThanOrEqual(5);
    expect(await total('/v1/hub/email-updates')).toBe(8);
    expect(await total('/v1/sms/routing/sms-tests')).toBe(20);
    expect(await total('/v1/sms/routing/blacklist')).toBe(12);
    expect(await total('/v1/hub/profit-logic/rules')).toBe(3);
    console.info(`[seed-sms] seeded in ${seconds.toFixed(2)} s`);
    expect(seconds).toBeLessThan(10);
  });

  it('gives each plan 6 to 10 rules and spreads the rates over about 40 countries', async () => {
    const plans = (await t.call('GET', '/v1/sms/routing/plans', { token })).body;
    for (const plan of plans) {
      const n = await total('/v1/sms/routing/rules', { plan_id: String(plan.id) });
      expect(n).toBeGreaterThanOrEqual(6);
      expect(n).toBeLessThanOrEqual(10);
    }
    const rates = (await t.call('GET', '/v1/sms/routing/rates', { token, query: { _start: '0', _end: '500' } })).body;
    expect(new Set(rates.map((r: any) => r.country)).size).toBeGreaterThanOrEqual(38);
    expect(await total('/v1/sms/routing/rates', { status: 'pending' })).toBeGreaterThan(0);
    expect(await total('/v1/sms/routing/rates', { country: 'DE', _sort: 'price', _order: 'asc' })).toBeGreaterThan(0);
  });

  it('names networks of at least 60 countries, and routes a demo number by the default plan', async () => {
    const networks = (await t.call('GET', '/v1/sms/networks', { token, query: { _start: '0', _end: '500' } })).body;
    expect(new Set(networks.map((n: any) => n.country)).size).toBeGreaterThanOrEqual(60);
    const plans = (await t.call('GET', '/v1/sms/routing/plans', { token, query: { is_default: 'true' } })).body;
    expect(plans.map((p: any) => p.name)).toEqual(['Premium – direct routes']);
    // Premium sends GB 70/30 between BlueWave HTTP and Telvia Direct EU.
    const res = await t.call('POST', '/v1/sms/routing/simulate', { token, body: { to: '+447701234567', from: 'Parley' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.ok).toBe(true);
    expect(['BlueWave HTTP', 'Telvia Direct EU']).toContain(res.body.route.name);
    // A number in a blacklisted range is refused.
    expect((await t.call('POST', '/v1/sms/routing/simulate', { token, body: { to: '+2348099912345' } })).body.refusal).toBe('blacklisted');
  });

  it('keeps the data to the seeded team', async () => {
    const stranger = await t.signUp({ name: 'Other Team' });
    await switchHubOn(t, stranger.token, stranger.user.current_team.id);
    expect(await total('/v1/sms/routing/rates', {}, stranger.token)).toBe(0);
    expect(await total('/v1/hub/endpoints', {}, stranger.token)).toBe(0);
  });
});
