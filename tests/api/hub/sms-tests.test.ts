/**
 * SMS tests end to end on the simulators: POST /v1/sms/routing/test-sms sends over exactly one
 * route (an SMPP route bound to the SMSC simulator, one account per route), the live-phone
 * simulator's virtual handset receives what the SMSC delivers and reports it through the phone's
 * real signed webhook over HTTP on 127.0.0.1, and the test settles: receipt, arrival, latency,
 * sender ID and text intact. A route whose handset sees another sender ID is caught; a dropped
 * message gets a DELIVRD receipt, times out and counts in the fake-receipt score. Also: a bad
 * signature refused, a silent phone going offline with one notification, schedules, and access.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember } from '../../../server/accounts/users.ts';
import { livePhoneMessages, livePhones, notifications, smsMessages, smsTests, webhookDeliveries } from '../../../server/db/schema/index.ts';
import { virtualHandsets } from '../../../server/domains/sms/live-tests/builtin-live-phones.ts';
import { markSilentPhonesOffline } from '../../../server/domains/sms/live-tests/offline.ts';
import { runDueSmsTestSchedules } from '../../../server/domains/sms/live-tests/schedules.ts';
import { timeOutSmsTests } from '../../../server/domains/sms/live-tests/timeouts.ts';
import { LivePhoneSimulator } from '../../../server/simulators/live-phone/live-phone-simulator.ts';
import { SmscSimulator } from '../../../server/simulators/smsc/smsc-simulator.ts';
import { signatureHeader } from '../../../server/webhooks/signature.ts';
import { makeStaff, startTestApp, switchHubOn, type TestApp } from '../harness.ts';

let t: TestApp;
let smsc: SmscSimulator;
let handsets: LivePhoneSimulator;
let token: string;
let viewer: string;
let teamId: number;
let base: string;
const route: Record<string, any> = {};
let phone: any;

const PHONE = '+4915112345670';
const post = (path: string, body: unknown, as = token) => t.call('POST', path, { token: as, body });
const test = async (id: number, as = token) => (await t.call('GET', `/v1/sms/routing/sms-tests/${id}`, { token: as })).body;
const runTest = async (body: Record<string, unknown>, as = token) => {
  const res = await post('/v1/sms/routing/test-sms', { live_phone_id: phone.id, sender_id: 'Parley', ...body }, as);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.tests as Array<{ id: number; code: string; route_id: number; sms_message_id: number }>;
};
const until = (id: number, field: string, value: unknown) => expect.poll(async () => (await test(id))[field], { timeout: 10_000, interval: 50 }).toBe(value);

beforeAll(async () => {
  smsc = await SmscSimulator.start({
    accounts: ['honest', 'spoofer', 'dropper'].map((a) => ({ systemId: a, password: `${a}-pw` })),
    receiptLatencyMs: [10, 40],
  });
  t = await startTestApp({ sms: { simulatorPort: null, simulatorDeliveryRatio: 1, simulatorReceiptMs: 0, bindWaitMs: 3_000, claimStaleMs: 180_000 } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address() as { port: number };
  base = `http://127.0.0.1:${address.port}`;
  const owner = await t.signUp({ name: 'Tess Tester' });
  token = owner.token;
  teamId = owner.user.current_team.id;
  await switchHubOn(t, token, teamId);
  // Live phones are the platform's handsets: staff set them up.
  await makeStaff(t, owner.user.id);
  const v = await t.signUp({ name: 'Vera Viewer' });
  await addMember(t.db, teamId, v.user.id, 'viewer');
  await t.call('POST', `/v1/teams/${teamId}/switch`, { token: v.token });
  viewer = v.token;
  for (const name of ['honest', 'spoofer', 'dropper']) {
    route[name] = await t.created('/v1/sms/routing/routes', { name, vendor: `${name} Ltd`, protocol: 'smpp', host: '127.0.0.1', port: smsc.port, system_id: name, password: `${name}-pw`, status: 'active' }, token);
  }
  await t.created('/v1/sms/routing/rates', { route_id: route.honest.id, network_name: 'Telekom Deutschland', country: 'DE', mcc: '262', mnc: '01', price: 21_000, currency: 'EUR', effective_from: '2026-01-01', status: 'active' }, token);
  phone = await t.created('/v1/management/live-phones', { number: PHONE, network: 'Telekom Deutschland', country: 'DE', simulated: true }, token);
  // The handset app: the phone's webhook address and its secret, as the built-in simulator reads them.
  handsets = new LivePhoneSimulator({ handsets: await virtualHandsets(t.ctx, base) }).listenTo(smsc);
});
afterAll(async () => {
  await handsets?.stop();
  await t?.close();
  await smsc?.stop();
});

describe('an SMS test on the simulators', () => {
  it('goes over exactly the route, reaches the handset, and settles delivered with sender and text intact', async () => {
    expect(handsets.numbers).toEqual([PHONE]);
    const [sent] = await runTest({ route_id: route.honest.id, text: 'Route check {code} ok' });
    expect(sent).toMatchObject({ route_id: route.honest.id, status: 'queued', code: expect.stringMatching(/^PT-\d{6}$/) });
    await until(sent.id, 'status', 'delivered');
    // The phone may report before the receipt is written: both settle the test, in either order.
    await until(sent.id, 'receipt_status', 'delivered');
    const done = await test(sent.id);
    expect(done).toMatchObject({ route_id: route.honest.id, text: `Route check ${sent.code} ok`, receipt_status: 'delivered', sender_id_intact: true, text_intact: true, received_sender: 'Parley', error: null });
    expect(done.received_text).toContain(sent.code);
    expect(Date.parse(done.sent_at)).toBeLessThanOrEqual(Date.parse(done.delivered_at));
    expect(done.latency_ms).toBeGreaterThanOrEqual(0);
    // The message itself: forced on the route, nothing to fail over to, priced from the route's rate.
    const [message] = await t.db.select().from(smsMessages).where(eq(smsMessages.id, sent.sms_message_id));
    expect(message).toMatchObject({ route_id: route.honest.id, failover: [], to: PHONE, from: 'Parley', cost: 21_000, currency: 'EUR', status: 'delivered' });
    expect(smsc.received.filter((r) => r.text.includes(sent.code)).map((r) => r.systemId)).toEqual(['honest']);
    // What the handset received is kept, matched to its test; the phone reported, so it is online.
    const [received] = await t.db.select().from(livePhoneMessages).where(eq(livePhoneMessages.sms_test_id, sent.id));
    expect(received).toMatchObject({ live_phone_id: phone.id, sender: 'Parley', route_id: route.honest.id, sender_id_intact: true });
    const [stored] = await t.db.select().from(livePhones).where(eq(livePhones.id, phone.id));
    expect(stored.status).toBe('online');
    const deliveries = await t.db.select().from(webhookDeliveries).where(and(eq(webhookDeliveries.source_kind, 'live-phones'), eq(webhookDeliveries.source_id, phone.id)));
    expect(deliveries.some((d) => d.signature === 'valid' && d.outcome === 'processed')).toBe(true);
  });

  it('catches a route whose handset sees another sender ID', async () => {
    handsets.misbehave({ systemId: 'spoofer', replaceSender: '+4915888' });
    const [sent] = await runTest({ route_id: route.spoofer.id });
    await until(sent.id, 'status', 'delivered');
    expect(await test(sent.id)).toMatchObject({ sender_id_intact: false, text_intact: true, received_sender: '+4915888' });
    const summary = (await t.call('GET', '/v1/sms/routing/sms-tests/summary', { token, query: { route_id: String(route.spoofer.id) } })).body.data;
    expect(summary).toEqual([expect.objectContaining({ route_id: route.spoofer.id, tests: 1, delivered: 1, sender_replaced: 1, failing: 1 })]);
  });

  it('a dropped message: DELIVRD from the vendor, never on the phone, times out and scores as a fake receipt', async () => {
    handsets.misbehave({ systemId: 'dropper', drop: true });
    const [sent] = await runTest({ route_id: route.dropper.id });
    await until(sent.id, 'receipt_status', 'delivered');
    await until(sent.id, 'status', 'sent');
    expect(await timeOutSmsTests(t.db, 300)).not.toContain(sent.id);
    expect(await timeOutSmsTests(t.db, 300, new Date(Date.now() + 301_000))).toContain(sent.id);
    expect(await test(sent.id)).toMatchObject({ status: 'timeout', delivered_at: null, error: 'The vendor reported it delivered, but the phone never received it.' });
    const summary = (await t.call('GET', '/v1/sms/routing/sms-tests/summary', { token: viewer })).body.data;
    const of = (id: number) => summary.find((r: any) => r.route_id === id);
    expect(of(route.dropper.id)).toMatchObject({ receipts_delivered: 1, fake_receipts: 1, fake_receipt_share: 1, timeout: 1, failing: 1 });
    expect(of(route.honest.id)).toMatchObject({ fake_receipts: 0, fake_receipt_share: 0, failing: 0 });
    handsets.clear();
  });

  it('tests each route of a rule', async () => {
    const plan = await t.created('/v1/sms/routing/plans', { name: 'Test plan', strategy: 'priority', default_route_id: route.honest.id }, token);
    const rule = await t.created('/v1/sms/routing/rules', { plan_id: plan.id, priority: 10, country: 'DE', targets: [{ route_id: route.honest.id, percent: 100 }, { route_id: route.spoofer.id, percent: 0 }] }, token);
    const sent = await runTest({ rule_id: rule.id });
    expect(sent.map((s) => s.route_id).sort()).toEqual([route.honest.id, route.spoofer.id].sort());
    for (const s of sent) await until(s.id, 'status', 'delivered');
  });

  it('refuses a request naming neither a route nor a rule, or a sender no SMSC takes', async () => {
    expect((await post('/v1/sms/routing/test-sms', { live_phone_id: phone.id, sender_id: 'Parley' })).body.errors.route_id).toBeDefined();
    expect((await post('/v1/sms/routing/test-sms', { route_id: route.honest.id, live_phone_id: phone.id, sender_id: 'Parley!!' })).body.errors.sender_id).toBeDefined();
  });
});

describe('the live phone webhook', () => {
  it('refuses a bad signature and changes nothing', async () => {
    const before = await t.db.select().from(livePhoneMessages).where(eq(livePhoneMessages.live_phone_id, phone.id));
    const raw = JSON.stringify({ type: 'sms', from: 'Mallory', text: 'forged' });
    const forged = await fetch(`${base}/api/proxy/api/v1/webhooks/live-phone/${phone.id}`, { method: 'POST', headers: { 'content-type': 'application/json', 'parley-signature': signatureHeader('not-the-secret', Buffer.from(raw)) }, body: raw });
    expect(forged.status).toBe(401);
    const unsigned = await fetch(`${base}/api/proxy/api/v1/webhooks/live-phone/${phone.id}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: raw });
    expect(unsigned.status).toBe(401);
    expect((await fetch(`${base}/api/proxy/api/v1/webhooks/live-phone/999999`, { method: 'POST', body: raw })).status).toBe(404);
    expect(await t.db.select().from(livePhoneMessages).where(eq(livePhoneMessages.live_phone_id, phone.id))).toHaveLength(before.length);
  });

  it('shows staff the address and secret a handset app signs with', async () => {
    const info = (await t.call('GET', `/v1/management/live-phones/${phone.id}/webhook`, { token })).body;
    expect(info.secret).toMatch(/^whsec_/);
    expect(info.url).toContain(`/live-phone/${phone.id}`);
    expect((await t.call('GET', `/v1/management/live-phones/${phone.id}/webhook`, { token: viewer })).status).toBe(403);
  });

  it('keeps a phone online while it beats, and takes it offline after a silence with one notification', async () => {
    await handsets.heartbeat();
    const seen = (await t.db.select().from(livePhones).where(eq(livePhones.id, phone.id)))[0];
    expect(seen.status).toBe('online');
    const titled = async () => (await t.db.select().from(notifications).where(eq(notifications.team_id, teamId))).filter((n) => n.title.includes(PHONE));
    expect(await markSilentPhonesOffline(t.db, 600)).toEqual([]);
    const later = new Date(seen.last_seen_at!.getTime() + 601_000);
    expect(await markSilentPhonesOffline(t.db, 600, later)).toEqual([phone.id]);
    expect(await markSilentPhonesOffline(t.db, 600, new Date(later.getTime() + 60_000))).toEqual([]);
    expect(await titled()).toHaveLength(1);
    expect((await titled())[0]).toMatchObject({ level: 'warning', link: `/hub/routing/vendor/live-phones/${phone.id}` });
    await handsets.heartbeat();
    expect((await t.db.select().from(livePhones).where(eq(livePhones.id, phone.id)))[0].status).toBe('online');
  });
});

describe('schedules', () => {
  it('send one test per country of the route with a live phone, once per interval', async () => {
    const schedule = await t.created('/v1/sms/routing/sms-test-schedules', { name: 'Honest hourly', route_id: route.honest.id, interval: 'hourly', sender_id: 'Parley' }, token);
    const before = (await t.db.select().from(smsTests).where(eq(smsTests.route_id, route.honest.id))).length;
    expect(await runDueSmsTestSchedules(t.db)).toBe(1);
    expect(await runDueSmsTestSchedules(t.db)).toBe(0);
    const after = await t.db.select().from(smsTests).where(eq(smsTests.route_id, route.honest.id));
    expect(after).toHaveLength(before + 1);
    const shown = (await t.call('GET', `/v1/sms/routing/sms-test-schedules/${schedule.id}`, { token })).body;
    expect(Date.parse(shown.next_run_at) - Date.parse(shown.last_run_at)).toBe(3_600_000);
    expect(await runDueSmsTestSchedules(t.db, new Date(Date.parse(shown.next_run_at) + 1))).toBe(1);
  });
});

describe('access', () => {
  it('a viewer reads tests but cannot run one; another team sees none of them', async () => {
    const res = await post('/v1/sms/routing/test-sms', { route_id: route.honest.id, live_phone_id: phone.id, sender_id: 'Parley' }, viewer);
    expect(res.status).toBe(403);
    const [one] = (await t.call('GET', '/v1/sms/routing/sms-tests', { token: viewer })).body;
    expect(one.id).toBeTypeOf('number');
    // The generic create is closed: a test is made by test-sms only.
    expect((await post('/v1/sms/routing/sms-tests', { route_id: route.honest.id, live_phone_id: phone.id, sender_id: 'X', text: 'x' })).status).toBe(405);
    const other = await t.signUp({ name: 'Otto Other' });
    await switchHubOn(t, other.token, other.user.current_team.id);
    expect((await t.call('GET', `/v1/sms/routing/sms-tests/${one.id}`, { token: other.token })).status).toBe(404);
    expect((await t.call('GET', '/v1/sms/routing/sms-tests', { token: other.token })).body).toEqual([]);
    const theirs = await post('/v1/sms/routing/test-sms', { route_id: route.honest.id, live_phone_id: phone.id, sender_id: 'Parley' }, other.token);
    expect(theirs.status).toBe(422);
    expect(theirs.body.errors.live_phone_id).toBeDefined();
    expect((await t.call('GET', '/v1/sms/routing/sms-tests/summary', { token: other.token })).body.data).toEqual([]);
  });
});
