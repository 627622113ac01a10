/**
 * Parley's built-in SMSC: an SMPP server on 127.0.0.1 that the demo workspace's route and the tests
 * send through. It binds the accounts it is given, answers each submit_sm with a message id of its
 * own (or the error it is told to return), and later sends the delivery receipt asked for, delivered
 * or not as the delivery ratio and the message id decide. It records what it received, decoded, so
 * tests can check what arrived. Like a real SMSC it sends a receipt again, on the next bind, until
 * a deliver_sm_resp answers it. It can misbehave on demand: throttle above a TPS, refuse a
 * destination prefix, answer slowly or not at all, hold receipts and let them go in another order,
 * drop every connection.
 */
import type { AddressInfo } from 'node:net';
import smpp, { type Pdu, type Server, type Session } from 'smpp';
import { STATUS } from '../../domains/sms/smpp/command-status.ts';
import { coalesceWrites } from '../../domains/sms/smpp/coalesce-writes.ts';
import { concatenationOf, type Concatenation } from '../../domains/sms/message-parts.ts';
import { draw, drawBetween, outcomeOf, receiptText } from './simulated-outcome.ts';

export interface SmscAccount {
  systemId: string;
  password: string;
}

type Range = readonly [number, number];

export interface SmscSimulatorOptions {
  accounts: SmscAccount[];
  /** Share of messages delivered, 0–1; the others end UNDELIV, EXPIRED or REJECTD. */
  deliveryRatio?: number;
  /** How long after its submit a message's receipt is sent, drawn per message. */
  receiptLatencyMs?: Range;
  /** How long the submit_sm_resp takes, drawn per submit. */
  submitLatencyMs?: Range;
  /** Makes every draw repeatable. */
  seed?: string;
  /** Per bind: submits beyond this many in one second are answered ESME_RTHROTTLED. */
  throttleAboveTps?: number | null;
  /** Destinations starting with a prefix get its status instead of an id. */
  rejectPrefixes?: { prefix: string; status: number }[];
  /** A share of all submits (drawn per submit) get this status. */
  randomError?: { status: number; share: number } | null;
  /** How message ids are written in submit_sm_resp and in receipts (vendors differ, some mix them). */
  messageIdFormat?: 'hex' | 'decimal';
  receiptIdFormat?: 'hex' | 'decimal';
  /** Time receipts from the submit rather than from its response, so they may overtake it (some SMSCs do). */
  receiptsBeforeResponse?: boolean;
  /** Keep every received submit in `received` (off for long benchmarks). */
  keepReceived?: boolean;
}

export interface ReceivedSubmit {
  systemId: string;
  source: string;
  /** The sender's type of number and numbering plan as submitted. */
  sourceTon: number;
  sourceNpi: number;
  destination: string;
  text: string;
  dataCoding: number;
  concat: Concatenation | null;
  registeredDelivery: number;
  /** The id given, or null when the submit was refused with `status`. */
  messageId: string | null;
  status: number;
}

export interface SmscCounters {
  binds: number;
  bindsRefused: number;
  submits: number;
  accepted: number;
  throttled: number;
  rejected: number;
  /** deliver_sm written, resends after a drop included. */
  receiptsSent: number;
  /** deliver_sm the ESME answered. */
  receiptsAcknowledged: number;
  /** The most submits one bind had awaiting their response at once. */
  peakOutstanding: number;
}

interface Bound {
  systemId: string;
  type: 'transceiver' | 'transmitter' | 'receiver';
  outstanding: number;
  second: number;
  inSecond: number;
}

/** A message the SMSC delivered to its destination handset, as a handset would be given it. */
export interface HandsetDelivery {
  systemId: string;
  source: string;
  destination: string;
  text: string;
  concat: Concatenation | null;
}

interface PendingReceipt {
  systemId: string;
  fields: Record<string, unknown>;
}

const BIND_TYPES = { bind_transceiver: 'transceiver', bind_transmitter: 'transmitter', bind_receiver: 'receiver' } as const;
/** Ids start past 0xA00000 so hex ids have letters and decimal ones do not look alike. */
const FIRST_ID = 0xa00000;

export class SmscSimulator {
  readonly counters: SmscCounters = { binds: 0, bindsRefused: 0, submits: 0, accepted: 0, throttled: 0, rejected: 0, receiptsSent: 0, receiptsAcknowledged: 0, peakOutstanding: 0 };
  readonly received: ReceivedSubmit[] = [];
  private readonly options: Required<SmscSimulatorOptions>;
  private readonly binds = new Map<Session, Bound>();
  /** Per session, receipts sent and not yet answered: sent again on another bind if this one drops. */
  private readonly unacknowledged = new Map<Session, Set<PendingReceipt>>();
  private readonly timers = new Set<NodeJS.Timeout>();
  /** Receipts waiting for a receiver bind of their account, or held by `holdReceipts`. */
  private waiting: PendingReceipt[] = [];
  private holding = false;
  private frozen = false;
  private nextId = FIRST_ID;
  /** Told of each message delivered to its handset (the live-phone simulator listens). */
  private readonly handsetListeners = new Set<(delivery: HandsetDelivery) => void>();
  private submitCount = 0;

  private constructor(
    private readonly server: Server,
    options: SmscSimulatorOptions,
  ) {
    this.options = {
      deliveryRatio: 1,
      receiptLatencyMs: [0, 0],
      submitLatencyMs: [0, 0],
      seed: 'parley',
      throttleAboveTps: null,
      rejectPrefixes: [],
      randomError: null,
      messageIdFormat: 'hex',
      receiptIdFormat: options.messageIdFormat ?? 'hex',
      keepReceived: true,
      receiptsBeforeResponse: false,
      ...options,
    };
  }

  static async start(options: SmscSimulatorOptions, port = 0): Promise<SmscSimulator> {
    let simulator: SmscSimulator | null = null;
    const server = smpp.createServer({}, (session) => simulator!.serve(session));
    simulator = new SmscSimulator(server, options);
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    return simulator;
  }

  get port(): number {
    return (this.server.address() as AddressInfo).port;
  }

  /** Cuts every connection at once, as a network failure or an SMSC restart would. */
  dropAll(): void {
    for (const session of this.server.sessions) session.socket.destroy();
  }

  /** While frozen, the SMSC reads PDUs and answers none, as a hung SMSC behind a live socket does. */
  freeze(frozen: boolean): void {
    this.frozen = frozen;
  }

  /** From now on, receipts that fall due wait until `releaseReceipts`. */
  holdReceipts(): void {
    this.holding = true;
  }

  /** Sends the held receipts in the given order; how many there were. */
  releaseReceipts(order: 'due' | 'reversed' | 'shuffled' = 'due'): number {
    this.holding = false;
    const held = this.waiting;
    this.waiting = [];
    if (order === 'reversed') held.reverse();
    if (order === 'shuffled') {
      for (let i = held.length - 1; i > 0; i--) {
        const j = Math.floor(draw(this.options.seed, `shuffle:${i}`) * (i + 1));
        [held[i], held[j]] = [held[j], held[i]];
      }
    }
    for (const receipt of held) this.deliver(receipt);
    return held.length;
  }

  /** Calls `listener` with every message the SMSC delivers, when it does (a DELIVRD outcome); answers its removal. */
  onHandsetDelivery(listener: (delivery: HandsetDelivery) => void): () => void {
    this.handsetListeners.add(listener);
    return () => this.handsetListeners.delete(listener);
  }

  async stop(): Promise<void> {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.waiting = [];
    await new Promise<void>((resolve) => {
      this.server.close(() => resolve());
      this.dropAll();
    });
  }

  private later(ms: number, task: () => void): void {
    if (ms <= 0) return task();
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      task();
    }, ms);
    this.timers.add(timer);
  }

  private serve(session: Session): void {
    session.socket.setNoDelay(true);
    coalesceWrites(session.socket);
    session.on('error', () => undefined);
    session.on('close', () => {
      const bound = this.binds.get(session);
      this.binds.delete(session);
      const unanswered = this.unacknowledged.get(session);
      this.unacknowledged.delete(session);
      if (!bound || !unanswered?.size) return;
      this.waiting.push(...unanswered);
      this.flushWaiting(bound.systemId);
    });
    session.on('pdu', (pdu: Pdu) => {
      if (pdu.isResponse() || this.frozen) return;
      if (pdu.command in BIND_TYPES) return this.bind(session, pdu, BIND_TYPES[pdu.command as keyof typeof BIND_TYPES]);
      if (pdu.command === 'submit_sm') return this.submit(session, pdu);
      if (pdu.command === 'enquire_link') return void session.send(pdu.response());
      if (pdu.command === 'unbind') return void session.send(pdu.response(), () => session.close());
      session.send(pdu.response({ command_status: STATUS.INVALID_BIND_STATUS }));
    });
  }

  private bind(session: Session, pdu: Pdu, type: Bound['type']): void {
    const account = this.options.accounts.find((a) => a.systemId === pdu.system_id);
    const status = this.binds.has(session)
      ? STATUS.ALREADY_BOUND
      : !account
        ? STATUS.INVALID_SYSTEM_ID
        : account.password !== pdu.password
          ? STATUS.INVALID_PASSWORD
          : STATUS.OK;
    if (status !== STATUS.OK) {
      this.counters.bindsRefused += 1;
      return void session.send(pdu.response({ command_status: status }));
    }
    this.counters.binds += 1;
    this.binds.set(session, { systemId: account!.systemId, type, outstanding: 0, second: 0, inSecond: 0 });
    session.send(pdu.response({ system_id: 'ParleySim' }));
    if (type !== 'transmitter') this.flushWaiting(account!.systemId);
  }

  /** The status this submit gets: refused by prefix, by chance, by the bind's TPS, or accepted. */
  private verdict(bound: Bound, destination: string, n: number): number {
    const o = this.options;
    const prefixed = o.rejectPrefixes.find((r) => destination.startsWith(r.prefix));
    if (prefixed) return prefixed.status;
    if (o.randomError && draw(o.seed, `error:${n}`) < o.randomError.share) return o.randomError.status;
    if (o.throttleAboveTps != null) {
      const second = Math.floor(performance.now() / 1000);
      if (second !== bound.second) [bound.second, bound.inSecond] = [second, 0];
      if (bound.inSecond >= o.throttleAboveTps) return STATUS.THROTTLED;
      bound.inSecond += 1;
    }
    return STATUS.OK;
  }

  private submit(session: Session, pdu: Pdu): void {
    const bound = this.binds.get(session);
    if (!bound || bound.type === 'receiver') return void session.send(pdu.response({ command_status: STATUS.INVALID_BIND_STATUS }));
    const o = this.options;
    const n = ++this.submitCount;
    this.counters.submits += 1;
    bound.outstanding += 1;
    this.counters.peakOutstanding = Math.max(this.counters.peakOutstanding, bound.outstanding);
    const destination = String(pdu.destination_addr ?? '');
    const status = this.verdict(bound, destination, n);
    if (status === STATUS.THROTTLED) this.counters.throttled += 1;
    else if (status !== STATUS.OK) this.counters.rejected += 1;
    const number = status === STATUS.OK ? this.nextId++ : null;
    const messageId = number === null ? null : this.formatId(number, o.messageIdFormat);
    const body = pdu.short_message as { message?: string | Buffer; udh?: Buffer[] } | undefined;
    const text = typeof body?.message === 'string' ? body.message : '';
    const registeredDelivery = Number(pdu.registered_delivery ?? 0);
    if (o.keepReceived) {
      const concat = (body?.udh?.length && concatenationOf(Buffer.concat(body.udh))) || null;
      const dataCoding = Number(pdu.data_coding ?? 0);
      this.received.push({ systemId: bound.systemId, source: String(pdu.source_addr ?? ''), sourceTon: Number(pdu.source_addr_ton ?? 0), sourceNpi: Number(pdu.source_addr_npi ?? 0), destination, text, dataCoding, concat, registeredDelivery, messageId, status });
    }
    const receipt = () => {
      if (number !== null && registeredDelivery & 0x03) this.scheduleReceipt(bound.systemId, number, registeredDelivery & 0x03, destination, String(pdu.source_addr ?? ''), text);
    };
    if (number !== null) this.counters.accepted += 1;
    if (number !== null && this.handsetListeners.size) this.handOver(bound.systemId, number, { source: String(pdu.source_addr ?? ''), destination, text, concat: (body?.udh?.length && concatenationOf(Buffer.concat(body.udh))) || null });
    if (o.receiptsBeforeResponse) receipt();
    this.later(drawBetween(o.seed, `submit:${n}`, o.submitLatencyMs), () => {
      bound.outstanding -= 1;
      session.send(status === STATUS.OK ? pdu.response({ message_id: messageId }) : pdu.response({ command_status: status }));
      if (!o.receiptsBeforeResponse) receipt();
    });
  }

  /** The handset gets a message the SMSC will call delivered, when its receipt would say so. */
  private handOver(systemId: string, number: number, message: Omit<HandsetDelivery, 'systemId'>): void {
    const o = this.options;
    if (outcomeOf(o.seed, String(number), o.deliveryRatio).stat !== 'DELIVRD') return;
    this.later(drawBetween(o.seed, `receipt:${number}`, o.receiptLatencyMs), () => {
      for (const listener of this.handsetListeners) listener({ systemId, ...message });
    });
  }

  private formatId(n: number, format: 'hex' | 'decimal'): string {
    return format === 'hex' ? n.toString(16) : String(n);
  }

  /** registered_delivery 1 asks for every final receipt, 2 for failures only. */
  private scheduleReceipt(systemId: string, number: number, wanted: number, destination: string, source: string, text: string): void {
    const o = this.options;
    const id = this.formatId(number, o.receiptIdFormat);
    const outcome = outcomeOf(o.seed, String(number), o.deliveryRatio);
    if (wanted === 2 && outcome.stat === 'DELIVRD') return;
    const submittedAt = new Date();
    this.later(drawBetween(o.seed, `receipt:${number}`, o.receiptLatencyMs), () => {
      const fields = {
        source_addr_ton: 1,
        source_addr_npi: 1,
        source_addr: destination,
        dest_addr_ton: 0,
        dest_addr_npi: 0,
        destination_addr: source,
        esm_class: 0x04,
        data_coding: 0,
        short_message: receiptText(id, outcome, submittedAt, new Date(), text),
        receipted_message_id: id,
        message_state: outcome.state,
      };
      this.deliver({ systemId, fields });
    });
  }

  private flushWaiting(systemId: string): void {
    if (this.holding) return;
    const mine = this.waiting.filter((r) => r.systemId === systemId);
    this.waiting = this.waiting.filter((r) => r.systemId !== systemId);
    for (const receipt of mine) this.deliver(receipt);
  }

  /** To a receiving bind of the account, or into the waiting list until one binds (or is released). */
  private deliver(receipt: PendingReceipt): void {
    if (!this.holding) {
      for (const [session, bound] of this.binds) {
        if (bound.systemId !== receipt.systemId || bound.type === 'transmitter') continue;
        const unanswered = this.unacknowledged.get(session) ?? new Set<PendingReceipt>();
        const sent = session.deliver_sm({ ...receipt.fields }, () => {
          unanswered.delete(receipt);
          this.counters.receiptsAcknowledged += 1;
        });
        if (sent) {
          this.counters.receiptsSent += 1;
          unanswered.add(receipt);
          this.unacknowledged.set(session, unanswered);
          return;
        }
      }
    }
    this.waiting.push(receipt);
  }
}
