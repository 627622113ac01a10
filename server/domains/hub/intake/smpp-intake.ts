/**
 * The SMPP server's submits handed to the hub's intake. Submits of one endpoint that arrive
 * together (over all its binds in this process, up to the next turn of the event loop, at most
 * BATCH) are taken in one go, so a busy client costs a few statements per batch rather than per
 * part; one arriving alone goes at once.
 */
import type { Pdu } from 'smpp';
import type { Db } from '../../../db/client.ts';
import type { AppContext } from '../../../context.ts';
import type { Bound } from '../smpp/client-session.ts';
import { acceptParts, type Accepted, type PartRequest } from './accept-part.ts';
import { MemoryEndpointThrottle, PgEndpointThrottle, type EndpointThrottle } from './endpoint-throttle.ts';
import { readSubmit } from './read-submit.ts';

const BATCH = 200;

interface Waiting {
  request: PartRequest;
  answer: (accepted: Accepted) => void;
  fail: (error: unknown) => void;
}

export class IntakeBatches {
  private readonly queues = new Map<number, Waiting[]>();
  private readonly running = new Set<number>();

  constructor(
    private readonly db: Db,
    private readonly throttle: EndpointThrottle,
  ) {}

  take(endpointId: number, request: PartRequest): Promise<Accepted> {
    return new Promise((answer, fail) => {
      const queue = this.queues.get(endpointId) ?? [];
      queue.push({ request, answer, fail });
      this.queues.set(endpointId, queue);
      if (!this.running.has(endpointId)) setImmediate(() => void this.drain(endpointId));
    });
  }

  /** One batch at a time per endpoint: what arrives meanwhile waits for the next. */
  private async drain(endpointId: number): Promise<void> {
    if (this.running.has(endpointId)) return;
    this.running.add(endpointId);
    try {
      for (;;) {
        const queue = this.queues.get(endpointId) ?? [];
        const batch = queue.splice(0, BATCH);
        if (!queue.length) this.queues.delete(endpointId);
        if (!batch.length) return;
        try {
          const answers = await acceptParts(this.db, this.throttle, endpointId, batch.map((w) => w.request));
          batch.forEach((w, i) => w.answer(answers[i]));
        } catch (error) {
          for (const w of batch) w.fail(error);
        }
      }
    } finally {
      this.running.delete(endpointId);
    }
  }
}

export function smppIntake(ctx: AppContext): (bound: Bound, pdu: Pdu) => Promise<{ status: number; messageId?: string }> {
  const db = ctx.database.db;
  // One process on PGlite: its bucket may live in memory; on PostgreSQL every process shares the row.
  const throttle = ctx.database.driver === 'pglite' ? new MemoryEndpointThrottle() : new PgEndpointThrottle(db);
  const batches = new IntakeBatches(db, throttle);
  return async (bound, pdu) => {
    const read = readSubmit(pdu);
    if (!read.ok) return { status: read.status };
    const accepted = await batches.take(bound.endpoint.id, { submit: read.submit, bindId: bound.bindId });
    return 'messageId' in accepted ? { status: accepted.status, messageId: accepted.messageId } : { status: accepted.status };
  };
}
