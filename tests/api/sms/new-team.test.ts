/**
 * A team other than the demo can send: it starts with the installation's network dictionary (on
 * sign-up and when a user founds another team), adds its own networks on top without touching
 * another team's, and once it has a route, a send that no route can take names the route and what
 * to add; with a vendor rate for a network of the dictionary the same send is routed, costed and
 * delivered by an outside SMSC (the simulator).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NETWORK_DICTIONARY } from '../../../server/domains/sms/networks/dictionary.ts';
import { SmscSimulator } from '../../../server/simulators/smsc/smsc-simulator.ts';
import { startTestApp, type TestApp } from '../harness.ts';

let t: TestApp;
let smsc: SmscSimulator;
let token: string;
let otherToken: string;

// +49 151… is a Telekom number: T-Mobile (262 01) as the prefix data names it.
const TELEKOM = '+4915112345678';

const list = (path: string, query: Record<string, string>, as = token) => t.call('GET', path, { token: as, query: { _start: '0', _end: '500', ...query } });
const send = (body: Record<string, unknown> = {}) => t.call('POST', '/v1/sms/send', { token, body: { to: TELEKOM, from: 'Parley', text: 'Welcome to Parley', ...body } });

beforeAll(async () => {
  smsc = await SmscSimulator.start({ accounts: [{ systemId: 'acme', password: 'acme-pw' }] });
  t = await startTestApp({ sms: { simulatorPort: null, simulatorDeliveryRatio: 1, simulatorReceiptMs: 0, bindWaitMs: 3_000, claimStaleMs: 180_000 } });
  token = (await t.signUp({ name: 'Nora Newcomer' })).token;
  otherToken = (await t.signUp({ name: 'Olga Other' })).token;
});
afterAll(async () => {
  await t?.close();
  await smsc?.stop();
});

describe('a new team', () => {
  it('starts with the installation’s network dictionary', async () => {
    const all = await list('/v1/sms/networks', {});
    expect(all.status).toBe(200);
    expect(Number(all.headers['x-total-count'])).toBe(NETWORK_DICTIONARY.length);
    const telekom = await list('/v1/sms/networks', { mcc: '262', mnc: '01' });
    expect(telekom.body).toEqual([expect.objectContaining({ name: 'Telekom Deutschland', brand: 'Telekom', country: 'DE' })]);
  });

  it('adds its own networks on top, one per MCC/MNC, unseen by other teams', async () => {
    const own = await t.call('POST', '/v1/sms/networks', { token, body: { name: 'Campus Mobile', country: 'DE', mcc: '262', mnc: '98' } });
    expect(own.status).toBe(201);
    const twice = await t.call('POST', '/v1/sms/networks', { token, body: { name: 'Telekom again', country: 'DE', mcc: '262', mnc: '01' } });
    expect(twice.status).toBe(422);
    expect(Number((await list('/v1/sms/networks', {})).headers['x-total-count'])).toBe(NETWORK_DICTIONARY.length + 1);
    expect(Number((await list('/v1/sms/networks', {}, otherToken)).headers['x-total-count'])).toBe(NETWORK_DICTIONARY.length);
  });

  it('is given the dictionary too when a user founds another team', async () => {
    const founded = await t.call('POST', '/v1/teams', { token: otherToken, body: { name: 'Second desk' } });
    expect(founded.status).toBe(201);
    const networks = await list('/v1/sms/networks', { mcc: '262', mnc: '01' }, otherToken);
    expect(networks.body).toHaveLength(1);
  });

  it('is told which route could not take a message and what to add, then prices the route and sends', async () => {
    const route = await t.created('/v1/sms/routing/routes', { name: 'Acme', vendor: 'Acme Ltd', protocol: 'smpp', host: '127.0.0.1', port: smsc.port, system_id: 'acme', password: 'acme-pw', throughput_per_second: 50, status: 'active' }, token);
    await t.created('/v1/sms/routing/plans', { name: 'Main', strategy: 'priority', is_default: true, default_route_id: route.id }, token);

    const refused = await send();
    expect(refused.status).toBe(422);
    expect(refused.body.errors.to[0]).toContain('Route Acme has no vendor rate for T-Mobile (262 01): add one in Vendor rates.');
    const simulated = await t.call('POST', '/v1/sms/routing/simulate', { token, body: { to: TELEKOM } });
    expect(simulated.body).toMatchObject({ ok: false, refusal: 'no_route', skipped: [{ route_id: route.id, route: 'Acme', reason: 'no_rate' }] });

    // The rate names the network as the dictionary has it.
    const [telekom] = (await list('/v1/sms/networks', { mcc: '262', mnc: '01' })).body;
    await t.created('/v1/sms/routing/rates', { route_id: route.id, network_name: telekom.name, country: telekom.country, mcc: telekom.mcc, mnc: telekom.mnc, price: 72_000, currency: 'EUR', effective_from: '2026-01-01', status: 'active' }, token);
    const sent = await send();
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body).toMatchObject({ route_id: route.id, cost: 72_000, currency: 'EUR' });
    await expect
      .poll(async () => (await t.call('GET', `/v1/sms/logs/${sent.body.id}`, { token })).body.status, { timeout: 15_000, interval: 50 })
      .toBe('delivered');
  });
});
