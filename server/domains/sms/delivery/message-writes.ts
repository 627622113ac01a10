/**
 * What the sender writes about a message it has in flight: its parts' vendor ids once the SMSC took
 * them (batched: at full speed thousands a second), or the next route after a failover, or its
 * failure, or its claim given back. Each write ends the claim except the failover's, which keeps
 * the message in flight on the next route.
 */
import { inArray, sql } from 'drizzle-orm';
import { BatchWriter } from '../../../db/batch-writer.ts';
import type { Db } from '../../../db/client.ts';
import { smsMessageParts, smsMessages, type FailoverRoute, type SmsAttempt } from '../../../db/schema/index.ts';
import { rowsOf } from '../../../events/change-triggers.ts';
import { normalizeMessageId } from '../smpp/message-id.ts';
import { publishDelivery, type DeliveryMessage, type Refusal } from './delivery-hooks.ts';

/** The refusal appended to the message's attempts_log, in the same statement that moves it on. */
const logEntry = (refusal: Refusal, at: string): string => {
  const entry: SmsAttempt = { route_id: refusal.routeId, reason: refusal.reason, code: refusal.code, at };
  return JSON.stringify([entry]);
};

/** What the delivery hooks are handed of each message a statement wrote (the table aliased `m`). */
const RETURNING_TOLD = sql.raw('returning m.id, m.team_id, m.campaign_id, m.cost, m.currency, m.status');

/** The rows a batch statement returned, each with the refusal of its message, for the `refused` hook. */
const withRefusals = (rows: DeliveryMessage[], batch: Refused[]) => {
  const refusals = new Map(batch.map((b) => [b.messageId, b.refusal]));
  return rows.map((m) => ({ ...m, refusal: refusals.get(m.id)! }));
};

interface Sent {
  messageId: number;
  vendorIds: string[];
}

interface Refused {
  messageId: number;
  refusal: Refusal;
}

interface Moved extends Refused {
  next: FailoverRoute;
  rest: FailoverRoute[];
}

export class MessageWrites {
  // Still failing after the retries: the claims go stale and the messages are sent again (at most a batch twice).
  private readonly sentBatches = new BatchWriter<Sent>({ what: 'sent SMS', write: (batch) => this.writeSent(batch), keepOnFailure: false });
  // A route that stops answering refuses every message it holds at once (a bind that timed out):
  // a few statements move them all on, where one transaction each held up every other query on the
  // embedded database for seconds. Each message waits for its own write before its next route.
  private readonly movedBatches = new BatchWriter<Moved>({ what: 'SMS failovers', write: (batch) => this.writeMoved(batch), keepOnFailure: false });
  private readonly failedBatches = new BatchWriter<Refused>({ what: 'failed SMS', write: (batch) => this.writeFailed(batch), keepOnFailure: false });

  constructor(private readonly db: Db) {}

  /** Every part was taken: the message is `sent` (unless its receipts already settled it). */
  sent(messageId: number, vendorIds: string[]): void {
    this.sentBatches.push({ messageId, vendorIds });
  }

  async flush(): Promise<void> {
    await Promise.all([this.sentBatches.flush(), this.movedBatches.flush(), this.failedBatches.flush()]);
  }

  /** The route refused: the message moves to the next one, the refusal kept in its attempts_log (not its error: it may yet go). */
  failover(messageId: number, refusal: Refusal, next: FailoverRoute, rest: FailoverRoute[]): Promise<void> {
    return this.movedBatches.pushAndWait({ messageId, refusal, next, rest });
  }

  /** No route left: the last refusal is the message's error, and the end of its attempts_log. */
  failed(messageId: number, refusal: Refusal): Promise<void> {
    return this.failedBatches.pushAndWait({ messageId, refusal });
  }

  /** Not sent (the sender is stopping): the next start sends it. */
  async release(messageIds: number[]): Promise<void> {
    if (messageIds.length) await this.db.update(smsMessages).set({ claimed_at: null }).where(inArray(smsMessages.id, messageIds));
  }

  /** Accepted by an SMSC: an earlier route's refusal is no error of this message (attempts_log keeps it, attempts counts the routes tried). */
  private async writeSent(batch: Sent[]): Promise<void> {
    const parts = batch.flatMap((s) => s.vendorIds.map((id, seq) => ({ messageId: s.messageId, seq, id: normalizeMessageId(id) })));
    await this.db.transaction(async (tx) => {
      await tx.execute(sql`
        update ${smsMessageParts} p set vendor_message_id = v.vendor_id, submitted_at = now(),
          status = case when p.status = 'queued' then 'sent' else p.status end
        from unnest(${sql.param(parts.map((p) => p.messageId))}::int[], ${sql.param(parts.map((p) => p.seq))}::int[], ${sql.param(parts.map((p) => p.id))}::text[]) as v(message_id, seq, vendor_id)
        where p.message_id = v.message_id and p.seq = v.seq`);
      const written = await tx.execute(sql`
        update ${smsMessages} m set submitted_at = now(), claimed_at = null, updated_at = now(), error = null,
          status = case when m.status = 'queued' then 'sent' else m.status end
        where m.id = any(${sql.param(batch.map((s) => s.messageId))}::int[])
        ${RETURNING_TOLD}`);
      await publishDelivery('submitted', tx, rowsOf<DeliveryMessage>(written));
    });
  }

  private async writeMoved(batch: Moved[]): Promise<void> {
    const at = new Date().toISOString();
    const ids = batch.map((b) => b.messageId);
    const routeIds = batch.map((b) => b.next.route_id);
    await this.db.transaction(async (tx) => {
      const moved = await tx.execute(sql`
        update ${smsMessages} m set route_id = v.route_id, cost = v.cost, currency = v.currency, failover = v.failover::jsonb,
          attempts = m.attempts + 1, attempts_log = m.attempts_log || v.entry::jsonb, updated_at = now()
        from unnest(${sql.param(ids)}::int[], ${sql.param(routeIds)}::int[], ${sql.param(batch.map((b) => b.next.cost))}::int[],
          ${sql.param(batch.map((b) => b.next.currency))}::text[], ${sql.param(batch.map((b) => JSON.stringify(b.rest)))}::text[],
          ${sql.param(batch.map((b) => logEntry(b.refusal, at)))}::text[]) as v(id, route_id, cost, currency, failover, entry)
        where m.id = v.id
        ${RETURNING_TOLD}`);
      await tx.execute(sql`
        update ${smsMessageParts} p set route_id = v.route_id, vendor_message_id = null, status = 'queued', error_code = null, submitted_at = null, done_at = null
        from unnest(${sql.param(ids)}::int[], ${sql.param(routeIds)}::int[]) as v(id, route_id)
        where p.message_id = v.id`);
      await publishDelivery('refused', tx, withRefusals(rowsOf<DeliveryMessage>(moved), batch));
    });
  }

  private async writeFailed(batch: Refused[]): Promise<void> {
    const at = new Date().toISOString();
    const ids = batch.map((b) => b.messageId);
    await this.db.transaction(async (tx) => {
      const failed = await tx.execute(sql`
        update ${smsMessages} m set status = 'failed', error = v.reason, attempts_log = m.attempts_log || v.entry::jsonb, claimed_at = null, updated_at = now()
        from unnest(${sql.param(ids)}::int[], ${sql.param(batch.map((b) => b.refusal.reason))}::text[], ${sql.param(batch.map((b) => logEntry(b.refusal, at)))}::text[]) as v(id, reason, entry)
        where m.id = v.id
        ${RETURNING_TOLD}`);
      await tx.execute(sql`
        update ${smsMessageParts} p set status = 'failed', error_code = v.code, done_at = now()
        from unnest(${sql.param(ids)}::int[], ${sql.param(batch.map((b) => b.refusal.code))}::text[]) as v(id, code)
        where p.message_id = v.id and p.status = 'queued'`);
      const rows = rowsOf<DeliveryMessage>(failed);
      await publishDelivery('refused', tx, withRefusals(rows, batch));
      await publishDelivery('settled', tx, rows);
    });
  }
}
