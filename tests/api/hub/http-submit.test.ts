/**
 * Hub clients over the JSON API (docs/areas/hub.md#http-clients): `POST /v1/hub/submit` with the
 * endpoint's API key, routed to a vendor that is the SMSC simulator, priced, charged and refused
 * exactly as an SMPP submit is; receipts POSTed to the client's dlr_url, signed with the endpoint's
 * secret, tried again after the receiver answers 500, each try logged under the endpoint.
 */
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hubEndpoints, hubParts, ledgerEntries, smsMessages } from '../../../server/db/schema/index.ts';
import { STATUS } from '../../../server/domains/sms/smpp/command-status.ts';
import { SmscSimulator } from '../../../server/simulators/smsc/smsc-simulator.ts';
import { verifySignature } from '../../../server/webhooks/signature.ts';
import { startTestApp, type TestApp } from '../harness.ts';
import { hubVendorPlan } from './vendor-plan.ts';

const UNIT = 1_000_000;
const O2 = '+447701234567';
const O2_REFUSED = '+447701999999';

let t: TestApp;
let smsc: SmscSimulator;
let token: string;
let planId: number;
let receiver: http.Server;
let receiverUrl: string;
/** Every call the receiver got: its body, signature, receipt id and what it answered. */
const calls: { raw: Buffer; body: any; signature: string | undefined; receipt: string | undefined; answered: number }[] = [];
/** client_refs whose first call is answered 500. */
const failFirst = new Set<string>();

beforeAll(async () => {
  smsc = await SmscSimulator.start({ accounts: [{ systemId: 'vendor', password: 'vendorpw' }], rejectPrefixes: [{ prefix: '447701999', status: STATUS.INVALID_DESTINATION }] });
  t = await startTestApp({
    hub: { smppPort: null, smppTls: null, receiptHoldHours: 72, receiptRetrySeconds: [0.3] },
    sms: { simulatorPort: null, simulatorDeliveryRatio: 1, simulatorReceiptMs: 0, bindWaitMs: 3_000, claimStaleMs: 180_000 },
  });
  const owner = await t.signUp({ name: 'Hub Owner' });
  token = owner.token;
  const teamId = owner.user.current_team.id;
  // The receiver is on this machine: the team allows it, as an admin would in its settings.
  ({ planId } = await hubVendorPlan(t, { token, teamId }, smsc, { allowLoopback: true }));

  receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      const body = JSON.parse(raw.toString('utf8'));
      const first = failFirst.delete(body.client_ref);
      const answered = first ? 500 : 200;
      calls.push({ raw, body, signature: req.headers['x-parley-signature'] as string | undefined, receipt: req.headers['x-parley-receipt'] as string | undefined, answered });
      res.statusCode = answered;
      res.end(first ? 'try later' : 'ok');
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', () => r()));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as { port: number }).port}/receipts`;
});

afterAll(async () => {
  receiver?.close();
  await t?.close();
  await smsc?.stop();
});

/** A company with `credit`, an HTTP endpoint selling O2 at `price` a part, and its API key. */
async function client({ credit = 10 * UNIT, price = 50_000, fields = {} }: { credit?: number; price?: number; fields?: Record<string, unknown> } = {}) {
  const company = await t.created('/v1/audience/companies', { name: `Client ${randomUUID().slice(0, 6)}`, currency: 'EUR' }, token);
  if (credit) expect((await t.call('POST', `/v1/audience/companies/${company.id}/balance`, { token, body: { amount: credit, note: 'Prepaid' } })).status).toBe(200);
  const endpoint = await t.created('/v1/hub/endpoints', { name: `HTTP ${randomUUID().slice(0, 6)}`, company_id: company.id, protocol: 'http', plan_id: planId, ...fields }, token);
  await t.created('/v1/hub/client-rates', { endpoint_id: endpoint.id, network_name: 'O2', country: 'GB', mcc: '234', mnc: '10', price, currency: 'EUR', effective_from: '2026-01-01' }, token);
  const rotated = await t.call('POST', `/v1/hub/endpoints/${endpoint.id}/rotate-key`, { token, body: {} });
  expect(rotated.status, JSON.stringify(rotated.body)).toBe(200);
  return { company, endpoint, key: rotated.body.api_key as string };
}

const send = (key: string | null, body: unknown, headers: Record<string, string> = {}) =>
  t.call('POST', '/v1/hub/submit', { body, headers: { ...(key && { authorization: `Bearer ${key}` }), ...headers } });
const balance = async (companyId: number) => (await t.call('GET', `/v1/audience/companies/${companyId}/balance`, { token })).body.balance as number;
const message = async (id: string) => (await t.db.select().from(smsMessages).where(eq(smsMessages.id, Number(id))))[0];

describe('the JSON API for hub clients', () => {
  it('makes an API key shown once, keeps only its hash, and says on the endpoint since when one is set', async () => {
    const { endpoint, key } = await client();
    expect(key).toMatch(/^phk_[\w-]{43}$/);
    const shown = await t.call('GET', `/v1/hub/endpoints/${endpoint.id}`, { token });
    expect(shown.body.api_key_set_at).toMatch(/^\d{4}-/);
    expect(JSON.stringify(shown.body)).not.toContain(key);
    for (const kept of ['api_key_hash', 'signing_secret', 'signing_secret_rotated_at']) expect(shown.body).not.toHaveProperty(kept);
    const [row] = await t.db.select().from(hubEndpoints).where(eq(hubEndpoints.id, endpoint.id));
    expect(row.api_key_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(key);
    const info = await t.call('GET', `/v1/hub/endpoints/${endpoint.id}/http-client`, { token });
    expect(info.body).toMatchObject({ submit_url: expect.stringMatching(/\/api\/proxy\/api\/v1\/hub\/submit$/), sendsms_url: expect.stringMatching(/\/cgi-bin\/sendsms$/), signing_secret: expect.stringMatching(/^whsec_/), signature_header: 'X-Parley-Signature' });
    expect(row.signing_secret).toBeNull();
    const [sealed] = await t.db.select().from(hubEndpoints).where(eq(hubEndpoints.id, endpoint.id));
    expect(sealed.signing_secret).toMatch(/^pcred1:/);
    // A new key: the old one stops at once.
    const again = await t.call('POST', `/v1/hub/endpoints/${endpoint.id}/rotate-key`, { token, body: {} });
    expect((await send(key, { to: O2, from: 'Parley', text: 'old key' })).status).toBe(401);
    expect((await send(again.body.api_key, { to: O2, from: 'Parley', text: 'new key' })).status).toBe(200);
  });

  it('takes a message, charges its client price once per part, and forwards it to the vendor', async () => {
    const { company, key } = await client({ credit: UNIT });
    const res = await send(key, { to: O2, from: 'Parley', text: 'Your code is 8812', client_ref: 'order-1' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ message_id: expect.stringMatching(/^\d+$/), parts: 1, price: 50_000, currency: 'EUR', client_ref: 'order-1' });
    expect(await balance(company.id)).toBe(UNIT - 50_000);
    const ledger = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.company_id, company.id)).orderBy(ledgerEntries.id);
    expect(ledger.map((e) => [e.kind, e.amount, e.key])).toEqual([
      ['credit', UNIT, expect.any(String)],
      ['charge', -50_000, `part:${res.body.message_id}`],
    ]);
    const [part] = await t.db.select().from(hubParts).where(eq(hubParts.message_id, Number(res.body.message_id)));
    expect(part).toMatchObject({ source: 'http', client_ref: 'order-1', dlr_url: null, registered_delivery: 0 });
    await expect.poll(async () => (await message(res.body.message_id)).status, { timeout: 10_000 }).toBe('delivered');
    expect(smsc.received.filter((r) => r.text === 'Your code is 8812').map((r) => [r.destination, r.source])).toEqual([['447701234567', 'Parley']]);

    const long = await send(key, { to: '00447701234567', from: 'Parley', text: 'Long text. '.repeat(20) });
    expect(long.body).toMatchObject({ parts: 2, price: 100_000 });
    expect(await balance(company.id)).toBe(UNIT - 150_000);
  });

  it('refuses as an SMPP client is refused, naming the reason, charging and sending nothing', async () => {
    const poor = await client({ credit: 30_000 });
    const fine = await client();
    const sent = smsc.received.length;

    const noKey = await send(null, { to: O2, from: 'Parley', text: 'x' });
    expect([noKey.status, noKey.body.code]).toEqual([401, 'unknown']);
    // A wrong key learns nothing about the body.
    const badKey = await send('phk_nope', { to: 5 });
    expect([badKey.status, badKey.body.code, badKey.body.smpp_status]).toEqual([401, 'unknown', 'ESME_RINVPASWD']);

    const noCredit = await send(poor.key, { to: O2, from: 'Parley', text: 'too dear' });
    expect([noCredit.status, noCredit.body.code, noCredit.body.smpp_status]).toEqual([402, 'no_credit', '0x00000401']);
    expect(await balance(poor.company.id)).toBe(30_000);

    const noRate = await send(fine.key, { to: '+4915112345678', from: 'Parley', text: 'no rate for Germany' });
    expect([noRate.status, noRate.body.code, noRate.body.smpp_status]).toEqual([422, 'no_rate', 'ESME_RINVDSTADR']);
    expect(noRate.body.errors.to).toHaveLength(1);

    const notANumber = await send(fine.key, { to: 'call me', from: 'Parley', text: 'x' });
    expect([notANumber.status, notANumber.body.code, Object.keys(notANumber.body.errors)]).toEqual([422, 'invalid_number', ['to']]);

    // Bad input is a 422 naming the fields, never a 500.
    for (const body of [{}, { to: O2, from: 'Parley', text: '' }, { to: O2, from: 'Parley', text: 7 }, { to: O2, from: 'Parley', text: 'x', dlr_url: 'ftp://x' }, { to: O2, from: 'x'.repeat(30), text: 'x' }, [1, 2]]) {
      const res = await send(fine.key, body);
      expect(res.status, JSON.stringify(res.body)).toBe(422);
      expect(res.body.message).toEqual(expect.any(String));
    }
    const malformed = await t.call('POST', '/v1/hub/submit', { body: '{"to": ', headers: { authorization: `Bearer ${fine.key}`, 'content-type': 'application/json' } });
    expect(malformed.status).toBeLessThan(500);
    expect(malformed.status).toBeGreaterThanOrEqual(400);

    expect(smsc.received.length).toBe(sent);
    expect(await balance(fine.company.id)).toBe(10 * UNIT);
  });

  it('refuses beyond the endpoint’s parts per second with 429 and Retry-After', async () => {
    const { company, key } = await client({ fields: { tps: 3 } });
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => send(key, { to: O2, from: 'Parley', text: `burst ${i}` })));
    const ok = answers.filter((a) => a.status === 200).length;
    const throttled = answers.filter((a) => a.status === 429);
    expect(ok + throttled.length).toBe(10);
    expect(ok).toBeGreaterThanOrEqual(3);
    expect(ok).toBeLessThanOrEqual(4);
    expect(throttled[0].headers['retry-after']).toBe('1');
    expect(throttled[0].body).toMatchObject({ code: 'throttled', smpp_status: 'ESME_RTHROTTLED' });
    expect(await balance(company.id)).toBe(10 * UNIT - ok * 50_000);
  });

  it('refuses an address outside the allowed IPs, and a suspended endpoint', async () => {
    const walled = await client({ fields: { allowed_ips: ['10.9.8.7'] } });
    const res = await send(walled.key, { to: O2, from: 'Parley', text: 'x' });
    expect([res.status, res.body.code]).toEqual([403, 'address']);
    const open = await client({ fields: { allowed_ips: ['127.0.0.1'] } });
    expect((await send(open.key, { to: O2, from: 'Parley', text: 'x' })).status).toBe(200);
    await t.db.update(hubEndpoints).set({ status: 'suspended' }).where(eq(hubEndpoints.id, open.endpoint.id));
    const suspended = await send(open.key, { to: O2, from: 'Parley', text: 'x' });
    expect([suspended.status, suspended.body.code]).toEqual([403, 'suspended']);
  });

  it('POSTs a signed receipt to dlr_url, tries again after a 500, and logs each try under the endpoint', async () => {
    const { endpoint, key } = await client();
    const secret = (await t.call('GET', `/v1/hub/endpoints/${endpoint.id}/http-client`, { token })).body.signing_secret as string;
    failFirst.add('retry-me');
    const res = await send(key, { to: O2, from: 'Parley', text: 'Receipt, please', dlr_url: `${receiverUrl}?token=abc`, client_ref: 'retry-me' });
    expect(res.status).toBe(200);
    const mine = () => calls.filter((c) => c.body.message_id === res.body.message_id);
    await expect.poll(() => mine().filter((c) => c.answered === 200).length, { timeout: 15_000 }).toBe(1);
    const [first, second] = mine();
    expect([first.answered, second.answered]).toEqual([500, 200]);
    expect(first.receipt).toBe(second.receipt);
    for (const c of [first, second]) expect(verifySignature(secret, c.raw, c.signature).result).toBe('valid');
    expect(verifySignature('whsec_wrong', second.raw, second.signature).result).toBe('invalid');
    expect(second.body).toMatchObject({ message_id: res.body.message_id, client_ref: 'retry-me', status: 'delivered', to: O2, from: 'Parley', parts: 1, price: 50_000, currency: 'EUR', refunded: false, error_code: '000' });
    expect(second.body.receipt).toMatch(new RegExp(`^id:${res.body.message_id} sub:001 dlvrd:001 .* stat:DELIVRD err:000 text:Receipt, please$`));

    await expect.poll(async () => (await t.call('GET', `/v1/hub/receipt-attempts?endpoint_id=${endpoint.id}&_sort=id&_order=asc`, { token })).body.length, { timeout: 5_000 }).toBe(2);
    const log = (await t.call('GET', `/v1/hub/receipt-attempts?endpoint_id=${endpoint.id}&_sort=id&_order=asc`, { token })).body;
    expect(log.map((a: any) => [a.attempt, a.outcome, a.status_code, a.event, a.format])).toEqual([
      [1, 'failed', 500, 'delivered', 'json'],
      [2, 'delivered', 200, 'delivered', 'json'],
    ]);
    expect(log[0].error).toMatch(/500/);
    expect(log[0].next_attempt_at).toMatch(/^\d{4}-/);
    // The query (the client's token) is not logged.
    expect(log[0].url).toBe(receiverUrl);
    // Taken once: never sent again.
    await new Promise((r) => setTimeout(r, 1_500));
    expect(mine()).toHaveLength(2);
  });

  it('tells the client of a part no vendor carried, refunded', async () => {
    const { company, key } = await client({ credit: UNIT });
    const res = await send(key, { to: O2_REFUSED, from: 'Parley', text: 'Nobody takes this', dlr_url: receiverUrl, client_ref: 'refused' });
    expect(res.status).toBe(200);
    await expect.poll(() => calls.find((c) => c.body.client_ref === 'refused')?.body, { timeout: 15_000 }).toMatchObject({ status: 'rejected', refunded: true, message_id: res.body.message_id });
    expect(await balance(company.id)).toBe(UNIT);
  });
});
