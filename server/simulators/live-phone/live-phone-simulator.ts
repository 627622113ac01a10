/**
 * Parley's built-in live phones: virtual handsets on chosen networks that receive what the SMSC
 * simulator delivers to their numbers and report it, as a real handset app does, through each
 * phone's signed webhook over HTTP (`POST …/v1/webhooks/live-phone/{id}`, Parley-Signature), with a
 * heartbeat while they run. Long texts are put together from their parts first. It can be told to
 * misbehave for a route (an SMSC account): replace the sender ID or the text on the way, or drop
 * the message so the SMSC's DELIVRD receipt is a fake one.
 */
import type { HandsetDelivery, SmscSimulator } from '../smsc/smsc-simulator.ts';
import { signatureHeader } from '../../webhooks/signature.ts';

export interface VirtualHandset {
  id: number;
  /** E.164, as the SMSC is given it (with or without the +). */
  number: string;
  network: string;
  /** Where it reports, and the secret it signs with. */
  url: string;
  secret: string;
}

/** What a route (the SMSC account it binds with; all routes when absent) does to messages on the way. */
export interface Misbehaviour {
  systemId?: string;
  replaceSender?: string;
  replaceText?: (text: string) => string;
  drop?: boolean;
}

export interface HandsetReport {
  handsetId: number;
  body: Record<string, unknown>;
  status: number | null;
  error?: string;
}

export interface LivePhoneSimulatorOptions {
  handsets: VirtualHandset[];
  /** Between two heartbeats of each handset; 0: only when asked (`heartbeat()`). */
  heartbeatMs?: number;
}

const digits = (n: string) => n.replace(/\D/g, '');

export class LivePhoneSimulator {
  /** The reports sent (the newest thousand), with Parley's answer. */
  readonly reports: HandsetReport[] = [];
  private handsets = new Map<string, VirtualHandset>();
  private rules: Misbehaviour[] = [];
  private readonly parts = new Map<string, { total: number; texts: Map<number, string> }>();
  private readonly unlisten: Array<() => void> = [];
  private readonly inFlight = new Set<Promise<unknown>>();
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(options: LivePhoneSimulatorOptions) {
    this.setHandsets(options.handsets);
    if (options.heartbeatMs) {
      this.timer = setInterval(() => void this.heartbeat(), options.heartbeatMs);
      this.timer.unref();
    }
  }

  /** Receives what these SMSCs deliver. */
  listenTo(...smscs: SmscSimulator[]): this {
    for (const smsc of smscs) this.unlisten.push(smsc.onHandsetDelivery((d) => this.receive(d)));
    return this;
  }

  /** Replaces the handsets; a new one says it is alive at once. */
  setHandsets(handsets: VirtualHandset[]): void {
    const known = new Set([...this.handsets.values()].map((h) => h.id));
    this.handsets = new Map(handsets.map((h) => [digits(h.number), h]));
    if (this.timer) for (const h of handsets) if (!known.has(h.id)) void this.heartbeat(h.id);
  }

  get numbers(): string[] {
    return [...this.handsets.values()].map((h) => h.number);
  }

  /** From now on, messages over the route (its SMSC account) are treated so; `clear()` ends it. */
  misbehave(rule: Misbehaviour): void {
    this.rules.push(rule);
  }

  clear(): void {
    this.rules = [];
  }

  /** Every handset (or one) says it is alive. */
  async heartbeat(handsetId?: number): Promise<void> {
    const targets = [...this.handsets.values()].filter((h) => handsetId === undefined || h.id === handsetId);
    await Promise.all(targets.map((h) => this.report(h, { type: 'heartbeat', at: new Date().toISOString() })));
  }

  /** Waits for the reports under way. */
  async settled(): Promise<void> {
    while (this.inFlight.size) await Promise.allSettled([...this.inFlight]);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    for (const off of this.unlisten.splice(0)) off();
    await this.settled();
  }

  /** A message the SMSC delivered: for one of the handsets, it arrives (or not) and is reported. */
  receive(delivery: HandsetDelivery): void {
    const handset = this.handsets.get(digits(delivery.destination));
    if (!handset || this.stopped) return;
    const text = this.assembled(delivery);
    if (text === null) return;
    const rules = this.rules.filter((r) => r.systemId === undefined || r.systemId === delivery.systemId);
    if (rules.some((r) => r.drop)) return;
    const sender = rules.findLast((r) => r.replaceSender)?.replaceSender ?? delivery.source;
    const shown = rules.reduce((t, r) => (r.replaceText ? r.replaceText(t) : t), text);
    void this.report(handset, { type: 'sms', from: sender, text: shown, received_at: new Date().toISOString() });
  }

  /** The whole text once every part of it is in; null while parts are missing. */
  private assembled(d: HandsetDelivery): string | null {
    if (!d.concat || d.concat.total <= 1) return d.text;
    const key = `${d.systemId}|${d.source}|${digits(d.destination)}|${d.concat.reference}`;
    const entry = this.parts.get(key) ?? { total: d.concat.total, texts: new Map<number, string>() };
    entry.texts.set(d.concat.seq, d.text);
    this.parts.set(key, entry);
    if (entry.texts.size < entry.total) return null;
    this.parts.delete(key);
    return [...entry.texts.entries()].sort(([a], [b]) => a - b).map(([, t]) => t).join('');
  }

  /** The newest reports only: the simulator runs as long as Parley does. */
  private keep(report: HandsetReport): void {
    this.reports.push(report);
    if (this.reports.length > 1_000) this.reports.splice(0, this.reports.length - 1_000);
  }

  private report(handset: VirtualHandset, body: Record<string, unknown>): Promise<void> {
    const raw = Buffer.from(JSON.stringify(body));
    const sent = fetch(handset.url, { method: 'POST', headers: { 'content-type': 'application/json', 'parley-signature': signatureHeader(handset.secret, raw) }, body: raw })
      .then(async (res) => {
        await res.arrayBuffer();
        this.keep({ handsetId: handset.id, body, status: res.status });
      })
      .catch((error: unknown) => {
        // Parley not listening yet (a heartbeat at start): the next one tries again.
        this.keep({ handsetId: handset.id, body, status: null, error: (error as Error).message });
      });
    this.inFlight.add(sent);
    void sent.finally(() => this.inFlight.delete(sent));
    return sent;
  }
}
