/**
 * One route's SMPP connection: keeps a bind up (reconnecting with backoff after a drop or a refused
 * bind, and saying so through `state` events), sends submit_sm within the route's window and TPS,
 * tries throttled submits again with backoff, and turns deliver_sm receipts into `receipt` events
 * tied to the part they are about, whichever form of the message id the vendor writes.
 *
 * A submit the SMSC may or may not have taken (the connection dropped before its response) is sent
 * again after the rebind by default: SMPP has no idempotency key, and a rare duplicate costs less than
 * a lost message. `inFlightOnDrop: 'fail'` reports it as `connection_lost` instead.
 */
import { EventEmitter, setMaxListeners } from 'node:events';
import type { Pdu, Session } from 'smpp';
import { backoffMs, sleep } from '../../../http/outbound/retry.ts';
import { openBind, BindError } from './bind.ts';
import { isTransientStatus, statusName } from './command-status.ts';
import { isDeliveryReceipt, parseDeliveryReceipt } from './delivery-receipt.ts';
import type { LinkEvents, LinkStateChange, OutgoingMessage, PartRef, PartResult, PartTally, RouteLink, SmppLinkOptions, SubmitFailure } from './link-types.ts';
import { ReceiptMatcher } from './receipt-matcher.ts';
import { sourceAddress } from './source-address.ts';
import { SubmitWindow } from './submit-window.ts';

export type * from './link-types.ts';

type SendOutcome = { kind: 'response'; status: number; messageId: string } | { kind: 'dropped'; written: boolean };

const DEFAULTS = {
  window: 10,
  enquireLinkMs: 30_000,
  responseTimeoutMs: 10_000,
  reconnect: { baseMs: 1_000, capMs: 60_000 },
  throttle: { baseMs: 200, capMs: 10_000, maxRetries: 12 },
  bindWaitMs: 15_000,
  receiptIndexSize: 1_000_000,
  earlyReceiptHoldMs: 5_000,
};

export class SmppLink extends EventEmitter<LinkEvents> implements RouteLink {
  private readonly options: SmppLinkOptions & typeof DEFAULTS;
  private readonly window: SubmitWindow;
  private readonly receipts: ReceiptMatcher<PartRef>;
  private readonly ownsMatcher: boolean;
  private readonly inFlight = new Set<(outcome: SendOutcome) => void>();
  private readonly bindWaiters = new Set<() => void>();
  private readonly stopping = new AbortController();
  private session: Session | null = null;
  private current: LinkStateChange = { state: 'idle', at: new Date() };
  /** The SMSC's refusal of the last bind, until a bind succeeds: submits fail over at once meanwhile. */
  private refusal: BindError | null = null;

  constructor(options: SmppLinkOptions) {
    super();
    this.options = { ...DEFAULTS, ...options };
    this.window = new SubmitWindow(this.options.window);
    // Every part waiting out a backoff or a token listens for close(): many at once is normal.
    setMaxListeners(0, this.stopping.signal);
    this.ownsMatcher = !options.receiptMatcher;
    this.receipts = options.receiptMatcher ?? new ReceiptMatcher({
      capacity: this.options.receiptIndexSize,
      holdMs: this.options.earlyReceiptHoldMs,
      report: (receipt, match) => this.emit('receipt', { ...receipt, ref: match?.ref ?? null, part: match?.part ?? null }),
    });
  }

  get state(): LinkStateChange {
    return this.current;
  }

  /** The most submits that were ever awaiting responses at once. */
  get peakOutstanding(): number {
    return this.window.peak;
  }

  start(): void {
    if (this.current.state !== 'idle') return;
    void this.keepBound();
  }

  /** Unbinds politely (or drops the connection when the SMSC does not answer) and fails what still waits. */
  async close(): Promise<void> {
    if (this.current.state === 'closed') return;
    this.setState({ state: 'closed' });
    this.stopping.abort();
    if (this.ownsMatcher) this.receipts.flush();
    for (const wake of this.bindWaiters) wake();
    const session = this.session;
    if (!session) return;
    await new Promise<void>((resolve) => {
      session.once('close', () => resolve());
      const force = setTimeout(() => session.destroy(), 1_000);
      const sent = session.unbind({}, () => {
        clearTimeout(force);
        session.destroy();
      });
      if (!sent) session.destroy();
    });
  }

  /** Sends every part of the message; one result per part, in order, once each is settled. */
  submit(message: OutgoingMessage): Promise<PartResult[]> {
    return Promise.all(message.parts.map((_, part) => this.submitPart(message, part)));
  }

  private setState(change: Omit<LinkStateChange, 'at'>): void {
    this.current = { ...change, at: new Date() };
    this.emit('state', this.current);
  }

  private get closed(): boolean {
    return this.stopping.signal.aborted;
  }

  private async keepBound(): Promise<void> {
    const { reconnect, responseTimeoutMs, random } = this.options;
    // Binds that failed in a row: the backoff grows with them and starts over after a good bind.
    let failures = 0;
    while (!this.closed) {
      this.setState({ state: 'connecting' });
      let reason: string;
      try {
        const session = await openBind(this.options, responseTimeoutMs);
        if (this.closed) return session.destroy();
        failures = 0;
        this.refusal = null;
        const dropped = this.adopt(session);
        this.setState({ state: 'bound' });
        for (const wake of this.bindWaiters) wake();
        reason = await dropped;
        if (this.closed) return;
        this.refusal = null;
      } catch (e) {
        if (!(e instanceof BindError)) throw e;
        this.refusal = e.status === null ? null : e;
        reason = e.message;
      }
      const retryInMs = backoffMs(failures++, reconnect.baseMs, reconnect.capMs, random);
      this.setState({ state: this.refusal ? 'failed' : 'unbound', reason, status: this.refusal?.status ?? undefined, retryInMs });
      if (this.refusal) for (const wake of this.bindWaiters) wake();
      await sleep(retryInMs, this.stopping.signal).catch(() => undefined);
    }
  }

  /** Serves a fresh bind; resolves with the reason once it is gone. */
  private adopt(session: Session): Promise<string> {
    this.session = session;
    const { enquireLinkMs, responseTimeoutMs } = this.options;
    let reason = 'The SMSC closed the connection.';
    const enquire = setInterval(() => {
      const silent = setTimeout(() => {
        reason = `No answer to enquire_link within ${responseTimeoutMs} ms.`;
        session.destroy();
      }, responseTimeoutMs);
      if (!session.enquire_link({}, () => clearTimeout(silent))) clearTimeout(silent);
    }, enquireLinkMs);
    session.on('pdu', (pdu: Pdu) => this.onPdu(session, pdu));
    session.on('error', (e: Error) => (reason = `Connection error: ${e.message}`));
    const dropped = new Promise<string>((resolve) => {
      session.once('close', () => {
        clearInterval(enquire);
        if (this.session === session) this.session = null;
        for (const settle of [...this.inFlight]) settle({ kind: 'dropped', written: true });
        resolve(reason);
      });
    });
    session.resume();
    return dropped;
  }

  private onPdu(session: Session, pdu: Pdu): void {
    if (pdu.isResponse()) return;
    if (pdu.command === 'deliver_sm') {
      session.send(pdu.response({ message_id: '' }));
      this.onDeliver(pdu);
    } else if (pdu.command === 'enquire_link') {
      session.send(pdu.response());
    } else if (pdu.command === 'unbind') {
      session.send(pdu.response(), () => session.destroy());
    } else {
      session.send(pdu.response({ command_status: 0x03 /* ESME_RINVCMDID */ }));
    }
  }

  /** Receipts only: mobile-originated messages are for the inbound side, which is not this link's job yet. */
  private onDeliver(pdu: Pdu): void {
    if (!isDeliveryReceipt(Number(pdu.esm_class ?? 0))) return;
    const body = (pdu.short_message ?? pdu.message_payload) as { message?: unknown } | Buffer | undefined;
    const message = body && !Buffer.isBuffer(body) ? body.message : body;
    const text = typeof message === 'string' ? message : Buffer.isBuffer(message) ? message.toString('latin1') : '';
    const receipt = parseDeliveryReceipt({
      text,
      receiptedMessageId: typeof pdu.receipted_message_id === 'string' ? pdu.receipted_message_id : null,
      messageState: typeof pdu.message_state === 'number' ? pdu.message_state : null,
    });
    if (!receipt) return;
    this.receipts.received(receipt);
  }

  /** The live session, waiting for a rebind in progress; null when the link cannot send now. */
  private async boundSession(): Promise<Session | null> {
    const deadline = performance.now() + this.options.bindWaitMs;
    while (!this.closed && !this.refusal) {
      // A socket that stopped being writable is about to report its close: wait for the rebind, not spin on it.
      if (this.session?.socket.writable && this.current.state === 'bound') return this.session;
      const left = deadline - performance.now();
      if (left <= 0) return null;
      await new Promise<void>((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          this.bindWaiters.delete(wake);
          resolve();
        };
        const timer = setTimeout(wake, left);
        this.bindWaiters.add(wake);
      });
    }
    return null;
  }

  private send(session: Session, message: OutgoingMessage, part: number): Promise<SendOutcome> {
    const encoded = message.parts[part];
    const o = this.options;
    return new Promise((resolve) => {
      let done = false;
      const settle = (outcome: SendOutcome) => {
        if (done) return;
        done = true;
        clearTimeout(timer);
        this.inFlight.delete(settle);
        resolve(outcome);
      };
      // An SMSC that sits on a submit is as good as gone: drop it, and the rebind sorts the rest out.
      const timer = setTimeout(() => session.destroy(), o.responseTimeoutMs);
      this.inFlight.add(settle);
      const source = sourceAddress(message.source, o.sourceTon ?? 0, o.sourceNpi ?? 0);
      const pdu = {
        source_addr_ton: source.ton,
        source_addr_npi: source.npi,
        source_addr: source.addr,
        dest_addr_ton: o.destTon ?? 1,
        dest_addr_npi: o.destNpi ?? 1,
        destination_addr: message.destination,
        esm_class: encoded.esm_class,
        registered_delivery: message.receipt === false ? 0 : 1,
        data_coding: encoded.data_coding,
        short_message: encoded.short_message,
      };
      const written = session.submit_sm(pdu, (resp: Pdu) => {
        if (done) return;
        const messageId = String(resp.message_id ?? '');
        // Before anything else runs: the receipt may be in the same packet as this response.
        if (resp.command_status === 0 && messageId) this.receipts.submitted(messageId, { ref: message.ref, part });
        settle({ kind: 'response', status: resp.command_status, messageId });
      });
      if (!written) settle({ kind: 'dropped', written: false });
    });
  }

  private async submitPart(message: OutgoingMessage, part: number): Promise<PartResult> {
    const o = this.options;
    const tally: PartTally = { part, attempts: 0, throttled: 0, resubmitted: 0 };
    const fail = (error: SubmitFailure, reason: string, status: number | null = null): PartResult => ({
      ...tally,
      ok: false,
      error,
      status,
      statusName: status === null ? null : statusName(status),
      reason,
    });
    for (;;) {
      const session = await this.boundSession();
      if (this.closed) return fail('closed', `The link ${o.name} was closed.`);
      if (!session) {
        const refusal = this.refusal;
        return refusal ? fail('unbound', refusal.message, refusal.status) : fail('unbound', `The link ${o.name} could not bind within ${o.bindWaitMs} ms.`);
      }
      let outcome: SendOutcome;
      await this.window.acquire();
      try {
        if (o.limiter) await o.limiter.take(this.stopping.signal).catch(() => undefined);
        if (this.session !== session || this.closed) outcome = { kind: 'dropped', written: false };
        else {
          tally.attempts += 1;
          outcome = await this.send(session, message, part);
        }
      } finally {
        this.window.release();
      }
      if (outcome.kind === 'response') {
        if (outcome.status === 0) return { ...tally, ok: true, messageId: outcome.messageId };
        if (!isTransientStatus(outcome.status)) return fail('rejected', `The SMSC refused the message: ${statusName(outcome.status)}.`, outcome.status);
        tally.throttled += 1;
        if (tally.throttled > o.throttle.maxRetries) return fail('throttled', `Still throttled after ${o.throttle.maxRetries} retries.`, outcome.status);
        await sleep(backoffMs(tally.throttled - 1, o.throttle.baseMs, o.throttle.capMs, o.random), this.stopping.signal).catch(() => undefined);
        continue;
      }
      if (this.closed) return fail('closed', `The link ${o.name} was closed before the SMSC answered.`);
      if (!outcome.written) continue;
      if (o.inFlightOnDrop === 'fail') return fail('connection_lost', 'The connection dropped before the SMSC answered; the message may or may not have been taken.');
      tally.resubmitted += 1;
    }
  }
}
