/**
 * A hub client that is Debian's Kannel (docs/areas/hub.md#binds): its bearerbox binds to Parley's
 * SMPP server as an ESME, its smsbox takes sendsms requests — short GSM-7, long GSM-7 and UCS-2
 * texts — and calls each message's dlr-url with the receipt Parley sends back. The vendor is the
 * SMSC simulator. Kannel is installed by the test command (scripts/ensure-smpp-peer.sh).
 */
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hubEndpointBinds } from '../../../server/db/schema/index.ts';
import { SmscSimulator } from '../../../server/simulators/smsc/smsc-simulator.ts';
import { startKannel, type KannelClient } from '../../support/kannel.ts';
import { freePort } from '../../support/server-process.ts';
import { startTestApp, type TestApp } from '../harness.ts';
import { hubVendorPlan } from './vendor-plan.ts';

const UNIT = 1_000_000;
const PRICE = 45_000;
const ARABIC = 'مرحبا من بارلي! هذه رسالة عربية طويلة بما يكفي لتأخذ جزأين من أجزاء الرسائل القصيرة عبر كانيل.';
const LONG = 'Parley hub test: this GSM-7 text is long enough to need two parts, so Kannel cuts it with a user data header, and Parley forwards both parts to the vendor under one reference of its own, charging the client for each of them.';

let t: TestApp;
let smsc: SmscSimulator;
let token: string;
let companyId: number;
let endpointId: number;
let kannel: KannelClient | undefined;
let dlrServer: http.Server;
let dlrPort: number;
const dlrs: URLSearchParams[] = [];

async function until<T>(what: string, fn: () => Promise<T | undefined> | T | undefined, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await Promise.resolve().then(fn).catch(() => undefined);
    if (v !== undefined) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; bearerbox log:\n${kannel?.log()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

beforeAll(async () => {
  smsc = await SmscSimulator.start({ accounts: [{ systemId: 'vendor', password: 'vendorpw' }], receiptLatencyMs: [50, 200] });
  const smppPort = await freePort();
  t = await startTestApp({ hub: { smppPort, smppTls: null, receiptHoldHours: 72 }, sms: { simulatorPort: null, simulatorDeliveryRatio: 1, simulatorReceiptMs: 0, bindWaitMs: 3_000, claimStaleMs: 180_000 } });
  const owner = await t.signUp({ name: 'Hub Owner' });
  token = owner.token;
  const { planId } = await hubVendorPlan(t, { token, teamId: owner.user.current_team.id }, smsc);
  companyId = (await t.created('/v1/audience/companies', { name: 'Kannel Client', currency: 'EUR' }, token)).id;
  expect((await t.call('POST', `/v1/audience/companies/${companyId}/balance`, { token, body: { amount: 10 * UNIT, note: 'Prepaid' } })).status).toBe(200);
  const systemId = `k${randomUUID().slice(0, 8)}`;
  endpointId = (await t.created('/v1/hub/endpoints', { name: 'Kannel', company_id: companyId, protocol: 'smpp', system_id: systemId, password: 'pw12345', plan_id: planId, allowed_ips: ['127.0.0.1'] }, token)).id;
  await t.created('/v1/hub/client-rates', { endpoint_id: endpointId, network_name: 'O2', country: 'GB', mcc: '234', mnc: '10', price: PRICE, currency: 'EUR', effective_from: '2026-01-01' }, token);

  dlrServer = http.createServer((req, res) => {
    dlrs.push(new URL(req.url ?? '/', 'http://x').searchParams);
    res.end('ok');
  });
  await new Promise<void>((r) => dlrServer.listen(0, '127.0.0.1', () => r()));
  dlrPort = (dlrServer.address() as { port: number }).port;

  kannel = await startKannel({ smppPort, systemId, password: 'pw12345' });
  await until('Kannel to bind to Parley', async () => ((await t.db.select().from(hubEndpointBinds).where(eq(hubEndpointBinds.endpoint_id, endpointId))).some((b) => b.state === 'bound') ? true : undefined));
  await kannel.startSmsbox();
}, 90_000);

afterAll(async () => {
  await kannel?.stop();
  dlrServer?.close();
  await t?.close();
  await smsc?.stop();
});

async function sendsms(ref: string, text: string, extra: Record<string, string> = {}) {
  const res = await kannel!.sendsms({
    from: 'Parley',
    to: '447701234567',
    text,
    'dlr-mask': '1',
    'dlr-url': `http://127.0.0.1:${dlrPort}/dlr?ref=${ref}&status=%d&answer=%A`,
    ...extra,
  });
  expect(res.status, res.text).toBe(202);
}

describe('Kannel as a hub client', () => {
  it('sends short, long GSM-7 and UCS-2 texts through Parley, each charged per part, each with its delivery report', async () => {
    await sendsms('short', 'Your code is 4711');
    await sendsms('long', LONG);
    await sendsms('arabic', ARABIC, { coding: '2', charset: 'UTF-8' });

    // The vendor gets every part: 1 + 2 GSM-7, and the Arabic text's UCS-2 parts under one reference.
    await until('the vendor to receive every part', () => (smsc.received.length >= 5 ? true : undefined));
    const got = smsc.received;
    expect(got).toHaveLength(5);
    expect(got.map((r) => r.destination)).toEqual(Array(got.length).fill('447701234567'));
    expect(got.find((r) => r.text === 'Your code is 4711')).toBeTruthy();
    const long = got.filter((r) => r.concat && r.dataCoding === 0).sort((a, b) => a.concat!.seq - b.concat!.seq);
    expect(long.map((r) => r.text).join('')).toBe(LONG);
    expect(new Set(long.map((r) => r.concat!.reference)).size).toBe(1);
    const arabic = got.filter((r) => r.dataCoding === 8).sort((a, b) => (a.concat?.seq ?? 1) - (b.concat?.seq ?? 1));
    expect(arabic.map((r) => r.text).join('')).toBe(ARABIC);

    // Each part charged at the client's price.
    const balance = (await t.call('GET', `/v1/audience/companies/${companyId}/balance`, { token })).body.balance;
    expect(balance).toBe(10 * UNIT - got.length * PRICE);

    // Kannel reports each message delivered to its dlr-url, from the receipts Parley sent back.
    await until('a delivery report for every message', () => (['short', 'long', 'arabic'].every((ref) => dlrs.some((d) => d.get('ref') === ref && d.get('status') === '1')) ? true : undefined), 30_000);
    expect(dlrs.find((d) => d.get('ref') === 'short')!.get('answer')).toMatch(/stat:DELIVRD/);
  }, 90_000);
});
