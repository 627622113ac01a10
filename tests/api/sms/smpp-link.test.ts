/** The SMPP link against Parley's SMSC simulator over 127.0.0.1: binds, submits, receipts, drops, throttling, the window. */
import { afterEach, describe, expect, it } from 'vitest';
import { STATUS } from '../../../server/domains/sms/smpp/command-status.ts';
import { ReceiptMatcher } from '../../../server/domains/sms/smpp/receipt-matcher.ts';
import type { DeliveryReceipt } from '../../../server/domains/sms/smpp/delivery-receipt.ts';
import type { OutgoingMessage, PartRef, PartResult } from '../../../server/domains/sms/smpp/smpp-link.ts';
import { smppTextParts } from '../../../server/domains/sms/message-parts.ts';
import { TpsLimiter } from '../../../server/domains/sms/smpp/tps-limiter.ts';
import { outcomeOf } from '../../../server/simulators/smsc/simulated-outcome.ts';
import { startLink, startSimulator, stopAll, waitFor } from './smpp-fixtures.ts';

afterEach(stopAll);

const message = (i: number, text = `Message number ${i}`): OutgoingMessage => ({
  source: 'Parley',
  destination: `4915${String(i).padStart(9, '0')}`,
  parts: smppTextParts(text, i & 0xff),
  ref: `m${i}`,
});

const sendAll = (submit: (m: OutgoingMessage) => Promise<PartResult[]>, count: number) => Promise.all(Array.from({ length: count }, (_, i) => submit(message(i))));

const okIds = (results: PartResult[][]) => results.flat().flatMap((r) => (r.ok ? [r.messageId] : []));

describe('binding', () => {
  it('binds as a transceiver and says so', async () => {
    const simulator = await startSimulator();
    const { link, states } = startLink(simulator.port);
    await waitFor('the bind', () => link.state.state === 'bound');
    expect(states.map((s) => s.state)).toEqual(['connecting', 'bound']);
    expect(simulator.counters.binds).toBe(1);
  });

  it('reports a wrong password, keeps trying, and fails submits at once so the next route can take them', async () => {
    const simulator = await startSimulator();
    const { link, states } = startLink(simulator.port, { password: 'wrong', bindWaitMs: 10_000 });
    await waitFor('two refused binds', () => simulator.counters.bindsRefused >= 2);
    expect(states.find((s) => s.state === 'failed')).toMatchObject({ status: STATUS.INVALID_PASSWORD, reason: expect.stringMatching(/ESME_RINVPASWD/) });
    expect(states.find((s) => s.state === 'failed')!.retryInMs).toBeGreaterThan(0);
    const started = performance.now();
    const [result] = await link.submit(message(1));
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(result).toMatchObject({ ok: false, error: 'unbound', status: STATUS.INVALID_PASSWORD, statusName: 'ESME_RINVPASWD', attempts: 0 });
    expect(simulator.counters.submits).toBe(0);
  });

  it('splits a route between a transmitter and a receiver bind that share their receipt matching', async () => {
    const simulator = await startSimulator({ receiptLatencyMs: [5, 20] });
    const matched: [DeliveryReceipt, PartRef | null][] = [];
    const receiptMatcher = new ReceiptMatcher<PartRef>({ capacity: 100, holdMs: 1_000, report: (r, m) => matched.push([r, m]) });
    const tx = startLink(simulator.port, { bindType: 'transmitter', receiptMatcher });
    const rx = startLink(simulator.port, { bindType: 'receiver', receiptMatcher });
    const results = await sendAll((m) => tx.link.submit(m), 20);
    expect(results.flat().every((r) => r.ok)).toBe(true);
    await waitFor('20 receipts', () => matched.length === 20);
    expect(new Set(matched.map(([, m]) => m?.ref))).toEqual(new Set(results.map((_, i) => `m${i}`)));
    expect(tx.receipts).toHaveLength(0);
    expect(rx.receipts).toHaveLength(0);
    // A receiver bind cannot submit: the SMSC says so.
    const [refused] = await rx.link.submit(message(99));
    expect(refused).toMatchObject({ ok: false, error: 'rejected', statusName: 'ESME_RINVBNDSTS' });
  });

  it('drops a bind whose SMSC stops answering enquire_link, and binds again', async () => {
    const simulator = await startSimulator();
    const { link, states } = startLink(simulator.port, { enquireLinkMs: 50, responseTimeoutMs: 100 });
    await waitFor('the bind', () => link.state.state === 'bound');
    simulator.freeze(true);
    await waitFor('the drop', () => states.some((s) => s.state === 'unbound'));
    expect(states.find((s) => s.state === 'unbound')!.reason).toMatch(/enquire_link/);
    simulator.freeze(false);
    await waitFor('the rebind', () => link.state.state === 'bound' && simulator.counters.binds === 2);
  });

  it('fails submits after bindWaitMs when nothing answers', async () => {
    const simulator = await startSimulator();
    const port = simulator.port;
    await simulator.stop();
    const { link, states } = startLink(port, { bindWaitMs: 300 });
    const [result] = await link.submit(message(1));
    expect(result).toMatchObject({ ok: false, error: 'unbound', status: null });
    expect(states.some((s) => s.state === 'unbound' && /Cannot reach/.test(s.reason ?? ''))).toBe(true);
  });
});

describe('submitting', () => {
  it('sends an alphanumeric sender as TON 5 / NPI 0, a short code as TON 3 / NPI 0, and a number with the route’s TON/NPI', async () => {
    const simulator = await startSimulator();
    const { link } = startLink(simulator.port, { sourceTon: 1, sourceNpi: 1 });
    for (const source of ['Parley', '4711', '+447700900123']) {
      const [result] = await link.submit({ ...message(1), source });
      expect(result.ok).toBe(true);
    }
    expect(simulator.received.map((r) => [r.source, r.sourceTon, r.sourceNpi])).toEqual([
      ['Parley', 5, 0],
      ['4711', 3, 0],
      ['447700900123', 1, 1],
    ]);
  });

  it('gets 1,000 messages accepted and matches every receipt to its message', async () => {
    const simulator = await startSimulator({ receiptLatencyMs: [0, 40], deliveryRatio: 0.9, seed: 'thousand' });
    const { link, receipts } = startLink(simulator.port, { window: 20 });
    const results = await sendAll((m) => link.submit(m), 1_000);
    expect(results.flat().every((r) => r.ok && r.attempts === 1)).toBe(true);
    expect(new Set(okIds(results)).size).toBe(1_000);
    await waitFor('1,000 receipts', () => receipts.length === 1_000);
    expect(new Set(receipts.map((r) => r.ref)).size).toBe(1_000);
    expect(receipts.every((r) => r.ref !== null && r.part === 0 && r.final)).toBe(true);
    // Each receipt says what the simulator decided for that message id.
    const idOf = new Map(results.map((r, i) => [`m${i}`, (r[0] as { messageId: string }).messageId]));
    for (const r of receipts) expect(r.stat).toBe(outcomeOf('thousand', String(parseInt(idOf.get(r.ref!)!, 16)), 0.9).stat);
    const delivered = receipts.filter((r) => r.stat === 'DELIVRD').length;
    expect(delivered).toBeGreaterThan(850);
    expect(delivered).toBeLessThan(950);
    expect(simulator.received.map((r) => r.text)).toContain('Message number 999');
  });

  it('matches the receipts of a 3-part message to its parts, whatever order they come in', async () => {
    const simulator = await startSimulator({ messageIdFormat: 'hex', receiptIdFormat: 'decimal' });
    const { link, receipts } = startLink(simulator.port);
    simulator.holdReceipts();
    const text = 'Our spring offer: '.padEnd(400, 'ab ');
    const results = await link.submit({ ...message(7, text), ref: 'long' });
    expect(results).toHaveLength(3);
    const ids = results.map((r) => (r.ok ? r.messageId : null));
    expect(new Set(ids).size).toBe(3);
    await waitFor('the held receipts', () => simulator.releaseReceipts('reversed') === 3 || receipts.length > 0, 2_000);
    await waitFor('3 receipts', () => receipts.length === 3);
    expect(receipts.map((r) => r.part)).toEqual([2, 1, 0]);
    expect(receipts.every((r) => r.ref === 'long')).toBe(true);
    // The receipt wrote each id in decimal; it still found the part whose hex id it is.
    for (const r of receipts) expect(BigInt(r.messageId).toString(16)).toBe(ids[r.part!]);
    const arrived = simulator.received.map((r) => r.concat);
    expect(arrived).toEqual([1, 2, 3].map((seq) => ({ reference: 7, total: 3, seq })));
    expect(simulator.received.map((r) => r.text).join('')).toBe(text);
  });

  it('matches receipts that overtake the response to their submit', async () => {
    const simulator = await startSimulator({ submitLatencyMs: [20, 40], receiptsBeforeResponse: true });
    const { link, receipts } = startLink(simulator.port, { window: 50 });
    const results = await sendAll((m) => link.submit(m), 50);
    expect(results.flat().every((r) => r.ok)).toBe(true);
    await waitFor('50 receipts', () => receipts.length === 50);
    expect(receipts.every((r) => r.ref !== null)).toBe(true);
    expect(new Set(receipts.map((r) => r.ref)).size).toBe(50);
  });

  it('reports a receipt for an id it never submitted as unmatched, after waiting for it', async () => {
    const simulator = await startSimulator({ submitLatencyMs: [400, 400], receiptsBeforeResponse: true });
    const { link, receipts } = startLink(simulator.port, { earlyReceiptHoldMs: 100 });
    const sending = link.submit(message(1));
    await waitFor('a receipt', () => receipts.length === 1);
    expect(receipts[0]).toMatchObject({ ref: null, part: null, stat: 'DELIVRD' });
    expect((await sending)[0].ok).toBe(true);
  });

  it('reads a UCS-2 text at the SMSC as it was written', async () => {
    const simulator = await startSimulator();
    const { link } = startLink(simulator.port);
    const text = 'سلام! کد شما ۱۲۳۴ است. مرحبا بك';
    const [result] = await link.submit(message(3, text));
    expect(result.ok).toBe(true);
    expect(simulator.received[0]).toMatchObject({ text, dataCoding: 8, concat: null, registeredDelivery: 1 });
  });

  it('reports a refused destination without trying again', async () => {
    const simulator = await startSimulator({ rejectPrefixes: [{ prefix: '99', status: STATUS.INVALID_DESTINATION }] });
    const { link } = startLink(simulator.port);
    const [result] = await link.submit({ ...message(1), destination: '99123' });
    expect(result).toMatchObject({ ok: false, error: 'rejected', status: STATUS.INVALID_DESTINATION, statusName: 'ESME_RINVDSTADR', attempts: 1 });
  });
});

describe('when the connection drops mid-send', () => {
  it('rebinds and resubmits what was unanswered: one id per message, each duplicate at the SMSC counted', async () => {
    const simulator = await startSimulator({ submitLatencyMs: [2, 10] });
    const { link, receipts, states } = startLink(simulator.port, { window: 10, earlyReceiptHoldMs: 300 });
    const sending = sendAll((m) => link.submit(m), 300);
    await waitFor('100 accepted submits', () => simulator.counters.accepted >= 100);
    simulator.dropAll();
    const results = (await sending).flat();
    expect(results.every((r) => r.ok)).toBe(true);
    expect(new Set(okIds([results])).size).toBe(300);
    const resubmitted = results.reduce((n, r) => n + r.resubmitted, 0);
    expect(resubmitted).toBeGreaterThan(0);
    expect(resubmitted).toBeLessThanOrEqual(10);
    // Each message arrived; those the SMSC took twice are no more than the resubmits.
    expect(new Set(simulator.received.map((r) => r.text)).size).toBe(300);
    const duplicates = simulator.counters.accepted - 300;
    expect(duplicates).toBeGreaterThanOrEqual(0);
    expect(duplicates).toBeLessThanOrEqual(resubmitted);
    expect(states.map((s) => s.state)).toEqual(['connecting', 'bound', 'unbound', 'connecting', 'bound']);
    // Every accepted submit gets its receipt (the SMSC sends those the drop swallowed again, so some twice);
    // the receipts of the unanswered first copies match nothing, once they have waited for a response that never comes.
    const ids = () => new Set(receipts.map((r) => r.messageId));
    await waitFor('all receipts', () => ids().size === simulator.counters.accepted);
    await new Promise((r) => setTimeout(r, 400));
    const matched = receipts.filter((r) => r.ref);
    expect(new Set(matched.map((r) => r.ref)).size).toBe(300);
    const matchedIds = new Set(matched.map((r) => r.messageId));
    expect(new Set(receipts.filter((r) => !r.ref && !matchedIds.has(r.messageId)).map((r) => r.messageId)).size).toBe(duplicates);
  });

  it('reports the unanswered submits as lost when asked not to resubmit', async () => {
    const simulator = await startSimulator({ submitLatencyMs: [2, 10] });
    const { link } = startLink(simulator.port, { window: 10, inFlightOnDrop: 'fail' });
    const sending = sendAll((m) => link.submit(m), 200);
    await waitFor('50 accepted submits', () => simulator.counters.accepted >= 50);
    simulator.dropAll();
    const results = (await sending).flat();
    const lost = results.filter((r) => !r.ok);
    expect(lost.length).toBeGreaterThan(0);
    expect(lost.length).toBeLessThanOrEqual(10);
    expect(lost.every((r) => !r.ok && r.error === 'connection_lost' && r.attempts === 1)).toBe(true);
    expect(results.filter((r) => r.ok)).toHaveLength(200 - lost.length);
    expect(results.every((r) => r.resubmitted === 0)).toBe(true);
  });
});

describe('throughput limits', () => {
  it('retries throttled submits with backoff until all are accepted, keeping their receipts matched', async () => {
    const simulator = await startSimulator({ throttleAboveTps: 100 });
    const { link, receipts } = startLink(simulator.port, { window: 10, throttle: { baseMs: 50, capMs: 400, maxRetries: 40 } });
    const results = (await sendAll((m) => link.submit(m), 250)).flat();
    expect(results.every((r) => r.ok)).toBe(true);
    const throttled = results.reduce((n, r) => n + r.throttled, 0);
    expect(throttled).toBe(simulator.counters.throttled);
    expect(throttled).toBeGreaterThan(0);
    expect(simulator.counters.accepted).toBe(250);
    await waitFor('250 receipts', () => receipts.length === 250);
    expect(new Set(receipts.map((r) => r.ref))).toEqual(new Set(results.map((_, i) => `m${i}`)));
  });

  it('stays under the SMSC limit with a TPS bucket below it', async () => {
    const simulator = await startSimulator({ throttleAboveTps: 100 });
    const { link } = startLink(simulator.port, { limiter: new TpsLimiter({ key: 'route:tps', tps: 80 }) });
    const started = performance.now();
    const results = (await sendAll((m) => link.submit(m), 120)).flat();
    expect(results.every((r) => r.ok && r.throttled === 0)).toBe(true);
    expect(simulator.counters.throttled).toBe(0);
    // 120 at 80/s after a burst of 8: at least 1.4 s.
    expect(performance.now() - started).toBeGreaterThan(1_300);
  });

  it('never has more than the window awaiting responses', async () => {
    // Responses slow beside the loopback, so the window fills every time a slot frees.
    const simulator = await startSimulator({ submitLatencyMs: [15, 30] });
    const { link } = startLink(simulator.port, { window: 4 });
    const results = (await sendAll((m) => link.submit(m), 100)).flat();
    expect(results.every((r) => r.ok)).toBe(true);
    expect(simulator.counters.peakOutstanding).toBe(4);
    expect(link.peakOutstanding).toBe(4);
  });
});
