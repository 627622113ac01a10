/**
 * SMS delivery end to end against the SMSC simulator: POST /v1/sms/send routes and queues, the
 * sender submits over the route's SMPP link, receipts (held, then let go in reverse order) settle
 * every part and then the message; a refused bind fails over to the next route, a refused
 * destination fails with the SMSC's reason; logs are listed with filters and only to their team.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsMessageParts, smsMessages, smsPendingReceipts } from '../../../server/db/schema/index.ts';
import type { DbOrTx } from '../../../server/db/transaction.ts';
import { addDeliveryHooks, type DeliveryEvent, type DeliveryMessage } from '../../../server/domains/sms/delivery/delivery-hooks.ts';
import { MessageWrites } from '../../../server/domains/sms/delivery/message-writes.ts';
import { ReceiptRecorder } from '../../../server/domains/sms/delivery/receipt-recorder.ts';
import { RouteLinks } from '../../../server/domains/sms/delivery/route-links.ts';
import { SmsSender } from '../../../server/domains/sms/delivery/sms-sender.ts';
import { MemoryTokenBucketStore, TpsLimiter } from '../../../server/domains/sms/smpp/tps-limiter.ts';
import { LeasedTokenBucketStore, PgTokenBucketStore } from '../../../server/domains/sms/delivery/pg-token-buckets.ts';
import { STATUS } from '../../../server/domains/sms/smpp/command-status.ts';
import { SmscSimulator } from '../../../server/simulators/smsc/smsc-simulator.ts';
import { startTestApp, type TestApp } from '../harness.ts';

let t: TestApp;
let smsc: SmscSimulator;
let token: string;
let teamId: number;
let otherToken: string;
const route: Record<string, any> = {};
const plan: Record<string, any> = {};

const O2 = '+447701234567';
const ARABIC = 'مرحبا بكم في بارلي، هذه رسالة تجريبية طويلة تختبر تقسيم النص العربي إلى أجزاء متعددة عبر بروتوكول SMPP مع إيصالات التسليم لكل جزء من أجزاء الرسالة الثلاثة كاملة.';

const post = (path: string, body: unknown, as = token) => t.call('POST', path, { token: as, body });
const send = (body: unknown, as = token) => post('/v1/sms/send', body, as);
const log = async (id: number, as = token) => (await t.call('GET', `/v1/sms/logs/${id}`, { token: as })).body;
const settled = (id: number) => expect.poll(async () => (await log(id)).status, { timeout: 10_000, interval: 50 }).not.toMatch(/^(queued|sent)$/);

const created = (path: string, body: unknown) => t.created(path, body, token);

beforeAll(async () => {
  smsc = await SmscSimulator.start({
    accounts: [
      { systemId: 'alpha', password: 'alpha-pw' },
      { systemId: 'beta', password: 'beta-pw' },
    ],
    rejectPrefixes: [{ prefix: '4477019', status: STATUS.INVALID_DESTINATION }],
  });
  t = await startTestApp({ sms: { simulatorPort: null, simulatorDeliveryRatio: 1, simulatorReceiptMs: 0, bindWaitMs: 3_000, claimStaleMs: 180_000 } });
  const owner = await t.signUp({ name: 'Sami Sender' });
  token = owner.token;
  teamId = owner.user.current_team.id;
  otherToken = (await t.signUp({ name: 'Olga Other' })).token;
  const smpp = (name: string, systemId: string, password: string) =>
    created('/v1/sms/routing/routes', { name, vendor: `${name} Ltd`, protocol: 'smpp', host: '127.0.0.1', port: smsc.port, system_id: systemId, password, throughput_per_second: 200, status: 'active' });
  route.a = await smpp('Alpha', 'alpha', 'alpha-pw');
  route.b = await smpp('Beta', 'beta', 'beta-pw');
  route.bad = await smpp('Broken', 'alpha', 'not-the-password');
  for (const [r, price] of [[route.a, 31_000], [route.b, 29_000], [route.bad, 20_000]] as const) {
    await created('/v1/sms/routing/rates', { route_id: r.id, network_name: 'O2', country: 'GB', mcc: '234', mnc: '10', price, currency: 'EUR', effective_from: '2026-01-01', status: 'active' });
  }
  plan.main = await created('/v1/sms/routing/plans', { name: 'Main', strategy: 'priority', is_default: true, default_route_id: route.a.id });
  await created('/v1/sms/routing/rules', { plan_id: plan.main.id, priority: 10, country: 'GB', targets: [{ route_id: route.a.id, percent: 100 }, { route_id: route.b.id, percent: 0 }] });
  plan.failover = await created('/v1/sms/routing/plans', { name: 'Broken first', strategy: 'priority', default_route_id: route.a.id });
  await created('/v1/sms/routing/rules', { plan_id: plan.failover.id, priority: 10, country: 'GB', targets: [{ route_id: route.bad.id, percent: 100 }, { route_id: route.a.id, percent: 0 }] });
});
afterAll(async () => {
  await t?.close();
  await smsc?.stop();
});

describe('POST /v1/sms/send', () => {
  it('sends a GSM message and a 3-part Arabic one; every part’s receipt, in any order, settles them delivered', async () => {
    smsc.holdReceipts();
    const gsm = await send({ to: '+44 7701 234567', from: 'Parley', text: 'Your code is 4711' });
    expect(gsm.status, JSON.stringify(gsm.body)).toBe(201);
    expect(gsm.body).toMatchObject({ parts: 1, encoding: 'gsm7', route_id: route.a.id, status: 'queued', cost: 31_000, currency: 'EUR' });
    const arabic = await send({ to: O2, from: 'Parley', text: ARABIC });
    expect(arabic.status, JSON.stringify(arabic.body)).toBe(201);
    expect(arabic.body).toMatchObject({ parts: 3, encoding: 'ucs2', route_id: route.a.id, cost: 93_000 });

    // Submitted and acknowledged: sent, each part with its vendor id, no receipt yet.
    await expect.poll(async () => (await log(arabic.body.id)).status, { timeout: 10_000, interval: 50 }).toBe('sent');
    await expect.poll(async () => (await log(gsm.body.id)).status, { timeout: 10_000, interval: 50 }).toBe('sent');
    const parts = await t.db.select().from(smsMessageParts).where(eq(smsMessageParts.message_id, arabic.body.id)).orderBy(smsMessageParts.seq);
    expect(parts.map((p) => p.status)).toEqual(['sent', 'sent', 'sent']);
    expect(new Set(parts.map((p) => p.vendor_message_id)).size).toBe(3);
    const received = smsc.received.filter((r) => r.destination === '447701234567' && r.concat);
    expect(received.map((r) => [r.concat!.seq, r.concat!.total])).toEqual([[1, 3], [2, 3], [3, 3]]);
    expect(received.map((r) => r.text).join('')).toBe(ARABIC);

    expect(smsc.releaseReceipts('reversed')).toBe(4);
    await settled(arabic.body.id);
    const done = await log(arabic.body.id);
    expect(done).toMatchObject({ status: 'delivered', route_id: route.a.id, parts: 3, encoding: 'ucs2', cost: 93_000, to: O2, from: 'Parley' });
    expect(done.delivered_at).toBeTruthy();
    expect(done.submitted_at).toBeTruthy();
    // Where the number was routed to, as the decision saw it: what the reports group by.
    const seen = (await post('/v1/sms/routing/simulate', { to: O2, from: 'Parley' })).body.number;
    const [stored] = await t.db
      .select({ country: smsMessages.country, network: smsMessages.network, mccmnc: smsMessages.mccmnc, by: smsMessages.created_by_id, failover: smsMessages.failover })
      .from(smsMessages)
      .where(eq(smsMessages.id, arabic.body.id));
    expect(stored).toEqual({ country: 'GB', network: seen.network, mccmnc: seen.mcc && seen.mnc ? `${seen.mcc}${seen.mnc}` : null, by: expect.any(Number), failover: expect.any(Array) });
    expect((await log(gsm.body.id)).status).toBe('delivered');
    const after = await t.db.select().from(smsMessageParts).where(eq(smsMessageParts.message_id, arabic.body.id));
    expect(after.every((p) => p.status === 'delivered' && p.done_at)).toBe(true);
  });

  it('refuses a bad sender and a text too long, naming each, and stores nothing', async () => {
    const before = (await t.db.select({ id: smsMessages.id }).from(smsMessages)).length;
    const sender = await send({ to: O2, from: 'Parley!!!', text: 'Hello' });
    expect(sender.status).toBe(422);
    expect(sender.body.errors.from).toEqual([expect.stringMatching(/^A sender is a number of 3 to 16 digits/)]);
    const long = await send({ to: O2, from: 'Parley', text: 'x'.repeat(10_001) });
    expect(long.status).toBe(422);
    expect(long.body.errors.text).toBeDefined();
    expect((await t.db.select({ id: smsMessages.id }).from(smsMessages)).length).toBe(before);
  });

  it('fails over to the next route when the first one’s bind is refused, and says so on the route', async () => {
    const res = await send({ to: O2, from: 'Parley', text: 'Failover please', plan_id: plan.failover.id });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.route_id).toBe(route.bad.id);
    await settled(res.body.id);
    // Delivered by the second route: the first one's refusal is no error of the message.
    expect(await log(res.body.id)).toMatchObject({ status: 'delivered', route_id: route.a.id, attempts: 2, cost: 31_000, error: null });
    // …but the message keeps what the first route said, on its log.
    const { attempts_log } = await log(res.body.id);
    expect(attempts_log).toHaveLength(1);
    expect(attempts_log[0]).toMatchObject({ route_id: route.bad.id, reason: expect.stringMatching(/ESME_RINVPASWD|bind/) });
    expect(Date.parse(attempts_log[0].at)).not.toBeNaN();
    await expect.poll(async () => (await t.call('GET', `/v1/sms/routing/routes/${route.bad.id}`, { token })).body.bind_state, { timeout: 5_000 }).toBe('failed');
    expect((await t.call('GET', `/v1/sms/routing/routes/${route.a.id}`, { token })).body.bind_state).toBe('bound');
  });

  it('fails a message the SMSC refuses on every route, with its reason', async () => {
    const res = await send({ to: '+447701912345', from: 'Parley', text: 'Nobody takes this' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    await settled(res.body.id);
    const failed = await log(res.body.id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 2, route_id: route.b.id });
    expect(failed.error).toContain('ESME_RINVDSTADR');
    expect(failed.attempts_log.map((a: { route_id: number; code: string }) => [a.route_id, a.code])).toEqual([
      [route.a.id, 'ESME_RINVDSTADR'],
      [route.b.id, 'ESME_RINVDSTADR'],
    ]);
  });

  it('tells the areas’ delivery hooks each step, inside the transaction that records it', async () => {
    const seen: Array<[DeliveryEvent, number, string, number | null, string]> = [];
    const watch = (event: DeliveryEvent) => async (tx: DbOrTx, messages: DeliveryMessage[]) => {
      for (const m of messages) {
        // The hook sees the message as its transaction has just written it.
        const [row] = await tx.select({ status: smsMessages.status, route_id: smsMessages.route_id }).from(smsMessages).where(eq(smsMessages.id, m.id));
        seen.push([event, m.id, m.status, row?.route_id ?? null, row?.status ?? 'not visible']);
      }
    };
    const remove = addDeliveryHooks({ built: watch('built'), submitted: watch('submitted'), refused: watch('refused'), settled: watch('settled') });
    try {
      const res = await send({ to: O2, from: 'Parley', text: 'Hooks, please', plan_id: plan.failover.id });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      await settled(res.body.id);
      const of = (id: number) => seen.filter((s) => s[1] === id);
      await expect.poll(() => of(res.body.id).length, { timeout: 5_000 }).toBe(4);
      expect(of(res.body.id).slice(0, 2)).toEqual([
        ['built', res.body.id, 'queued', route.bad.id, 'queued'],
        // Refused by the first route: already moved on to the next one.
        ['refused', res.body.id, 'queued', route.a.id, 'queued'],
      ]);
      // A receipt may settle the message before the batch recording its submission is written.
      const later = of(res.body.id).slice(2);
      expect(later.map((s) => s[0]).sort()).toEqual(['settled', 'submitted']);
      expect(later.find((s) => s[0] === 'settled')).toEqual(['settled', res.body.id, 'delivered', route.a.id, 'delivered']);
      expect(later.find((s) => s[0] === 'submitted')?.[4]).toMatch(/^(sent|delivered)$/);
      const nobody = await send({ to: '+447701923456', from: 'Parley', text: 'Nobody takes this either' });
      await settled(nobody.body.id);
      await expect.poll(() => of(nobody.body.id).map((s) => [s[0], s[2]]), { timeout: 5_000 }).toEqual([
        ['built', 'queued'],
        ['refused', 'queued'],
        ['refused', 'failed'],
        ['settled', 'failed'],
      ]);
    } finally {
      remove();
    }
  });

  it('answers 422 naming the fields, and the routing refusal on `to`', async () => {
    const empty = await send({});
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.errors)).toEqual(expect.arrayContaining(['to', 'from', 'text']));
    const sender = await send({ to: O2, from: 'Far too long a sender', text: 'Hi' });
    expect(sender.status).toBe(422);
    expect(sender.body.errors.from).toBeDefined();
    expect((await send({ to: '12', from: 'Parley', text: 'Hi' })).body.errors.to).toBeDefined();

    await created('/v1/audience/opt-outs', { phone: '+447701234456' });
    const optedOut = await send({ to: '+447701234456', from: 'Parley', text: 'Hi' });
    expect(optedOut.status).toBe(422);
    expect(optedOut.body.errors.to[0]).toMatch(/opted out/);
    await created('/v1/sms/routing/blacklist', { number: '+447701234789', reason: 'Complaint' });
    const blocked = await send({ to: '+447701234789', from: 'Parley', text: 'Hi' });
    expect(blocked.status).toBe(422);
    expect(blocked.body.errors.to[0]).toMatch(/blacklist/);
  });

  it('takes a team API token', async () => {
    const created = await post(`/v1/teams/${teamId}/tokens`, { name: 'Backend' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const res = await send({ to: O2, from: '447700900123', text: 'Sent with a token' }, created.body.token);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    await settled(res.body.id);
    expect((await log(res.body.id)).status).toBe('delivered');
  });
});

describe('a throttling SMSC', () => {
  it('gets each throttled submit again after a pause, and its receipt still finds the message', async () => {
    const slow = await SmscSimulator.start({ accounts: [{ systemId: 'gamma', password: 'gamma-pw' }], throttleAboveTps: 4 });
    try {
      const gamma = await created('/v1/sms/routing/routes', { name: 'Gamma', vendor: 'Gamma Ltd', protocol: 'smpp', host: '127.0.0.1', port: slow.port, system_id: 'gamma', password: 'gamma-pw', throughput_per_second: 1_000, status: 'active' });
      await created('/v1/sms/routing/rates', { route_id: gamma.id, network_name: 'O2', country: 'GB', mcc: '234', mnc: '10', price: 10_000, currency: 'EUR', effective_from: '2026-01-01', status: 'active' });
      const throttled = await created('/v1/sms/routing/plans', { name: 'Throttled', strategy: 'priority', default_route_id: gamma.id });
      const ids: number[] = [];
      for (let i = 0; i < 12; i++) {
        const res = await send({ to: O2, from: 'Parley', text: `Burst ${i}`, plan_id: throttled.id });
        expect(res.status, JSON.stringify(res.body)).toBe(201);
        ids.push(res.body.id);
      }
      for (const id of ids) await settled(id);
      const logs = await Promise.all(ids.map((id) => log(id)));
      expect(logs.map((m) => m.status)).toEqual(ids.map(() => 'delivered'));
      expect(logs.every((m) => m.route_id === gamma.id && m.attempts === 1)).toBe(true);
      expect(slow.counters.throttled).toBeGreaterThan(0);
    } finally {
      await slow.stop();
    }
  });
});

describe('GET /v1/sms/logs', () => {
  it('lists with json-server parameters and filters', async () => {
    const all = await t.call('GET', '/v1/sms/logs', { token, query: { _start: '0', _end: '50', _sort: 'id', _order: 'asc' } });
    expect(all.status).toBe(200);
    expect(all.body.length).toBeGreaterThanOrEqual(5);
    expect(Number(all.headers['x-total-count'])).toBe(all.body.length);
    const failed = await t.call('GET', '/v1/sms/logs', { token, query: { status: 'failed' } });
    expect(failed.body.map((m: any) => m.to)).toContain('+447701912345');
    expect(failed.body.every((m: any) => m.status === 'failed' && m.to.startsWith('+4477019'))).toBe(true);
    const byRoute = await t.call('GET', '/v1/sms/logs', { token, query: { route_id: String(route.a.id), status: 'delivered' } });
    expect(byRoute.body.length).toBeGreaterThanOrEqual(3);
    expect(byRoute.body.every((m: any) => m.route_id === route.a.id)).toBe(true);
    const byNumber = await t.call('GET', '/v1/sms/logs', { token, query: { to: '+447701912345' } });
    expect(byNumber.body).toHaveLength(1);
    const since = await t.call('GET', '/v1/sms/logs', { token, query: { submitted_at_gte: new Date(Date.now() + 60_000).toISOString() } });
    expect(since.body).toHaveLength(0);
  });

  it('shows a team its own messages only, and nobody writes them', async () => {
    const theirs = await t.call('GET', '/v1/sms/logs', { token: otherToken });
    expect(theirs.body).toHaveLength(0);
    const [one] = (await t.call('GET', '/v1/sms/logs', { token })).body;
    expect((await t.call('GET', `/v1/sms/logs/${one.id}`, { token: otherToken })).status).toBe(404);
    expect((await post('/v1/sms/logs', { to: O2, from: 'x', text: 'y' })).status).not.toBe(201);
  });
});

describe('receipts the link could not match', () => {
  it('are matched by route and vendor id in any written form, and kept until their part shows up', async () => {
    const recorder = new ReceiptRecorder(t.db);
    const res = await send({ to: O2, from: 'Parley', text: 'Matched later' });
    // The real send settles first (the simulator delivers every message at once), so no late answer
    // or receipt of its own can land on the part this test rewrites.
    await expect.poll(async () => (await log(res.body.id)).status, { timeout: 10_000, interval: 50 }).toBe('delivered');
    const [part] = await t.db.select().from(smsMessageParts).where(eq(smsMessageParts.message_id, res.body.id));
    // A receipt for an id nobody stored yet: kept.
    const receipt = (messageId: string) => ({ messageId, stat: 'UNDELIV' as const, err: '001', submittedAt: null, doneAt: null, submitted: 1, delivered: 0, final: true, ref: null, part: null });
    recorder.received(route.a.id, receipt(String(0xffff0001)));
    await recorder.flush();
    expect(recorder.pending).toBe(1);
    expect(await t.db.select().from(smsPendingReceipts)).toHaveLength(1);
    // Its part appears (the submit's answer was written late): the next retry matches it, the id written in decimal.
    await t.db.execute(sql`update sms_message_parts set vendor_message_id = 'ffff0001', status = 'sent' where message_id = ${part.message_id}`);
    await t.db.execute(sql`update sms_messages set status = 'sent' where id = ${part.message_id}`);
    expect(await recorder.retryPending()).toBe(1);
    expect(await t.db.select().from(smsPendingReceipts)).toHaveLength(0);
    expect(await log(res.body.id)).toMatchObject({ status: 'failed', error: expect.stringContaining('001') });
  });

  it('are matched when they come by another route bound to the same SMSC account, and only then', async () => {
    const recorder = new ReceiptRecorder(t.db);
    const res = await send({ to: O2, from: 'Parley', text: 'Receipt by the other bind' });
    await expect.poll(async () => (await log(res.body.id)).status, { timeout: 10_000, interval: 50 }).toBe('delivered');
    await t.db.execute(sql`update sms_message_parts set vendor_message_id = 'ffff0002', status = 'sent' where message_id = ${res.body.id}`);
    await t.db.execute(sql`update sms_messages set status = 'sent', delivered_at = null where id = ${res.body.id}`);
    expect((await log(res.body.id)).route_id).toBe(route.a.id);
    const receipt = { messageId: 'ffff0002', stat: 'DELIVRD' as const, err: null, submittedAt: null, doneAt: null, submitted: 1, delivered: 1, final: true, ref: null, part: null };
    // Beta is another account on the same SMSC: its ids are not alpha's.
    recorder.received(route.b.id, receipt);
    await recorder.flush();
    expect(recorder.pending).toBe(1);
    expect((await log(res.body.id)).status).toBe('sent');
    // "Broken" binds as alpha too (with a wrong password, but the SMSC is the same account's).
    recorder.received(route.bad.id, receipt);
    await recorder.flush();
    expect(recorder.matched).toBe(1);
    expect(await log(res.body.id)).toMatchObject({ status: 'delivered', route_id: route.a.id });
    await t.db.delete(smsPendingReceipts);
  });
});

describe('a route that refuses many messages at once', () => {
  /** Messages in flight on the broken route, with the good one to fail over to. */
  const inFlight = async (n: number, text: string) => {
    const rows = await t.db
      .insert(smsMessages)
      .values(Array.from({ length: n }, () => ({ team_id: teamId, to: O2, from: 'Parley', text, encoding: 'gsm7' as const, parts: 1, route_id: route.bad.id, cost: 20_000, currency: 'EUR' as const, attempts: 1, claimed_at: new Date() })))
      .returning({ id: smsMessages.id });
    await t.db.insert(smsMessageParts).values(rows.map((r) => ({ message_id: r.id, seq: 0, route_id: route.bad.id })));
    return rows.map((r) => r.id);
  };
  /** The database, counting the transactions written through it. */
  const counted = () => {
    const seen = { transactions: 0 };
    const db = new Proxy(t.db, {
      get(target, prop, receiver) {
        if (prop === 'transaction') return (...args: Parameters<typeof target.transaction>) => (seen.transactions++, target.transaction(...args));
        return Reflect.get(target, prop, receiver);
      },
    });
    return { db, seen };
  };

  it('moves them all on in a few statements, each with its refusal logged, each caller waiting for its own', async () => {
    const ids = await inFlight(40, 'Moved on together');
    const { db, seen } = counted();
    const writes = new MessageWrites(db);
    const refusal = { routeId: route.bad.id, reason: 'The link could not bind within 15000 ms.', code: null };
    await Promise.all(ids.map((id) => writes.failover(id, refusal, { route_id: route.a.id, cost: 31_000, currency: 'EUR' }, [{ route_id: route.b.id, cost: 29_000, currency: 'EUR' }])));
    expect(seen.transactions).toBeLessThanOrEqual(3);
    const rows = await t.db.select().from(smsMessages).where(sql`${smsMessages.id} = any(${sql.param(ids)}::int[])`);
    expect(rows).toHaveLength(40);
    for (const row of rows) {
      expect(row).toMatchObject({ route_id: route.a.id, cost: 31_000, attempts: 2, status: 'queued', failover: [{ route_id: route.b.id, cost: 29_000, currency: 'EUR' }] });
      expect(row.claimed_at).not.toBeNull();
      expect(row.attempts_log).toEqual([{ route_id: route.bad.id, reason: refusal.reason, code: null, at: expect.any(String) }]);
    }
    const parts = await t.db.select().from(smsMessageParts).where(sql`${smsMessageParts.message_id} = any(${sql.param(ids)}::int[])`);
    expect(parts.every((p) => p.route_id === route.a.id && p.status === 'queued' && p.vendor_message_id === null)).toBe(true);
    await t.db.delete(smsMessages).where(sql`${smsMessages.id} = any(${sql.param(ids)}::int[])`);
  });

  it('fails them all in a few statements when no route is left, each with its own reason', async () => {
    const ids = await inFlight(40, 'Failed together');
    const { db, seen } = counted();
    const writes = new MessageWrites(db);
    await Promise.all(ids.map((id, i) => writes.failed(id, { routeId: route.bad.id, reason: `Refused ${i}`, code: 'ESME_RINVDSTADR' })));
    expect(seen.transactions).toBeLessThanOrEqual(3);
    const rows = await t.db.select().from(smsMessages).where(sql`${smsMessages.id} = any(${sql.param(ids)}::int[])`);
    for (const row of rows) {
      const i = ids.indexOf(row.id);
      expect(row).toMatchObject({ status: 'failed', error: `Refused ${i}`, claimed_at: null });
      expect(row.attempts_log).toEqual([{ route_id: route.bad.id, reason: `Refused ${i}`, code: 'ESME_RINVDSTADR', at: expect.any(String) }]);
    }
    const parts = await t.db.select().from(smsMessageParts).where(sql`${smsMessageParts.message_id} = any(${sql.param(ids)}::int[])`);
    expect(parts.every((p) => p.status === 'failed' && p.error_code === 'ESME_RINVDSTADR' && p.done_at !== null)).toBe(true);
    await t.db.delete(smsMessages).where(sql`${smsMessages.id} = any(${sql.param(ids)}::int[])`);
  });
});

describe('a sender that died with messages in flight', () => {
  it('has its stale claims sent by the next sender, and a live sender’s claims left alone', async () => {
    const claimed = async (claimedAt: Date) => {
      const [row] = await t.db
        .insert(smsMessages)
        .values({ team_id: teamId, to: O2, from: 'Parley', text: 'In flight at the crash', encoding: 'gsm7', parts: 1, route_id: route.a.id, cost: 31_000, currency: 'EUR', attempts: 1, claimed_at: claimedAt })
        .returning({ id: smsMessages.id });
      await t.db.insert(smsMessageParts).values({ message_id: row.id, seq: 0, route_id: route.a.id });
      return row.id;
    };
    const dead = await claimed(new Date(Date.now() - 10 * 60_000));
    const live = await claimed(new Date());
    const recorder = new ReceiptRecorder(t.db);
    const links = new RouteLinks(t.db, { buckets: new MemoryTokenBucketStore(), onReceipt: (id, receipt) => recorder.received(id, receipt), outbound: t.ctx.outbound, appUrl: t.ctx.config.appUrl });
    // Another worker process starting on PostgreSQL: only claims older than staleClaimMs are a dead process's.
    const next = new SmsSender(t.db, links, new MessageWrites(t.db), { soleProcess: false, staleClaimMs: 60_000, pollMs: 100 });
    next.start();
    try {
      await settled(dead);
      expect((await log(dead)).status).toBe('delivered');
      const [stillClaimed] = await t.db.select().from(smsMessages).where(eq(smsMessages.id, live));
      expect(stillClaimed).toMatchObject({ status: 'queued' });
      expect(stillClaimed.claimed_at).not.toBeNull();
    } finally {
      await next.stop();
      await recorder.flush();
      await t.db.delete(smsMessages).where(eq(smsMessages.id, live));
    }
  });
});

describe('a route’s TPS across worker processes', () => {
  it('holds when two processes draw from the bucket row at once', async () => {
    // Two workers: each its own leases over the one row per route in the database.
    const worker = () => new TpsLimiter({ key: 'route:tps-test', tps: 1_000, burst: 100, store: new LeasedTokenBucketStore(new PgTokenBucketStore(t.db)) });
    const [one, two] = [worker(), worker()];
    const started = performance.now();
    await Promise.all([...Array.from({ length: 300 }, () => one.take()), ...Array.from({ length: 300 }, () => two.take())]);
    // 600 tokens at 1,000 a second after a burst of 100: half a second at least, not a quarter as two separate buckets would allow.
    expect(performance.now() - started).toBeGreaterThan(420);
  });
});
