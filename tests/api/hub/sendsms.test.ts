/**
 * Kannel's `GET /cgi-bin/sendsms`, as Parley answers it for HTTP hub clients
 * (docs/areas/hub.md#http-clients): called with the query strings a client written for Kannel's
 * smsbox sends — GSM-7, UCS-2 in UTF-8 or UTF-16BE, Latin-1, long texts — answered with smsbox's
 * own sentences and statuses, priced and charged as any hub submit, the vendor being the SMSC
 * simulator; each dlr-url called back with its placeholders filled, as the dlr-mask asks, and a
 * receipt the client never takes tried again, logged, and given up after the hold.
 */
import http from 'node:http';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hubHttpReceipts } from '../../../server/db/schema/index.ts';
import { SmscSimulator } from '../../../server/simulators/smsc/smsc-simulator.ts';
import { startTestApp, type TestApp } from '../harness.ts';
import { hubVendorPlan } from './vendor-plan.ts';

const UNIT = 1_000_000;
const PRICE = 45_000;
const ARABIC = 'مرحبا من بارلي! هذه رسالة عربية طويلة بما يكفي لتأخذ جزأين من أجزاء الرسائل القصيرة.';
const LONG = 'Parley hub test: this GSM-7 text is long enough to need two parts, so Parley cuts it and forwards both parts to the vendor under one reference of its own, charging the client for each of them.';

let t: TestApp;
let smsc: SmscSimulator;
let token: string;
let planId: number;
let dlrServer: http.Server;
let dlrBase: string;
/** Every call of a dlr-url: its query, and what was answered. */
const dlrs: { query: URLSearchParams; answered: number }[] = [];

beforeAll(async () => {
  smsc = await SmscSimulator.start({ accounts: [{ systemId: 'vendor', password: 'vendorpw' }] });
  // A hold of a few seconds, so a receipt nobody takes is given up within the test.
  t = await startTestApp({
    hub: { smppPort: null, smppTls: null, receiptHoldHours: 0.001, receiptRetrySeconds: [0.4] },
    sms: { simulatorPort: null, simulatorDeliveryRatio: 1, simulatorReceiptMs: 0, bindWaitMs: 3_000, claimStaleMs: 180_000 },
  });
  const owner = await t.signUp({ name: 'Hub Owner' });
  token = owner.token;
  const teamId = owner.user.current_team.id;
  ({ planId } = await hubVendorPlan(t, { token, teamId }, smsc, { allowLoopback: true }));

  dlrServer = http.createServer((req, res) => {
    const query = new URL(req.url ?? '/', 'http://x').searchParams;
    const answered = query.get('ref') === 'never' ? 500 : 200;
    dlrs.push({ query, answered });
    res.statusCode = answered;
    res.end(answered === 200 ? 'ok' : 'down');
  });
  await new Promise<void>((r) => dlrServer.listen(0, '127.0.0.1', () => r()));
  dlrBase = `http://127.0.0.1:${(dlrServer.address() as { port: number }).port}/dlr`;
});

afterAll(async () => {
  dlrServer?.close();
  await t?.close();
  await smsc?.stop();
});

/** A company with `credit` and an HTTP endpoint logging in as `username`/`pw12345`, selling O2 at PRICE. */
async function client({ credit = 10 * UNIT, fields = {} }: { credit?: number; fields?: Record<string, unknown> } = {}) {
  const company = await t.created('/v1/audience/companies', { name: `Client ${randomUUID().slice(0, 6)}`, currency: 'EUR' }, token);
  if (credit) expect((await t.call('POST', `/v1/audience/companies/${company.id}/balance`, { token, body: { amount: credit, note: 'Prepaid' } })).status).toBe(200);
  const username = `k${randomUUID().slice(0, 8)}`;
  const endpoint = await t.created('/v1/hub/endpoints', { name: `Kannel ${username}`, company_id: company.id, protocol: 'http', system_id: username, password: 'pw12345', plan_id: planId, ...fields }, token);
  await t.created('/v1/hub/client-rates', { endpoint_id: endpoint.id, network_name: 'O2', country: 'GB', mcc: '234', mnc: '10', price: PRICE, currency: 'EUR', effective_from: '2026-01-01' }, token);
  return { company, endpoint, login: `username=${username}&password=pw12345` };
}

/** The query as a client writes it, after the login. */
const sendsms = (query: string) => t.call('GET', `/cgi-bin/sendsms?${query}`);
const enc = encodeURIComponent;
/** Percent-escapes every byte, as a client escaping a charset's bytes does. */
const bytes = (b: Buffer) => [...b].map((x) => `%${x.toString(16).toUpperCase().padStart(2, '0')}`).join('');
const balance = async (companyId: number) => (await t.call('GET', `/v1/audience/companies/${companyId}/balance`, { token })).body.balance as number;
const dlrUrl = (ref: string) => enc(`${dlrBase}?ref=${ref}&type=%d&smsc=%i&at=%T&answer=%A`);

describe('Kannel’s sendsms for hub clients', () => {
  it('takes GSM-7, UCS-2 (UTF-8 or UTF-16BE) and Latin-1 texts as smsbox does, charged per part, each reported to its dlr-url', async () => {
    const { company, login } = await client();
    const before = Math.floor(Date.now() / 1000);
    const answers = [
      await sendsms(`${login}&to=447701234567&from=Parley&text=Your+code+is+4711&dlr-mask=3&dlr-url=${dlrUrl('short')}`),
      await sendsms(`${login}&to=%2B447701234567&from=Parley&text=${enc(LONG)}&dlr-mask=31&dlr-url=${dlrUrl('long')}`),
      await sendsms(`${login}&to=447701234567&from=Parley&text=${enc(ARABIC)}&coding=2&charset=UTF-8&dlr-mask=1&dlr-url=${dlrUrl('arabic')}`),
      await sendsms(`${login}&to=00447701234567&from=Parley&text=${bytes(Buffer.from('Привет', 'utf16le').swap16())}&coding=2`),
      await sendsms(`${login}&to=447701234567&from=Parley&text=${bytes(Buffer.from('Café été', 'latin1'))}&charset=ISO-8859-1`),
    ];
    for (const a of answers) {
      expect(a.status, a.body).toBe(202);
      expect(a.body).toBe('0: Accepted for delivery');
      expect(a.headers['content-type']).toMatch(/^text\/plain/);
    }

    await expect.poll(() => smsc.received.length, { timeout: 10_000 }).toBe(1 + 2 + 2 + 1 + 1);
    const got = smsc.received;
    expect(got.find((r) => r.text === 'Your code is 4711')?.dataCoding).toBe(0);
    const long = got.filter((r) => r.concat && r.dataCoding === 0).sort((a, b) => a.concat!.seq - b.concat!.seq);
    expect(long.map((r) => r.text).join('')).toBe(LONG);
    const arabic = got.filter((r) => r.dataCoding === 8 && r.concat).sort((a, b) => a.concat!.seq - b.concat!.seq);
    expect(arabic.map((r) => r.text).join('')).toBe(ARABIC);
    expect(got.find((r) => r.text === 'Привет')?.dataCoding).toBe(8);
    expect(got.find((r) => r.text === 'Café été')).toBeTruthy();
    expect(await balance(company.id)).toBe(10 * UNIT - got.length * PRICE);

    // Each dlr-url called with its placeholders filled and URL-encoded: 1 delivered; the long one's mask also asks for 8.
    await expect.poll(() => ['short', 'long', 'arabic'].every((ref) => dlrs.some((d) => d.query.get('ref') === ref && d.query.get('type') === '1')), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => dlrs.some((d) => d.query.get('ref') === 'long' && d.query.get('type') === '8'), { timeout: 5_000 }).toBe(true);
    const short = dlrs.find((d) => d.query.get('ref') === 'short')!.query;
    expect(short.get('smsc')).toBe('parley');
    expect(Number(short.get('at'))).toBeGreaterThanOrEqual(before);
    expect(short.get('answer')).toMatch(/^id:\d+ sub:001 dlvrd:001 submit date:\d{10} done date:\d{10} stat:DELIVRD err:000 text:Your code is 4711$/);
    // Mask 3 and 1 ask no "taken by the SMSC" report.
    expect(dlrs.filter((d) => ['short', 'arabic'].includes(d.query.get('ref')!)).map((d) => d.query.get('type'))).toEqual(['1', '1']);
  });

  it('honours the dlr-mask: a delivered message reports nothing to a mask of failures only', async () => {
    const { login } = await client();
    const a = await sendsms(`${login}&to=447701234567&from=Parley&text=quiet&dlr-mask=18&dlr-url=${dlrUrl('quiet')}`);
    expect(a.status).toBe(202);
    await expect.poll(() => smsc.received.some((r) => r.text === 'quiet'), { timeout: 10_000 }).toBe(true);
    await new Promise((r) => setTimeout(r, 1_500));
    expect(dlrs.filter((d) => d.query.get('ref') === 'quiet')).toEqual([]);
  });

  it('answers bad requests with smsbox’s own sentences and statuses', async () => {
    const { login, company } = await client({ credit: 60_000 });
    const walled = await client({ fields: { allowed_ips: ['10.1.1.1'] } });
    const cases: [string, number, string | RegExp][] = [
      [`${login.replace('pw12345', 'wrong')}&to=447701234567&from=Parley&text=Hi`, 403, 'Authorization failed for sendsms'],
      ['to=447701234567&from=Parley&text=Hi', 403, 'Authorization failed for sendsms'],
      [`${walled.login}&to=447701234567&from=Parley&text=Hi`, 403, 'Authorization failed for sendsms'],
      [`${login}&from=Parley&text=Hi`, 400, 'Missing receiver number, rejected'],
      [`${login}&to=&from=Parley&text=Hi`, 400, 'Empty receiver number not allowed, rejected'],
      [`${login}&to=447701234567&text=Hi`, 400, 'Sender missing and no global set, rejected'],
      [`${login}&to=abc&from=Parley&text=Hi`, 400, 'Number(s) has/have been denied by white- and/or black-lists.'],
      [`${login}&to=447701234567&from=Parley&text=Hi&coding=7`, 400, 'Coding field misformed, rejected'],
      [`${login}&to=447701234567&from=Parley&text=%01%02&coding=1`, 400, /^Binary messages \(coding=1 or udh\) are not taken: .*, rejected$/],
      [`${login}&to=447701234567&from=Parley&text=Hi&dlr-mask=abc`, 400, 'DLR-Mask field misformed, rejected'],
      [`${login}&to=447701234567&from=Parley&text=Hi&dlr-mask=1&dlr-url=ftp%3A%2F%2Fx`, 400, 'DLR-URL field misformed, rejected'],
      [`${login}&to=447701234567&from=Parley&text=%FF%FE&charset=UTF-8`, 400, 'Charset or body misformed, rejected'],
      [`${login}&to=447701234567&from=Parley&text=Hi&charset=KLINGON`, 400, 'Charset or body misformed, rejected'],
      [`${login}&to=4915112345678&from=Parley&text=no+rate`, 503, /^Sending failed\. There is no client rate .* \(ESME_RINVDSTADR\)$/],
    ];
    const sent = smsc.received.length;
    for (const [query, status, text] of cases) {
      const a = await sendsms(query);
      expect([a.status, a.body], query).toEqual([status, text instanceof RegExp ? expect.stringMatching(text) : text]);
    }
    expect(smsc.received.length).toBe(sent);
    // One part's worth of credit: the long text is refused whole, the short one goes.
    const dear = await sendsms(`${login}&to=447701234567&from=Parley&text=${enc(LONG)}`);
    expect([dear.status, dear.body]).toEqual([503, expect.stringMatching(/^Sending failed\. The company’s balance .* \(0x00000401\)$/)]);
    expect((await sendsms(`${login}&to=447701234567&from=Parley&text=cheap`)).status).toBe(202);
    expect(await balance(company.id)).toBe(60_000 - PRICE);
  });

  it('answers a burst beyond the endpoint’s tps with 503 and Retry-After', async () => {
    const { login } = await client({ fields: { tps: 2 } });
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => sendsms(`${login}&to=447701234567&from=Parley&text=burst+${i}`)));
    const throttled = answers.filter((a) => a.status === 503);
    expect(answers.filter((a) => a.status === 202).length).toBeLessThanOrEqual(3);
    expect(throttled[0].body).toMatch(/^Sending failed\. .*\(ESME_RTHROTTLED\)$/);
    expect(throttled[0].headers['retry-after']).toBe('1');
  });

  it('tries a receipt the client does not take again, logs each try, and gives it up after the hold', async () => {
    const { endpoint, login } = await client();
    expect((await sendsms(`${login}&to=447701234567&from=Parley&text=nobody+listens&dlr-mask=1&dlr-url=${dlrUrl('never')}`)).status).toBe(202);
    await expect.poll(async () => (await t.db.select().from(hubHttpReceipts).where(eq(hubHttpReceipts.endpoint_id, endpoint.id)))[0]?.state, { timeout: 20_000 }).toBe('gave_up');
    const tries = dlrs.filter((d) => d.query.get('ref') === 'never');
    expect(tries.length).toBeGreaterThanOrEqual(2);
    const log = (await t.call('GET', `/v1/hub/receipt-attempts?endpoint_id=${endpoint.id}&_sort=id&_order=asc`, { token })).body;
    expect(log).toHaveLength(tries.length);
    expect(log.map((a: any) => a.attempt)).toEqual(tries.map((_, i) => i + 1));
    expect(log.slice(0, -1).every((a: any) => a.outcome === 'failed' && a.status_code === 500)).toBe(true);
    expect(log.at(-1)).toMatchObject({ outcome: 'gave_up', status_code: 500, format: 'kannel', event: 'delivered', url: dlrBase });
    // Given up: tried no more.
    await new Promise((r) => setTimeout(r, 1_200));
    expect(dlrs.filter((d) => d.query.get('ref') === 'never')).toHaveLength(tries.length);
  }, 30_000);
});
