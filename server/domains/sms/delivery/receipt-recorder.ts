/**
 * Delivery receipts written to the parts they are about, then to their messages: a message is
 * delivered when all its parts are, and failed, expired or rejected as soon as one part ends so.
 * A receipt the link matched in memory names its message and part; one it could not (this process
 * restarted since the submit, or the id came too late) is looked up by route and vendor id in the
 * database, under every form the id may have been written in. A receipt that matches no part yet
 * is kept in sms_pending_receipts and tried again until its part shows up: none is dropped.
 * Receipts are written in batches, a few milliseconds' worth per statement.
 */
import { gt, sql } from 'drizzle-orm';
import { BatchWriter } from '../../../db/batch-writer.ts';
import type { Db } from '../../../db/client.ts';
import { smsMessageParts, smsMessages, smsPendingReceipts, smsRoutes, type SmsPartStatus } from '../../../db/schema/index.ts';
import { rowsOf } from '../../../events/change-triggers.ts';
import type { ReceiptStat } from '../smpp/delivery-receipt.ts';
import type { MatchedReceipt } from '../smpp/link-types.ts';
import { messageIdCandidates, normalizeMessageId } from '../smpp/message-id.ts';
import { publishDelivery, type DeliveryMessage } from './delivery-hooks.ts';
import { DEFAULT_SMPP_PORT } from './route-links.ts';

const PART_STATUS: Partial<Record<ReceiptStat, SmsPartStatus>> = {
  DELIVRD: 'delivered',
  EXPIRED: 'expired',
  REJECTD: 'rejected',
  UNDELIV: 'failed',
  DELETED: 'failed',
};

interface Incoming {
  routeId: number;
  receipt: MatchedReceipt;
  at: Date;
}

/** A receipt by vendor id: its route, the id as received, its outcome. */
export interface LooseReceipt {
  routeId: number;
  vendorId: string;
  stat: string;
  err: string | null;
  at: Date;
}


export class ReceiptRecorder {
  // Kept for a later batch when the write fails: a receipt is never dropped while this process
  // lives. One whose sender waits for the answer is its sender's to send again.
  private readonly batches = new BatchWriter<Incoming>({ what: 'SMS receipts', write: (batch) => this.write(batch), keepOnFailure: true });
  /** Receipts written to their parts, matched either way (the benchmark reads it). */
  matched = 0;
  /** Receipts that went to sms_pending_receipts. */
  pending = 0;
  private pendingCursor = 0;

  constructor(private readonly db: Db) {}

  received(routeId: number, receipt: MatchedReceipt): void {
    // Intermediate states (ENROUTE, ACCEPTD) change nothing: the final receipt follows.
    if (!receipt.final) return;
    this.batches.push({ routeId, receipt, at: new Date() });
  }

  /**
   * A final receipt written with the next batch; resolves once it is stored, rejects when the
   * write failed (the caller answers an error, and the sender of the receipt tries again).
   */
  receivedAndWritten(routeId: number, receipt: MatchedReceipt): Promise<void> {
    if (!receipt.final) return Promise.resolve();
    return this.batches.pushAndWait({ routeId, receipt, at: new Date() });
  }

  /** Writes what has been received; resolves once written. */
  flush(): Promise<void> {
    return this.batches.flush();
  }

  /**
   * Tries the kept receipts again, a batch at a time from where the last call stopped (so receipts
   * that will never match, those of a part sent again on another route, do not hide newer ones);
   * answers how many found their part.
   */
  async retryPending(limit = 1_000): Promise<number> {
    const rows = await this.db.select().from(smsPendingReceipts).where(gt(smsPendingReceipts.id, this.pendingCursor)).orderBy(smsPendingReceipts.id).limit(limit);
    this.pendingCursor = rows.length < limit ? 0 : rows.at(-1)!.id;
    if (!rows.length) return 0;
    const loose = rows.map((r) => ({ routeId: r.route_id, vendorId: r.vendor_message_id, stat: r.stat, err: r.err, at: r.done_at ?? r.received_at }));
    // One transaction, as a fresh receipt's: the messages it settles, what the areas do as they settle
    // (a hub client's refund, its receipt, the roll-ups) and the kept receipts it used go together.
    const done = await this.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      const touched = new Set<number>();
      const found = await this.byVendorId(db, loose, touched);
      await settleMessages(db, [...touched]);
      const used = rows.filter((_, i) => found.has(i)).map((r) => r.id);
      if (used.length) await db.execute(sql`delete from ${smsPendingReceipts} where id = any(${sql.param(used)}::int[])`);
      return used.length;
    });
    this.matched += done;
    return done;
  }

  /** One transaction, so a write tried again after a failure does not keep a receipt twice. */
  private async write(batch: Incoming[]): Promise<void> {
    const counts = await this.db.transaction((tx) => this.writeIn(tx as unknown as Db, batch));
    this.matched += counts.matched;
    this.pending += counts.pending;
  }

  private async writeIn(db: Db, batch: Incoming[]): Promise<{ matched: number; pending: number }> {
    let matched = 0;
    let pending = 0;
    const known = batch.filter((b) => b.receipt.ref !== null);
    const loose: LooseReceipt[] = batch
      .filter((b) => b.receipt.ref === null)
      .map((b) => ({ routeId: b.routeId, vendorId: b.receipt.messageId, stat: b.receipt.stat, err: b.receipt.err, at: b.at }));
    const messages = new Set<number>();
    if (known.length) {
      const result = await db.execute(sql`
        update ${smsMessageParts} p set status = v.status, error_code = v.err, done_at = v.at
        from unnest(${sql.param(known.map((k) => Number(k.receipt.ref)))}::int[], ${sql.param(known.map((k) => k.receipt.part))}::int[],
          ${sql.param(known.map((k) => k.routeId))}::int[], ${sql.param(known.map((k) => PART_STATUS[k.receipt.stat] ?? 'failed'))}::text[],
          ${sql.param(known.map((k) => k.receipt.err))}::text[], ${sql.param(known.map((k) => k.at.toISOString()))}::timestamptz[],
          ${sql.param(known.map((_, i) => i))}::int[]) as v(message_id, seq, route_id, status, err, at, k)
        where p.message_id = v.message_id and p.seq = v.seq and p.route_id = v.route_id
        returning p.message_id, v.k`);
      const hit = new Set<number>();
      for (const row of rowsOf<{ message_id: number; k: number }>(result)) {
        messages.add(row.message_id);
        hit.add(row.k);
      }
      matched += hit.size;
      // The part moved to another route since (a failover): the receipt is about the old submit, look it up by id.
      known.forEach((k, i) => {
        if (!hit.has(i)) loose.push({ routeId: k.routeId, vendorId: k.receipt.messageId, stat: k.receipt.stat, err: k.receipt.err, at: k.at });
      });
    }
    if (loose.length) {
      const found = await this.byVendorId(db, loose, messages);
      matched += found.size;
      const missing = loose.filter((_, i) => !found.has(i));
      if (missing.length) {
        await db.insert(smsPendingReceipts).values(missing.map((m) => ({ route_id: m.routeId, vendor_message_id: normalizeMessageId(m.vendorId), stat: m.stat, err: m.err, done_at: m.at })));
        pending += missing.length;
      }
    }
    await settleMessages(db, [...messages]);
    return { matched, pending };
  }

  /**
   * Writes receipts to the parts their vendor id names on the route they came by or on another
   * route bound to the same SMSC account: an SMSC sends a receipt on any receiving bind of the
   * account, so with two routes to one account it often comes by the other. Answers the indexes
   * that found their part.
   */
  private async byVendorId(db: Db, loose: LooseReceipt[], touched: Set<number>): Promise<Set<number>> {
    const accounts = await sameAccountRoutes(db, [...new Set(loose.map((l) => l.routeId))]);
    const rows = loose.flatMap((l, k) => messageIdCandidates(l.vendorId).flatMap((id) => (accounts.get(l.routeId) ?? [l.routeId]).map((routeId) => ({ ...l, routeId, id, k }))));
    const result = await db.execute(sql`
      update ${smsMessageParts} p set status = v.status, error_code = v.err, done_at = v.at
      from unnest(${sql.param(rows.map((r) => r.routeId))}::int[], ${sql.param(rows.map((r) => r.id))}::text[],
        ${sql.param(rows.map((r) => PART_STATUS[r.stat as ReceiptStat] ?? 'failed'))}::text[], ${sql.param(rows.map((r) => r.err))}::text[],
        ${sql.param(rows.map((r) => r.at.toISOString()))}::timestamptz[], ${sql.param(rows.map((r) => r.k))}::int[]) as v(route_id, vendor_id, status, err, at, k)
      where p.route_id = v.route_id and p.vendor_message_id = v.vendor_id
      returning p.message_id, v.k`);
    const found = new Set<number>();
    for (const row of rowsOf<{ message_id: number; k: number }>(result)) {
      touched.add(row.message_id);
      found.add(row.k);
    }
    return found;
  }
}

/** Each route with the routes that bind to the same SMSC account (host, port, system ID), itself included. */
async function sameAccountRoutes(db: Db, routeIds: number[]): Promise<Map<number, number[]>> {
  const result = await db.execute(sql`
    select r.id as route_id, array_agg(s.id) as ids
    from ${smsRoutes} r join ${smsRoutes} s
      on lower(s.host) = lower(r.host) and coalesce(s.port, ${DEFAULT_SMPP_PORT}) = coalesce(r.port, ${DEFAULT_SMPP_PORT}) and coalesce(s.system_id, '') = coalesce(r.system_id, '')
    where r.id = any(${sql.param(routeIds)}::int[])
    group by r.id`);
  return new Map(rowsOf<{ route_id: number; ids: number[] }>(result).map((r) => [r.route_id, r.ids]));
}

/**
 * A message's status from its parts: the first part that ended badly decides (rejected, expired,
 * then failed); delivered once every part is. A message already settled keeps its status.
 */
export async function settleMessages(db: Db, ids: number[]): Promise<void> {
  if (!ids.length) return;
  const settled = await db.execute(sql`
    update ${smsMessages} m set
      status = d.status,
      delivered_at = case when d.status = 'delivered' then d.done_at else m.delivered_at end,
      error = case when d.status = 'delivered' then null else 'The vendor reported the message ' || d.status || coalesce(' (error ' || d.err || ')', '') || '.' end,
      updated_at = now()
    from (
      select message_id,
        case
          when bool_or(status = 'rejected') then 'rejected'
          when bool_or(status = 'expired') then 'expired'
          when bool_or(status = 'failed') then 'failed'
          when bool_and(status = 'delivered') then 'delivered'
        end as status,
        max(done_at) as done_at,
        max(error_code) filter (where status <> 'delivered') as err
      from ${smsMessageParts} where message_id = any(${sql.param(ids)}::int[]) group by message_id
    ) d
    where m.id = d.message_id and d.status is not null and m.status in ('queued', 'sent')
    returning m.id, m.team_id, m.campaign_id, m.cost, m.currency, m.status`);
  await publishDelivery('settled', db, rowsOf<DeliveryMessage>(settled));
}
