/**
 * The loop that hands queued messages to their SMSCs (docs/areas/sms.md#delivery). It claims a
 * batch of queued messages (`for update skip locked`, so several worker processes share the queue),
 * submits each message's parts over its route's link (window and TPS are the link's), and writes
 * the vendor ids. A route that will not bind, refuses the message or stays throttled hands it to
 * the next route the routing decision named; with none left the message fails with the reason.
 *
 * Crash safety: a claim is a timestamp, refreshed while the message is in flight. Claims older than
 * `staleClaimMs` belong to a process that died and are given back to the queue (on PGlite, the only
 * process, every claim is at start). A message is thus sent twice only when the SMSC took it and
 * the process died before writing so: at most the route's window, plus the last few milliseconds
 * of acknowledged submits not yet written.
 */
import { and, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { smsMessages, type FailoverRoute } from '../../../db/schema/index.ts';
import { rowsOf } from '../../../events/change-triggers.ts';
import type { SmsEncoding } from '../../../../resources/format/sms-text.ts';
import { smppSegmentPart, smppTextParts, type SmppTextPart } from '../message-parts.ts';
import type { PartResult } from '../smpp/link-types.ts';
import type { MessageWrites } from './message-writes.ts';
import { LinksClosed, RouteUnavailable, type RouteLinks } from './route-links.ts';

export interface SmsSenderOptions {
  /** Messages claimed per query. */
  batchSize?: number;
  /** Messages in flight at once in this process, across routes. */
  maxInFlight?: number;
  /** How often the queue is looked at without being woken (inserts wake the sender at once). */
  pollMs?: number;
  /** A claim not refreshed for this long is a dead process's. */
  staleClaimMs?: number;
  /** The only process on the database (PGlite): every claim left at start is stale. */
  soleProcess: boolean;
}

type Attempt = { kind: 'sent'; vendorIds: string[] } | { kind: 'stopping' } | { kind: 'failed'; reason: string; code: string | null; failover: boolean };

interface Claimed {
  id: number;
  to: string;
  from: string;
  text: string;
  encoding: SmsEncoding;
  route_id: number | null;
  concat_ref: number;
  segment: { total: number; seq: number } | null;
  failover: FailoverRoute[];
}

/** Failures another route may not share: it would not bind, refused the message, or stayed throttled. */
const FAILS_OVER = new Set(['unbound', 'rejected', 'throttled']);

export class SmsSender {
  private readonly options: Required<SmsSenderOptions>;
  private readonly inFlight = new Map<number, Promise<void>>();
  private stopped = false;
  private wakeUp: (() => void) | null = null;
  private woken = false;
  private running: Promise<void> | null = null;
  private heartbeat: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Db,
    private readonly links: RouteLinks,
    private readonly writes: MessageWrites,
    options: SmsSenderOptions,
  ) {
    this.options = { batchSize: 500, maxInFlight: 5_000, pollMs: 5_000, staleClaimMs: 180_000, ...options };
  }

  start(): void {
    if (this.running) return;
    this.running = this.run();
    this.heartbeat = setInterval(() => void this.refreshClaims(), Math.max(1_000, this.options.staleClaimMs / 3));
    this.heartbeat.unref();
  }

  /** Something was queued: look now rather than at the next poll. */
  wake(): void {
    this.woken = true;
    this.wakeUp?.();
  }

  /** Stops claiming, closes the links (what they still hold is given back to the queue) and writes what is done. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.wake();
    await this.running;
    await this.links.close();
    await Promise.all(this.inFlight.values());
    await this.writes.flush();
  }

  /** Messages in flight in this process now. */
  get busy(): number {
    return this.inFlight.size;
  }

  private async run(): Promise<void> {
    await this.reclaim(this.options.soleProcess).catch((error) => console.error(`[parley] reclaiming SMS claims failed: ${error}`));
    let lastReclaim = performance.now();
    while (!this.stopped) {
      const free = this.options.maxInFlight - this.inFlight.size;
      const room = Math.min(this.options.batchSize, free);
      // Claiming a few messages per query as slots free up one by one would cost a query each: wait for a quarter batch.
      const worthIt = room > 0 && (this.inFlight.size === 0 || room >= Math.ceil(this.options.batchSize / 4));
      let claimed: Claimed[] = [];
      if (worthIt) {
        try {
          claimed = await this.claim(room);
        } catch (error) {
          if (!this.stopped) console.error(`[parley] claiming queued SMS failed: ${error}`);
        }
      }
      for (const message of claimed) this.track(message);
      if (!this.options.soleProcess && performance.now() - lastReclaim > this.options.staleClaimMs) {
        lastReclaim = performance.now();
        await this.reclaim(false).catch(() => undefined);
      }
      // A full batch: more may be waiting. Otherwise wait for an insert, a free slot or the poll.
      if (worthIt && claimed.length === room) continue;
      await this.sleep();
    }
  }

  private sleep(): Promise<void> {
    if (this.woken || this.stopped) {
      this.woken = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wakeUp = null;
        this.woken = false;
        resolve();
      };
      const timer = setTimeout(done, this.options.pollMs);
      this.wakeUp = done;
    });
  }

  private track(message: Claimed): void {
    const work = this.dispatch(message)
      .catch(async (error) => {
        // The database or the code failed, not the route: give the message back for a later try.
        console.error(`[parley] sending SMS ${message.id} failed: ${error}`);
        await this.writes.release([message.id]).catch(() => undefined);
      })
      .finally(() => {
        this.inFlight.delete(message.id);
        this.wake();
      });
    this.inFlight.set(message.id, work);
  }

  private async claim(limit: number): Promise<Claimed[]> {
    const result = await this.db.execute(sql`
      update ${smsMessages} set claimed_at = now()
      where id in (
        select id from ${smsMessages} where status = 'queued' and claimed_at is null
        order by id limit ${limit} for update skip locked)
      returning id, "to", "from", text, encoding, route_id, concat_ref, segment, failover`);
    return rowsOf<Claimed>(result);
  }

  private async reclaim(all: boolean): Promise<void> {
    const stale = all ? sql`true` : sql`${smsMessages.claimed_at} < now() - make_interval(secs => ${this.options.staleClaimMs / 1000})`;
    await this.db
      .update(smsMessages)
      .set({ claimed_at: null })
      .where(and(sql`${smsMessages.status} = 'queued'`, isNotNull(smsMessages.claimed_at), stale));
  }

  private async refreshClaims(): Promise<void> {
    const ids = [...this.inFlight.keys()];
    if (ids.length) await this.db.update(smsMessages).set({ claimed_at: new Date() }).where(and(inArray(smsMessages.id, ids), isNotNull(smsMessages.claimed_at))).catch(() => undefined);
  }

  private async dispatch(message: Claimed): Promise<void> {
    // A part cut by a hub client goes as that one part, with its place among the client's parts.
    const parts = message.segment ? [smppSegmentPart(message.text, message.encoding, message.concat_ref, message.segment)] : smppTextParts(message.text, message.concat_ref);
    let routeId = message.route_id;
    let failover = message.failover;
    for (;;) {
      const outcome = await this.attempt(routeId, message, parts);
      if (outcome.kind === 'sent') return this.writes.sent(message.id, outcome.vendorIds);
      if (outcome.kind === 'stopping') return this.writes.release([message.id]);
      const refusal = { routeId, reason: outcome.reason, code: outcome.code };
      const [next, ...rest] = outcome.failover ? failover : [];
      if (!next) return this.writes.failed(message.id, refusal);
      await this.writes.failover(message.id, refusal, next, rest);
      routeId = next.route_id;
      failover = rest;
    }
  }

  private async attempt(routeId: number | null, message: Claimed, parts: SmppTextPart[]): Promise<Attempt> {
    if (routeId === null) return { kind: 'failed', reason: 'The route was deleted.', code: null, failover: true };
    let results: PartResult[];
    try {
      results = await this.links.use(routeId, (link) => link.submit({ source: message.from, destination: message.to.replace(/^\+/, ''), parts, ref: String(message.id) }));
    } catch (error) {
      if (error instanceof LinksClosed) return { kind: 'stopping' };
      if (error instanceof RouteUnavailable) return { kind: 'failed', reason: error.message, code: null, failover: true };
      throw error;
    }
    const vendorIds: string[] = [];
    for (const result of results) {
      if (!result.ok) {
        if (result.error === 'closed') return { kind: 'stopping' };
        return { kind: 'failed', reason: result.reason, code: result.statusName, failover: FAILS_OVER.has(result.error) };
      }
      vendorIds.push(result.messageId);
    }
    return { kind: 'sent', vendorIds };
  }
}
