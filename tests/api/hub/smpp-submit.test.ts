/**
 * Hub clients' submits through Parley's SMPP server (docs/areas/hub.md#submits), sent with the `smpp`
 * package's client to a vendor that is the SMSC simulator: each part priced by the endpoint's client
 * rate, charged to its company once, forwarded (a long message as the same parts with one
 * reference), refunded when no vendor carries it, and refused — nothing charged, nothing sent —
 * with the documented code when it cannot be.
 */
import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import smpp, { type Pdu, type Session } from 'smpp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hubParts, hubReceipts, ledgerEntries, smsMessages } from '../../../server/db/schema/index.ts';
import { STATUS } from '../../../server/domains/sms/smpp/command-status.ts';
import { SmscSimulator } from '../../../server/simulators/smsc/smsc-simulator.ts';
import { freePort } from '../../support/server-process.ts';
import { startTestApp, switchHubOn, type TestApp } from '../harness.ts';

let t: TestApp;
let smsc: SmscSimulator;
let port: number;
let token: string;
let planId: number;
const open = new Set<Session>();

const O2 = '447701234567';
const O2_REFUSED = '447701999999';
const UNIT = 1_000_000;
const S = smpp.errors;

beforeAll(async () => {
  smsc = await SmscSimulator.start({ accounts: [{ systemId: 'vendor', password: 'vendorpw' }], rejectPrefixes: [{ prefix: '447701999', status: STATUS.INVALID_DESTINATION }] });
  port = await freePort();
  t = await startTestApp({ hub: { smppPort: port, smppTls: null, receiptHoldHours: 72 }, sms: { simulatorPort: null, simulatorDeliveryRatio: 1, simulatorReceiptMs: 0, bindWaitMs: 3_000, claimStaleMs: 180_000 } });
  const owner = await t.signUp({ name: 'Hub Owner' });
  token = owner.token;
  await switchHubOn(t, token, owner.user.current_team.id);
  const route = await t.created('/v1/sms/routing/routes', { name: 'Vendor', vendor: 'Vendor Ltd', protocol: 'smpp', host: '127.0.0.1', port: smsc.port, system_id: 'vendor', password: 'vendorpw', throughput_per_second: 500, status: 'active' }, token);
  await t.created('/v1/sms/routing/rates', { route_id: route.id, network_name: 'O2', country: 'GB', mcc: '234', mnc: '10', price: 20_000, currency: 'EUR', effective_from: '2026-01-01', status: 'active' }, token);
  planId = (await t.created('/v1/sms/routing/plans', { name: 'Hub plan', strategy: 'priority', default_route_id: route.id }, token)).id;
});
afterAll(async () => {
  for (const s of open) s.destroy();
  await t?.close();
  await smsc?.stop();
});

/** A company with `credit` on its balance and an SMPP endpoint selling O2 at `price` a part. */
async function client({ credit = 10 * UNIT, price = 50_000, fields = {} }: { credit?: number; price?: number; fields?: Record<string, unknown> } = {}) {
  const company = await t.created('/v1/audience/companies', { name: `Client ${randomUUID().slice(0, 6)}`, currency: 'EUR' }, token);
  if (credit) expect((await t.call('POST', `/v1/audience/companies/${company.id}/balance`, { token, body: { amount: credit, note: 'Prepaid' } })).status).toBe(200);
  const systemId = `s${randomUUID().slice(0, 8)}`;
  const endpoint = await t.created('/v1/hub/endpoints', { name: `Endpoint ${systemId}`, company_id: company.id, protocol: 'smpp', system_id: systemId, password: 'pw12345', plan_id: planId, ...fields }, token);
  await t.created('/v1/hub/client-rates', { endpoint_id: endpoint.id, network_name: 'O2', country: 'GB', mcc: '234', mnc: '10', price, currency: 'EUR', effective_from: '2026-01-01' }, token);
  return { company, endpoint, systemId };
}

/** The receipts a session is sent, each answered. */
function receiptsOf(session: Session): Pdu[] {
  const got: Pdu[] = [];
  session.on('pdu', (pdu: Pdu) => {
    if (pdu.command !== 'deliver_sm') return;
    got.push(pdu);
    session.send(pdu.response());
  });
  return got;
}

async function bound(systemId: string, type: 'bind_transceiver' | 'bind_transmitter' | 'bind_receiver' = 'bind_transceiver', listen?: (session: Session) => void): Promise<Session> {
  const session = await new Promise<Session>((resolve, reject) => {
    const s = smpp.connect({ host: '127.0.0.1', port }, () => resolve(s));
    s.on('error', reject);
    open.add(s);
  });
  // Receipts may follow the bind's answer at once: whoever listens for them listens before binding.
  listen?.(session);
  const resp = await new Promise<Pdu>((resolve) => session[type]({ system_id: systemId, password: 'pw12345' }, resolve));
  expect(resp.command_status).toBe(S.ESME_ROK);
  return session;
}

const submit = (session: Session, fields: Record<string, unknown>) => new Promise<Pdu>((resolve) => session.submit_sm({ source_addr: 'Parley', destination_addr: O2, registered_delivery: 1, ...fields }, resolve));
const balance = async (companyId: number) => (await t.call('GET', `/v1/audience/companies/${companyId}/balance`, { token })).body.balance as number;
const entries = async (companyId: number) => t.db.select().from(ledgerEntries).where(eq(ledgerEntries.company_id, companyId)).orderBy(ledgerEntries.id);
const message = async (id: string) => (await t.db.select().from(smsMessages).where(eq(smsMessages.id, Number(id))))[0];

describe('submits from hub clients', () => {
  it('takes a part, charges its client price once, and forwards it to the vendor', async () => {
    const { company, systemId } = await client({ credit: UNIT });
    const session = await bound(systemId);
    const resp = await submit(session, { short_message: 'Your code is 4711' });
    expect(resp.command_status).toBe(S.ESME_ROK);
    expect(resp.message_id).toMatch(/^\d+$/);
    expect(await balance(company.id)).toBe(UNIT - 50_000);
    const ledger = await entries(company.id);
    expect(ledger.map((e) => [e.kind, e.amount, e.key])).toEqual([
      ['credit', UNIT, expect.any(String)],
      ['charge', -50_000, `part:${resp.message_id}`],
    ]);
    const [part] = await t.db.select().from(hubParts).where(eq(hubParts.message_id, Number(resp.message_id)));
    expect(part).toMatchObject({ price: 50_000, currency: 'EUR', registered_delivery: 1, refunded_at: null });
    await expect.poll(async () => (await message(resp.message_id as string)).status, { timeout: 10_000 }).toMatch(/sent|delivered/);
    expect(smsc.received.filter((r) => r.text === 'Your code is 4711').map((r) => [r.destination, r.source, r.concat])).toEqual([[O2, 'Parley', null]]);
  });

  it('keeps a part’s price reserved until the delivery settles it', async () => {
    const { company, systemId } = await client({ credit: UNIT });
    const session = await bound(systemId);
    smsc.holdReceipts();
    try {
      const resp = await submit(session, { short_message: 'Reserved until its receipt' });
      await expect.poll(async () => (await message(resp.message_id as string)).status, { timeout: 10_000 }).toBe('sent');
      const held = (await t.call('GET', `/v1/audience/companies/${company.id}/balance`, { token })).body;
      expect(held).toMatchObject({ balance: UNIT - 50_000, reserved: 50_000 });
    } finally {
      smsc.releaseReceipts();
    }
    await expect.poll(async () => (await t.call('GET', `/v1/audience/companies/${company.id}/balance`, { token })).body.reserved, { timeout: 10_000 }).toBe(0);
    expect(await balance(company.id)).toBe(UNIT - 50_000);
  });

  it('forwards a long message cut by the client as the same parts, with one reference of Parley’s, each charged', async () => {
    const { company, systemId } = await client({ credit: UNIT });
    const session = await bound(systemId);
    const texts = ['A'.repeat(153), 'B'.repeat(153), 'C'.repeat(20)];
    const ids: string[] = [];
    for (const [i, text] of texts.entries()) {
      const resp = await submit(session, { esm_class: 0x40, short_message: { udh: Buffer.from([0x05, 0x00, 0x03, 0x2a, 3, i + 1]), message: text } });
      expect(resp.command_status).toBe(S.ESME_ROK);
      ids.push(resp.message_id as string);
    }
    expect(new Set(ids).size).toBe(3);
    expect(await balance(company.id)).toBe(UNIT - 3 * 50_000);
    await expect.poll(() => smsc.received.filter((r) => /^[ABC]+$/.test(r.text)).length, { timeout: 10_000 }).toBe(3);
    const got = smsc.received.filter((r) => /^[ABC]+$/.test(r.text)).sort((a, b) => a.concat!.seq - b.concat!.seq);
    expect(got.map((r) => [r.text, r.concat!.total, r.concat!.seq])).toEqual(texts.map((text, i) => [text, 3, i + 1]));
    expect(new Set(got.map((r) => r.concat!.reference)).size).toBe(1);
  });

  it('takes a long message in message_payload as one message of its parts, charged for each', async () => {
    const { company, systemId } = await client({ credit: UNIT });
    const session = await bound(systemId);
    const resp = await submit(session, { message_payload: 'Hello from the payload. '.repeat(10) });
    expect(resp.command_status).toBe(S.ESME_ROK);
    expect((await message(resp.message_id as string)).parts).toBe(2);
    expect(await balance(company.id)).toBe(UNIT - 2 * 50_000);
  });

  it('refunds a part the vendor refused, once', async () => {
    const { company, systemId } = await client({ credit: UNIT });
    const session = await bound(systemId);
    const resp = await submit(session, { destination_addr: O2_REFUSED, short_message: 'Nobody takes this' });
    expect(resp.command_status).toBe(S.ESME_ROK);
    await expect.poll(async () => (await message(resp.message_id as string)).status, { timeout: 10_000 }).toBe('failed');
    await expect.poll(() => balance(company.id), { timeout: 5_000 }).toBe(UNIT);
    const ledger = await entries(company.id);
    expect(ledger.map((e) => [e.kind, e.amount, e.key])).toEqual([
      ['credit', UNIT, expect.any(String)],
      ['charge', -50_000, `part:${resp.message_id}`],
      ['refund', 50_000, `refund:${resp.message_id}`],
    ]);
  });

  it('refuses with the documented codes, charging and sending nothing', async () => {
    const poor = await client({ credit: 30_000 });
    const noRate = await client();
    const belowCost = await client({ price: 10_000 });
    const fine = await client({ price: 10_000, fields: { refuse_negative_margin: false } });
    const listed = `4477012${String(Date.now()).slice(-5)}`;
    await t.created('/v1/sms/routing/blacklist', { number: `+${listed}`, reason: 'Complaint' }, token);
    const sent = smsc.received.length;
    const messages = Number((await t.db.select({ n: sql<number>`count(*)::int` }).from(smsMessages))[0].n);

    expect((await submit(await bound(poor.systemId), { short_message: 'too dear' })).command_status).toBe(0x401);
    expect((await submit(await bound(noRate.systemId), { destination_addr: '4915112345678', short_message: 'no rate for Germany' })).command_status).toBe(S.ESME_RINVDSTADR);
    expect((await submit(await bound(belowCost.systemId), { short_message: 'below cost' })).command_status).toBe(0x402);
    const session = await bound(noRate.systemId);
    expect((await submit(session, { destination_addr: listed, short_message: 'blacklisted' })).command_status).toBe(0x400);
    expect((await submit(session, { destination_addr: 'not-a-number', short_message: 'x' })).command_status).toBe(S.ESME_RINVDSTADR);
    expect((await submit(session, { short_message: Buffer.from([0x01, 0x02, 0x03]), data_coding: 0x04 })).command_status).toBe(S.ESME_RINVDCS);
    expect(Number((await t.db.select({ n: sql<number>`count(*)::int` }).from(smsMessages))[0].n)).toBe(messages);
    expect(await balance(poor.company.id)).toBe(30_000);
    expect(await balance(belowCost.company.id)).toBe(10 * UNIT);
    expect(smsc.received.length).toBe(sent);
    // With the check off, the same part below cost goes.
    expect((await submit(await bound(fine.systemId), { short_message: 'below cost, allowed' })).command_status).toBe(S.ESME_ROK);
  });

  it('sends each receipt back as a deliver_sm carrying Parley’s message id, the standard text and the TLVs', async () => {
    const { systemId } = await client();
    let receipts: Pdu[] = [];
    const session = await bound(systemId, 'bind_transceiver', (s) => (receipts = receiptsOf(s)));
    const resp = await submit(session, { short_message: 'Receipt, please' });
    await expect.poll(() => receipts.length, { timeout: 10_000 }).toBe(1);
    const [r] = receipts;
    expect(r.esm_class).toBe(0x04);
    expect(r.receipted_message_id).toBe(resp.message_id);
    expect(r.message_state).toBe(2);
    expect([r.source_addr, r.destination_addr]).toEqual([O2, 'Parley']);
    const text = (r.short_message as { message: string }).message;
    expect(text).toMatch(new RegExp(`^id:${resp.message_id} sub:001 dlvrd:001 submit date:\\d{10} done date:\\d{10} stat:DELIVRD err:000 text:Receipt, please$`));
  });

  it('holds receipts while the client is not bound to receive, and delivers each once when it binds again', async () => {
    const { systemId } = await client();
    const sender = await bound(systemId, 'bind_transmitter');
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await submit(sender, { short_message: `held ${i}` })).message_id as string);
    await expect.poll(async () => (await Promise.all(ids.map(message))).every((m) => m.status === 'delivered'), { timeout: 10_000 }).toBe(true);
    // Failures only: a delivered message owes no receipt.
    const quiet = (await submit(sender, { short_message: 'no receipt wanted', registered_delivery: 2 })).message_id as string;
    await expect.poll(async () => (await message(quiet)).status, { timeout: 10_000 }).toBe('delivered');
    let receipts: Pdu[] = [];
    await bound(systemId, 'bind_receiver', (s) => (receipts = receiptsOf(s)));
    await expect.poll(() => receipts.length, { timeout: 10_000 }).toBe(5);
    await new Promise((r) => setTimeout(r, 2_500));
    expect(receipts.map((r) => r.receipted_message_id).sort()).toEqual([...ids].sort());
    const rows = await t.db.select().from(hubReceipts).where(inArray(hubReceipts.message_id, [...ids, quiet].map(Number)));
    expect(rows.map((r) => r.state)).toEqual(Array(5).fill('delivered'));
  });

  it('refuses submits beyond the endpoint’s parts per second with ESME_RTHROTTLED', async () => {
    const { company, systemId } = await client({ fields: { tps: 5 } });
    const session = await bound(systemId);
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => submit(session, { short_message: `burst ${i}` })));
    const ok = answers.filter((a) => a.command_status === S.ESME_ROK).length;
    const throttled = answers.filter((a) => a.command_status === S.ESME_RTHROTTLED).length;
    expect(ok + throttled).toBe(12);
    expect(ok).toBeGreaterThanOrEqual(5);
    expect(ok).toBeLessThanOrEqual(6);
    expect(await balance(company.id)).toBe(10 * UNIT - ok * 50_000);
  });
});
