/**
 * One HTTP route's link to its vendor: each message (or each part, as the route says) is one
 * request through Parley's outbound client (address guard with the team's allowed hosts,
 * timeouts), within the route's window of requests in flight and its TPS. Its answer is read as a
 * submit_sm_resp would be: a 2xx with the vendor's message id is taken; a 429 or a 5xx is tried
 * again with backoff (Retry-After heeded) and, still refused, is `throttled`; any other 4xx is
 * `rejected`; an address the guard refuses or a vendor that cannot be reached is `unbound` at once.
 * Those three fail over to the next route, as an SMPP route's do; an answer lost after the request
 * went is tried again, then `connection_lost`. Receipts come back by the route's
 * webhook (dlr-webhook.ts), not over this link.
 */
import { EventEmitter, setMaxListeners } from 'node:events';
import { OutboundError, OutboundNetworkError, OutboundRefused, OutboundTimeout, type OutboundClient, type OutboundResponse } from '../../../http/outbound/index.ts';
import { backoffMs, retryAfterMs, sleep } from '../../../http/outbound/retry.ts';
import { joinTextParts, readSmppTextPart } from '../message-parts.ts';
import type { Backoff, LinkEvents, LinkStateChange, OutgoingMessage, PartResult, PartTally, RouteLink, SubmitFailure } from '../smpp/link-types.ts';
import { SubmitWindow } from '../smpp/submit-window.ts';
import type { TpsLimiter } from '../smpp/tps-limiter.ts';
import { fillRequest, valueAtPath, type BodyFormat, type TemplateValues } from './request-template.ts';

export interface HttpLinkOptions {
  /** Names the link in messages. */
  name: string;
  outbound: OutboundClient;
  /** The team's `outbound_allowed_hosts`. */
  allowedHosts: readonly string[];
  url: string;
  method: 'POST' | 'GET';
  format: BodyFormat;
  body: string | null;
  headers: Record<string, string>;
  /** One request per message (the vendor concatenates) or one per part. */
  sendAs: 'message' | 'parts';
  /** Where the vendor's id is in a JSON answer; null: the answer's text is the id. */
  messageIdPath: string | null;
  /** The route's delivery-receipt address, for {{dlr_url}}. */
  dlrUrl: string;
  /** Requests awaiting their answer at once. */
  window?: number;
  limiter?: TpsLimiter | null;
  timeoutMs?: number;
  retry?: Backoff & { maxRetries: number };
  random?: () => number;
}

const DEFAULTS = { window: 10, timeoutMs: 15_000, retry: { baseMs: 500, capMs: 10_000, maxRetries: 5 } };
/** A plain-text answer longer than this, or with spaces, is no message id. */
const MAX_TEXT_ID = 100;

type Unit = { seq: number; text: string; udh: string };
type Failure = { ok: false; error: SubmitFailure; status: number | null; statusName: string | null; reason: string };
type Answer = { ok: true; messageId: string } | Failure;
/** An answer that may change if the request is sent again (ms to wait, -1 for the backoff), and the answer if it is not. */
type Retry = { retry: number; last: Failure };

export class HttpLink extends EventEmitter<LinkEvents> implements RouteLink {
  private readonly options: HttpLinkOptions & typeof DEFAULTS;
  private readonly window: SubmitWindow;
  private readonly stopping = new AbortController();
  private current: LinkStateChange = { state: 'idle', at: new Date() };

  constructor(options: HttpLinkOptions) {
    super();
    this.options = { ...DEFAULTS, ...options };
    this.window = new SubmitWindow(this.options.window);
    setMaxListeners(0, this.stopping.signal);
  }

  get state(): LinkStateChange {
    return this.current;
  }

  /** Nothing to bind: an HTTP route has no connection state to report (bind_state stays empty). */
  start(): void {}

  async close(): Promise<void> {
    this.current = { state: 'closed', at: new Date() };
    this.stopping.abort();
  }

  /** One result per part, in order: a whole-message request gives every part its one id. */
  async submit(message: OutgoingMessage): Promise<PartResult[]> {
    const read = message.parts.map((part) => readSmppTextPart(part));
    if (this.options.sendAs === 'parts' || read.length === 1) {
      return Promise.all(
        message.parts.map((part, seq) => {
          const udh = part.esm_class & 0x40 ? part.short_message.subarray(0, 1 + part.short_message[0]).toString('hex').toUpperCase() : '';
          return this.send(message, { seq, text: read[seq].text ?? '', udh }, message.parts.length);
        }),
      );
    }
    const result = await this.send(message, { seq: 0, text: joinTextParts(read) ?? read.map((r) => r.text ?? '').join(''), udh: '' }, message.parts.length);
    return message.parts.map((_, part) => ({ ...result, part }));
  }

  private values(message: OutgoingMessage, unit: Unit, total: number): TemplateValues {
    const whole = this.options.sendAs === 'message';
    return {
      to: message.destination.replace(/^\+/, ''),
      from: message.source,
      text: unit.text,
      udh: unit.udh,
      part: String(whole ? 1 : unit.seq + 1),
      parts: String(whole ? 1 : total),
      ref: whole || total === 1 ? message.ref : `${message.ref}-${unit.seq + 1}`,
      encoding: message.parts[0]?.data_coding === 8 ? 'ucs2' : 'gsm7',
      dlr_url: this.options.dlrUrl,
    };
  }

  private async send(message: OutgoingMessage, unit: Unit, total: number): Promise<PartResult> {
    const o = this.options;
    const tally: PartTally = { part: unit.seq, attempts: 0, throttled: 0, resubmitted: 0 };
    const values = this.values(message, unit, total);
    const request = fillRequest({ url: o.url, method: o.method, format: o.format, body: o.body }, values);
    for (;;) {
      if (this.stopping.signal.aborted) return { ...tally, ok: false, error: 'closed', status: null, statusName: null, reason: `The link ${o.name} was closed.` };
      let answer: Answer | Retry;
      await this.window.acquire();
      try {
        if (o.limiter) await o.limiter.take(this.stopping.signal).catch(() => undefined);
        if (this.stopping.signal.aborted) continue;
        tally.attempts += 1;
        answer = await this.exchange(request, values.ref);
      } finally {
        this.window.release();
      }
      if (!('retry' in answer)) return { ...tally, ...answer };
      const retries = tally.throttled + tally.resubmitted;
      if (retries >= o.retry.maxRetries) {
        return { ...tally, ...answer.last, reason: `${answer.last.reason} Still so after ${o.retry.maxRetries} retries.` };
      }
      if (answer.last.error === 'throttled') tally.throttled += 1;
      else tally.resubmitted += 1;
      const wait = answer.retry >= 0 ? answer.retry : backoffMs(retries, o.retry.baseMs, o.retry.capMs, o.random);
      await sleep(wait, this.stopping.signal).catch(() => undefined);
    }
  }

  /** One request and what its answer means; `retry` (ms, or -1 for the backoff) when it may be sent again. */
  private async exchange(request: ReturnType<typeof fillRequest>, ref: string): Promise<Answer | Retry> {
    const o = this.options;
    let res: OutboundResponse;
    try {
      res = await o.outbound.request({
        url: request.url,
        method: request.method,
        headers: { accept: 'application/json, text/plain;q=0.9, */*;q=0.5', ...o.headers, ...request.headers },
        body: request.body,
        allowedHosts: o.allowedHosts,
        // Retries are this link's: it knows which answers another route should get instead.
        retries: 0,
        timeoutMs: o.timeoutMs,
        maxBytes: 64 * 1024,
        acceptStatus: () => true,
        redirect: 'manual',
        signal: this.stopping.signal,
        purpose: 'sms',
      });
    } catch (error) {
      if (this.stopping.signal.aborted) return { ok: false, error: 'closed', status: null, statusName: null, reason: `The link ${o.name} was closed.` };
      if (!(error instanceof OutboundError)) throw error;
      if (error instanceof OutboundRefused) return { ok: false, error: 'unbound', status: null, statusName: null, reason: error.message };
      // Not reached: the vendor never saw it, and the next route may take it now (as after a refused bind).
      const unreached = (error instanceof OutboundTimeout && error.phase === 'connect') || (error instanceof OutboundNetworkError && /ECONNREFUSED|ENOTFOUND|EAI_AGAIN|EHOSTUNREACH|ENETUNREACH|CERT|TLS/.test(error.causeCode));
      if (unreached) return { ok: false, error: 'unbound', status: null, statusName: null, reason: error.message };
      // Connected but no answer: the vendor may have taken it; sent again, as SMPP resubmits after a drop.
      return { retry: -1, last: { ok: false, error: 'connection_lost', status: null, statusName: null, reason: error.message } };
    }
    const status = res.status;
    const statusName = `HTTP ${status}`;
    const excerpt = res.body.subarray(0, 200).toString('utf8').replace(/\s+/g, ' ').trim();
    const said = excerpt ? `: ${excerpt}` : '';
    if (status === 429 || status >= 500) {
      const after = retryAfterMs(res.headers['retry-after']);
      const last: Failure = { ok: false, error: 'throttled', status, statusName, reason: `The vendor answered ${status}${said}.` };
      return { retry: after !== null && after <= o.retry.capMs ? after : -1, last };
    }
    if (status < 200 || status >= 300) return { ok: false, error: 'rejected', status, statusName, reason: `The vendor refused the message with ${status}${said}.` };
    const messageId = this.messageIdOf(res, ref);
    if (messageId === null) return { ok: false, error: 'rejected', status, statusName, reason: `The vendor answered ${status} without a message id at ${o.messageIdPath}${said}.` };
    return { ok: true, messageId };
  }

  /**
   * The vendor's id: at the route's path in a JSON answer; without a path, a plain-text answer that
   * is one word; else Parley's own reference (then the vendor's receipts must name {{ref}}).
   */
  private messageIdOf(res: OutboundResponse, ref: string): string | null {
    const path = this.options.messageIdPath;
    if (path) {
      try {
        return valueAtPath(res.json(), path)?.trim() || null;
      } catch {
        return null;
      }
    }
    const text = res.text().trim();
    return text && text.length <= MAX_TEXT_ID && !/[\s"{}[\]<>]/.test(text) ? text : ref;
  }
}
