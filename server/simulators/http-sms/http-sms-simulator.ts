/**
 * A vendor's HTTP SMS API on 127.0.0.1, for tests and the demo: it takes a message by POST (JSON
 * or form fields) or GET (query) with the fields Parley's default template sends (to, from, text,
 * udh, part, parts, ref, dlr_url), answers `{"messages":[{"id":…,"status":"accepted"}]}` (so the
 * route's message id path is `messages.0.id`), and after a drawn latency calls the message's
 * dlr_url back with `{"id", "status": "DELIVERED"|"UNDELIVERED"|"EXPIRED"|"REJECTED", "err"}`,
 * delivered or not by a seeded delivery ratio. It can ask for an API key, answer 429 to the next
 * requests, refuse destination prefixes with a 4xx, and hold its receipts until told to send them.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { drawBetween, outcomeOf } from '../smsc/simulated-outcome.ts';

export interface HttpSmsSimulatorOptions {
  /** Every request must carry `Authorization: Bearer <apiKey>` (401 otherwise). */
  apiKey?: string;
  deliveryRatio?: number;
  receiptLatencyMs?: readonly [number, number];
  seed?: string;
  /** Destinations (digits) starting with one of these are refused with its HTTP status. */
  rejectPrefixes?: { prefix: string; status: number }[];
  /** How receipts are called back. */
  dlrMethod?: 'POST' | 'GET';
  keepReceived?: boolean;
}

export interface HttpSmsReceived {
  method: string;
  to: string;
  from: string;
  text: string;
  udh: string;
  part: string;
  parts: string;
  ref: string;
  /** The id given, or null when the request was refused with `status`. */
  messageId: string | null;
  status: number;
}

export interface HttpSmsCounters {
  requests: number;
  accepted: number;
  throttled: number;
  rejected: number;
  receiptsSent: number;
  receiptsFailed: number;
}

type Defaults = Required<Omit<HttpSmsSimulatorOptions, 'apiKey'>> & Pick<HttpSmsSimulatorOptions, 'apiKey'>;

export class HttpSmsSimulator {
  readonly received: HttpSmsReceived[] = [];
  readonly counters: HttpSmsCounters = { requests: 0, accepted: 0, throttled: 0, rejected: 0, receiptsSent: 0, receiptsFailed: 0 };
  private readonly options: Defaults;
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly callbacks = new Set<Promise<void>>();
  private nextId = 1;
  private throttleNext = 0;
  private held: (() => void)[] | null = null;

  private constructor(
    private readonly server: Server,
    options: HttpSmsSimulatorOptions,
  ) {
    this.options = { deliveryRatio: 1, receiptLatencyMs: [10, 50], seed: 'http-sms', rejectPrefixes: [], dlrMethod: 'POST', keepReceived: true, ...options };
  }

  static async start(options: HttpSmsSimulatorOptions = {}, port = 0): Promise<HttpSmsSimulator> {
    const server = createServer();
    const simulator = new HttpSmsSimulator(server, options);
    server.on('request', (req, res) => void simulator.handle(req, res));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    return simulator;
  }

  get port(): number {
    return (this.server.address() as AddressInfo).port;
  }

  /** The address to set as the route's http_url. */
  get url(): string {
    return `http://127.0.0.1:${this.port}/sms`;
  }

  /** The next `count` requests are answered 429 (with Retry-After: 0). */
  throttle(count: number): void {
    this.throttleNext = count;
  }

  holdReceipts(): void {
    this.held ??= [];
  }

  /** Sends the held receipts now; answers how many. */
  releaseReceipts(): number {
    const held = this.held ?? [];
    this.held = null;
    for (const send of held) send();
    return held.length;
  }

  async stop(): Promise<void> {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    await Promise.allSettled([...this.callbacks]);
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    this.counters.requests += 1;
    const answer = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(JSON.stringify(body));
    };
    if (this.options.apiKey && req.headers.authorization !== `Bearer ${this.options.apiKey}`) return answer(401, { error: 'invalid api key' });
    let fields: Record<string, string>;
    try {
      fields = await this.fieldsOf(req);
    } catch {
      return answer(400, { error: 'unreadable body' });
    }
    const field = (name: string) => (fields[name] === undefined ? '' : String(fields[name]));
    const record = (status: number, messageId: string | null) => {
      if (this.options.keepReceived) {
        this.received.push({ method: req.method ?? '', to: field('to'), from: field('from'), text: field('text'), udh: field('udh'), part: field('part'), parts: field('parts'), ref: field('ref'), messageId, status });
      }
    };
    if (this.throttleNext > 0) {
      this.throttleNext -= 1;
      this.counters.throttled += 1;
      record(429, null);
      return answer(429, { error: 'too many requests' }, { 'retry-after': '0' });
    }
    const to = field('to').replace(/^\+/, '');
    if (!/^\d{6,16}$/.test(to) || !field('text')) {
      this.counters.rejected += 1;
      record(400, null);
      return answer(400, { error: 'to and text are required' });
    }
    const refused = this.options.rejectPrefixes.find((r) => to.startsWith(r.prefix));
    if (refused) {
      this.counters.rejected += 1;
      record(refused.status, null);
      return answer(refused.status, { error: `destination ${to} not allowed` });
    }
    const id = `hs-${(this.nextId++).toString(36).padStart(6, '0')}`;
    this.counters.accepted += 1;
    record(200, id);
    answer(200, { messages: [{ id, to, status: 'accepted' }] });
    const dlrUrl = field('dlr_url');
    if (dlrUrl) this.scheduleReceipt(id, dlrUrl);
  }

  private async fieldsOf(req: IncomingMessage): Promise<Record<string, string>> {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const query = Object.fromEntries(url.searchParams);
    if (!body) return query;
    if ((req.headers['content-type'] ?? '').includes('json')) return { ...query, ...(JSON.parse(body) as Record<string, string>) };
    return { ...query, ...Object.fromEntries(new URLSearchParams(body)) };
  }

  private scheduleReceipt(id: string, dlrUrl: string): void {
    const o = this.options;
    const outcome = outcomeOf(o.seed, id, o.deliveryRatio);
    const status = { DELIVRD: 'DELIVERED', UNDELIV: 'UNDELIVERED', EXPIRED: 'EXPIRED', REJECTD: 'REJECTED' }[outcome.stat as string] ?? 'UNDELIVERED';
    const send = () => {
      const call = this.callBack(dlrUrl, { id, status, err: outcome.err }).finally(() => this.callbacks.delete(call));
      this.callbacks.add(call);
    };
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      if (this.held) this.held.push(send);
      else send();
    }, drawBetween(o.seed, `receipt:${id}`, o.receiptLatencyMs));
    this.timers.add(timer);
  }

  private async callBack(dlrUrl: string, receipt: Record<string, string>): Promise<void> {
    try {
      const res =
        this.options.dlrMethod === 'GET'
          ? await fetch(`${dlrUrl}${dlrUrl.includes('?') ? '&' : '?'}${new URLSearchParams(receipt)}`)
          : await fetch(dlrUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(receipt) });
      await res.arrayBuffer();
      if (res.ok) this.counters.receiptsSent += 1;
      else this.counters.receiptsFailed += 1;
    } catch {
      this.counters.receiptsFailed += 1;
    }
  }
}
