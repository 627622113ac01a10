/**
 * HTTP routes end to end against the HTTP SMS vendor simulator: POST /v1/sms/send queues, the
 * sender calls the vendor's API through the outbound guard (the team allows 127.0.0.1), the vendor's
 * id is written per part, the vendor calls the route's receipt address back and the message is
 * delivered; a long text goes whole or part by part as the route says; a 429 is tried again; a 400
 * fails over to an SMPP route and stays on the message's attempts log; the receipt address refuses
 * a wrong token and keeps a receipt for an id it does not know yet.
 */
import { createServer } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsMessageParts, smsPendingReceipts, smsRoutes, teams } from '../../../server/db/schema/index.ts';
import { smsDeliveryOf } from '../../../server/domains/sms/delivery/delivery-service.ts';
import { receiptRecorderOf } from '../../../server/domains/sms/delivery/process-receipts.ts';
import { HttpSmsSimulator } from '../../../server/simulators/http-sms/http-sms-simulator.ts';
import { SmscSimulator } from '../../../server/simulators/smsc/smsc-simulator.ts';
import { startTestApp, type TestApp } from '../harness.ts';

let t: TestApp;
let vendor: HttpSmsSimulator;
let smsc: SmscSimulator;
let token: string;
let otherToken: string;
const route: Record<string, any> = {};
const plan: Record<string, any> = {};

const O2 = '+447701234567';
const LONG = 'This message is long enough to need two parts when it is sent as GSM-7: a hundred and sixty characters fit in one part, so this text goes on for a little while more.';
const ARABIC = 'مرحبا بكم في بارلي، هذه رسالة تجريبية طويلة تختبر تقسيم النص العربي إلى أجزاء متعددة عبر واجهة HTTP مع إيصالات التسليم لكل جزء من أجزاء الرسالة الثلاثة كاملة.';

const post = (path: string, body: unknown, as = token) => t.call('POST', path, { token: as, body });
const send = (body: unknown) => post('/v1/sms/send', body);
const log = async (id: number) => (await t.call('GET', `/v1/sms/logs/${id}`, { token })).body;
const settled = (id: number) => expect.poll(async () => (await log(id)).status, { timeout: 15_000, interval: 50 }).not.toMatch(/^(queued|sent)$/);
const partsOf = (id: number) => t.db.select().from(smsMessageParts).where(eq(smsMessageParts.message_id, id)).orderBy(smsMessageParts.seq);

const created = (path: string, body: unknown) => t.created(path, body, token);

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The path part of a receipt address, as the test client calls it. */
const pathOf = (url: string) => new URL(url).pathname.replace(/^\/api\/proxy\/api/, '');

beforeAll(async () => {
  vendor = await HttpSmsSimulator.start({ apiKey: 'vendor-key', rejectPrefixes: [{ prefix: '4477019', status: 400 }], receiptLatencyMs: [5, 30] });
  smsc = await SmscSimulator.start({ accounts: [{ systemId: 'alpha', password: 'alpha-pw' }] });
  // The vendor calls receipts back over HTTP: the app listens where its APP_URL says.
  const port = await freePort();
  t = await startTestApp({ appUrl: `http://127.0.0.1:${port}`, sms: { simulatorPort: null, simulatorDeliveryRatio: 1, simulatorReceiptMs: 0, bindWaitMs: 3_000, claimStaleMs: 180_000 } });
  await t.app.listen({ port, host: '127.0.0.1' });
  const owner = await t.signUp({ name: 'Hana Http' });
  token = owner.token;
  const teamId = owner.user.current_team.id;
  otherToken = (await t.signUp({ name: 'Olga Other' })).token;
  // The vendor simulator is on the loopback, which Parley calls only for a team that allows it.
  await t.db.update(teams).set({ settings: { outbound_allowed_hosts: ['127.0.0.1'] } }).where(eq(teams.id, teamId));

  const http = (name: string, more: Record<string, unknown>) =>
    created('/v1/sms/routing/routes', {
      name,
      vendor: 'Simulated HTTP vendor',
      protocol: 'http',
      http_url: vendor.url,
      http_headers: 'Authorization: Bearer vendor-key',
      http_message_id_path: 'messages.0.id',
      dlr_id_field: 'id',
      dlr_status_field: 'status',
      dlr_error_field: 'err',
      throughput_per_second: 100,
      status: 'active',
      ...more,
    });
  route.whole = await http('HTTP whole', { http_method: 'POST', http_format: 'json', http_send_as: 'message' });
  route.parts = await http('HTTP parts', { http_method: 'GET', http_send_as: 'parts' });
  route.smpp = await created('/v1/sms/routing/routes', { name: 'Alpha', vendor: 'Alpha Ltd', protocol: 'smpp', host: '127.0.0.1', port: smsc.port, system_id: 'alpha', password: 'alpha-pw', throughput_per_second: 100, status: 'active' });
  for (const r of [route.whole, route.parts, route.smpp]) {
    await created('/v1/sms/routing/rates', { route_id: r.id, network_name: 'O2', country: 'GB', mcc: '234', mnc: '10', price: 30_000, currency: 'EUR', effective_from: '2026-01-01', status: 'active' });
  }
  plan.main = await created('/v1/sms/routing/plans', { name: 'HTTP first', strategy: 'priority', is_default: true, default_route_id: route.whole.id });
  await created('/v1/sms/routing/rules', { plan_id: plan.main.id, priority: 10, country: 'GB', targets: [{ route_id: route.whole.id, percent: 100 }, { route_id: route.smpp.id, percent: 0 }] });
  plan.parts = await created('/v1/sms/routing/plans', { name: 'HTTP by parts', strategy: 'priority', default_route_id: route.parts.id });
  await created('/v1/sms/routing/rules', { plan_id: plan.parts.id, priority: 10, country: 'GB', targets: [{ route_id: route.parts.id, percent: 100 }] });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await vendor?.stop();
  await smsc?.stop();
});

describe('an HTTP route', () => {
  it('is saved with its host taken from its address and its headers sealed, never read back', async () => {
    expect(route.whole).toMatchObject({ host: '127.0.0.1', protocol: 'http', http_method: 'POST', http_send_as: 'message' });
    expect(route.whole.http_headers).not.toContain('vendor-key');
    const [row] = await t.db.select({ headers: smsRoutes.http_headers }).from(smsRoutes).where(eq(smsRoutes.id, route.whole.id));
    expect(row.headers).toMatch(/^pcred1:/);
  });

  it('refuses an HTTP route without an address or with a body that is not JSON, and an SMPP route without a host', async () => {
    const base = { name: 'Bad', vendor: 'V', throughput_per_second: 10, status: 'active' };
    const noUrl = await post('/v1/sms/routing/routes', { ...base, protocol: 'http' });
    expect(noUrl.status).toBe(422);
    expect(noUrl.body.errors.http_url).toBeDefined();
    const badBody = await post('/v1/sms/routing/routes', { ...base, protocol: 'http', http_url: vendor.url, http_body: '{"to": {{to}}, "text": "{{txt}}"}' });
    expect(badBody.status).toBe(422);
    expect(badBody.body.errors.http_body[0]).toContain('{{txt}}');
    const notJson = await post('/v1/sms/routing/routes', { ...base, protocol: 'http', http_url: vendor.url, http_body: '{"to": "{{to}}",' });
    expect(notJson.body.errors.http_body[0]).toMatch(/not JSON/);
    const badHeaders = await post('/v1/sms/routing/routes', { ...base, protocol: 'http', http_url: vendor.url, http_headers: 'just a token' });
    expect(badHeaders.body.errors.http_headers).toBeDefined();
    const noHost = await post('/v1/sms/routing/routes', { ...base, protocol: 'smpp' });
    expect(noHost.status).toBe(422);
    expect(noHost.body.errors.host).toBeDefined();
  });

  it('sends a message to the vendor, writes its id, and is delivered by the vendor’s receipt', async () => {
    const res = await send({ to: O2, from: 'Parley', text: 'Your code is 4711' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.route_id).toBe(route.whole.id);
    await settled(res.body.id);
    const done = await log(res.body.id);
    expect(done).toMatchObject({ status: 'delivered', route_id: route.whole.id, attempts: 1, error: null, attempts_log: [] });
    expect(done.submitted_at).toBeTruthy();
    const got = vendor.received.find((r) => r.ref === String(res.body.id))!;
    expect(got).toMatchObject({ method: 'POST', to: '447701234567', from: 'Parley', text: 'Your code is 4711', status: 200 });
    const [part] = await partsOf(res.body.id);
    expect(part).toMatchObject({ status: 'delivered', vendor_message_id: got.messageId, route_id: route.whole.id });
  });

  it('sends a long text in one request when the vendor concatenates; every part is settled by its receipt', async () => {
    const res = await send({ to: O2, from: 'Parley', text: LONG });
    expect(res.body.parts).toBe(2);
    await settled(res.body.id);
    expect((await log(res.body.id)).status).toBe('delivered');
    const requests = vendor.received.filter((r) => r.ref === String(res.body.id));
    expect(requests).toHaveLength(1);
    expect(requests[0].text).toBe(LONG);
    const parts = await partsOf(res.body.id);
    expect(parts.map((p) => [p.status, p.vendor_message_id])).toEqual([
      ['delivered', requests[0].messageId],
      ['delivered', requests[0].messageId],
    ]);
  });

  it('sends each part by GET with its header, part number and reference when the route says so', async () => {
    const res = await send({ to: O2, from: 'Parley', text: ARABIC, plan_id: plan.parts.id });
    expect(res.body).toMatchObject({ parts: 3, route_id: route.parts.id });
    await settled(res.body.id);
    expect((await log(res.body.id)).status).toBe('delivered');
    const requests = vendor.received.filter((r) => r.ref.startsWith(`${res.body.id}-`)).sort((a, b) => Number(a.part) - Number(b.part));
    expect(requests.map((r) => [r.method, r.part, r.parts, r.ref])).toEqual([1, 2, 3].map((n) => ['GET', String(n), '3', `${res.body.id}-${n}`]));
    expect(requests.every((r) => /^050003[0-9A-F]{2}03\d{2}$/.test(r.udh))).toBe(true);
    expect(requests.map((r) => r.text).join('')).toBe(ARABIC);
    const parts = await partsOf(res.body.id);
    expect(parts.map((p) => p.vendor_message_id)).toEqual(requests.map((r) => r.messageId));
  });

  it('tries a throttled request again after a pause', async () => {
    vendor.throttle(2);
    const before = vendor.counters.throttled;
    const res = await send({ to: O2, from: 'Parley', text: 'Throttled, then taken' });
    await settled(res.body.id);
    expect(await log(res.body.id)).toMatchObject({ status: 'delivered', route_id: route.whole.id, attempts: 1, attempts_log: [] });
    expect(vendor.counters.throttled - before).toBe(2);
    expect(vendor.received.filter((r) => r.ref === String(res.body.id)).map((r) => r.status)).toEqual([429, 429, 200]);
  });

  it('fails over to the SMPP route when the vendor refuses the message, and keeps why on the message', async () => {
    const res = await send({ to: '+447701912345', from: 'Parley', text: 'Refused by HTTP, taken by SMPP' });
    expect(res.body.route_id).toBe(route.whole.id);
    await settled(res.body.id);
    const done = await log(res.body.id);
    expect(done).toMatchObject({ status: 'delivered', route_id: route.smpp.id, attempts: 2, error: null });
    expect(done.attempts_log).toEqual([{ route_id: route.whole.id, code: 'HTTP 400', reason: expect.stringContaining('400'), at: expect.any(String) }]);
    expect(smsc.received.some((r) => r.destination === '447701912345' && r.sourceTon === 5 && r.sourceNpi === 0)).toBe(true);
  });
});

describe('the receipt address', () => {
  it('is shown to those who may edit the route, and only to its team', async () => {
    const mine = await t.call('GET', `/v1/sms/routing/routes/${route.whole.id}/dlr-url`, { token });
    expect(mine.status).toBe(200);
    expect(mine.body.url).toMatch(new RegExp(`/api/proxy/api/v1/webhooks/sms/${route.whole.id}/[A-Za-z0-9_-]{32}$`));
    expect((await t.call('GET', `/v1/sms/routing/routes/${route.whole.id}/dlr-url`, { token: otherToken })).status).toBe(404);
  });

  it('refuses a wrong token with 401 and changes nothing', async () => {
    vendor.holdReceipts();
    const res = await send({ to: O2, from: 'Parley', text: 'Held receipt' });
    await expect.poll(async () => (await log(res.body.id)).status, { timeout: 10_000, interval: 50 }).toBe('sent');
    const [part] = await partsOf(res.body.id);
    const wrong = await t.call('POST', `/v1/webhooks/sms/${route.whole.id}/not-the-token`, { body: { id: part.vendor_message_id, status: 'DELIVERED' } });
    expect(wrong.status).toBe(401);
    const otherRoute = await t.call('GET', `/v1/sms/routing/routes/${route.parts.id}/dlr-url`, { token });
    const crossed = await t.call('POST', pathOf(otherRoute.body.url).replace(`/${route.parts.id}/`, `/${route.whole.id}/`), { body: { id: part.vendor_message_id, status: 'DELIVERED' } });
    expect(crossed.status).toBe(401);
    expect((await log(res.body.id)).status).toBe('sent');
    expect(vendor.releaseReceipts()).toBe(1);
    await settled(res.body.id);
    expect((await log(res.body.id)).status).toBe('delivered');
  });

  it('takes a receipt by GET, keeps one whose id it does not know yet, and ignores a status that is not final', async () => {
    const { url } = (await t.call('GET', `/v1/sms/routing/routes/${route.whole.id}/dlr-url`, { token })).body;
    const before = (await t.db.select().from(smsPendingReceipts)).length;
    // One recorder per process: receipts over HTTP and over SMPP are batched together.
    const recorder = receiptRecorderOf(t.ctx);
    expect(smsDeliveryOf(t.ctx)?.receipts).toBe(recorder);
    const pendingBefore = recorder.pending;
    const early = await t.call('GET', pathOf(url), { query: { id: 'hs-not-yet', status: 'UNDELIV', err: '001' } });
    expect(recorder.pending).toBe(pendingBefore + 1);
    expect(early.status, JSON.stringify(early.body)).toBe(200);
    expect(early.body).toEqual({ received: true });
    const pending = await t.db.select().from(smsPendingReceipts).where(eq(smsPendingReceipts.route_id, route.whole.id));
    expect(pending.length).toBeGreaterThan(0);
    expect(pending.some((p) => p.vendor_message_id === 'hs-not-yet' && p.stat === 'UNDELIV' && p.err === '001')).toBe(true);
    expect((await t.db.select().from(smsPendingReceipts)).length).toBe(before + 1);
    const enroute = await t.call('POST', pathOf(url), { body: { id: 'hs-not-yet', status: 'accepted' } });
    expect(enroute.body).toEqual({ received: false });
    const missing = await t.call('POST', pathOf(url), { body: { status: 'DELIVERED' } });
    expect(missing.status).toBe(422);
    expect(missing.body.errors.id).toBeDefined();
  });

  it('stops working at once when rotated', async () => {
    const { url: old } = (await t.call('GET', `/v1/sms/routing/routes/${route.parts.id}/dlr-url`, { token })).body;
    const rotated = await post(`/v1/sms/routing/routes/${route.parts.id}/dlr-url/rotate`, {});
    expect(rotated.status).toBe(200);
    expect(rotated.body.url).not.toBe(old);
    expect((await t.call('POST', pathOf(old), { body: { id: 'x', status: 'DELIVERED' } })).status).toBe(401);
    expect((await t.call('POST', pathOf(rotated.body.url), { body: { id: 'x', status: 'DELIVERED' } })).status).toBe(200);
  });
});
