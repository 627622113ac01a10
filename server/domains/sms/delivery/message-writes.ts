/**
 * What the sender writes about a message it has in flight: its parts' vendor ids once the SMSC took
 * them (batched: at full speed thousands a second), or the next route after a failover, or its
 * failure, or its claim given back. Each write ends the claim except the failover's, which keeps
 * the message in flight on the next route.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { BatchWriter } from '../../../db/batch-writer.ts';
import type { Db } from '../../../db/client.ts';
import { smsMessageParts, smsMessages, type FailoverRoute, type SmsAttempt } from '../../../db/schema/index.ts';
import { rowsOf } from '../../../events/change-triggers.ts';
import { normalizeMessageId } from '../smpp/message-id.ts';
import { publishDelivery, type DeliveryMessage, type Refusal } from './delivery-hooks.ts';

/** What `returning` hands the delivery hooks. */
const told = {
  id: smsMessages.id,
  team_id: smsMessages.team_id,
  campaign_id: smsMessages.campaign_id,
  cost: smsMessages.cost,
  currency: smsMessages.currency,
  status: smsMessages.status,
};

/** The refusal appended to the message's attempts_log, in the same statement that moves it on. */
const logged = (refusal: Refusal) => {
  const entry: SmsAttempt = { route_id: refusal.routeId, reason: refusal.reason, code: refusal.code, at: new Date().toISOString() };
  return sql`${smsMessages.attempts_log} || ${JSON.stringify([entry])}::jsonb`;
};

interface Sent {
  messageId: number;
  vendorIds: string[];
}

export class MessageWrites {
  // Still failing after the retries: the claims go stale and the messages are sent again (at most a batch twice).
  private readonly sentBatches = new BatchWriter<Sent>({ what: 'sent SMS', write: (batch) => this.writeSent(batch), keepOnFailure: false });

  constructor(private readonly db: Db) {}

  /** Every part was taken: the message is `sent` (unless its receipts already settled it). */
  sent(messageId: number, vendorIds: string[]): void {
    this.sentBatches.push({ messageId, vendorIds });
  }

  flush(): Promise<void> {
    return this.sentBatches.flush();
  }

  /** The route refused: the message moves to the next one, the refusal kept in its attempts_log (not its error: it may yet go). */
  async failover(messageId: number, refusal: Refusal, next: FailoverRoute, rest: FailoverRoute[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      const moved = await tx
        .update(smsMessages)
        .set({
          route_id: next.route_id,
          cost: next.cost,
          currency: next.currency as (typeof smsMessages.$inferInsert)['currency'],
          failover: rest,
          attempts: sql`${smsMessages.attempts} + 1`,
          attempts_log: logged(refusal),
          updated_at: new Date(),
        })
        .where(eq(smsMessages.id, messageId))
        .returning(told);
      await tx
        .update(smsMessageParts)
        .set({ route_id: next.route_id, vendor_message_id: null, status: 'queued', error_code: null, submitted_at: null, done_at: null })
        .where(eq(smsMessageParts.message_id, messageId));
      await publishDelivery('refused', tx, moved.map((m) => ({ ...m, refusal })));
    });
  }

  /** No route left: the last refusal is the message's error, and the end of its attempts_log. */
  async failed(messageId: number, refusal: Refusal): Promise<void> {
    await this.db.transaction(async (tx) => {
      const failed = await tx
        .update(smsMessages)
        .set({ status: 'failed', error: refusal.reason, attempts_log: logged(refusal), claimed_at: null, updated_at: new Date() })
        .where(eq(smsMessages.id, messageId))
        .returning(told);
      await tx
        .update(smsMessageParts)
        .set({ status: 'failed', error_code: refusal.code, done_at: new Date() })
        .where(sql`${smsMessageParts.message_id} = ${messageId} and ${smsMessageParts.status} = 'queued'`);
      await publishDelivery('refused', tx, failed.map((m) => ({ ...m, refusal })));
      await publishDelivery('settled', tx, failed);
    });
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
        update ${smsMessages} set submitted_at = now(), claimed_at = null, updated_at = now(), error = null,
          status = case when status = 'queued' then 'sent' else status end
        where id = any(${sql.param(batch.map((s) => s.messageId))}::int[])
        returning id, team_id, campaign_id, cost, currency, status`);
      await publishDelivery('submitted', tx, rowsOf<DeliveryMessage>(written));
    });
  }
}
