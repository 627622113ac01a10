/**
 * The receipts owed to hub clients, as the database keeps them (docs/areas/hub.md#receipts): written
 * as the delivery settles a client's message, in that transaction; claimed by a process that holds
 * a receiving bind of the endpoint (one claim at a time: `for update skip locked`, and a claim older
 * than CLAIM_STALE_SECONDS is a process that died); answered, or given back when the bind drops.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { hubParts, hubReceipts, smsMessages } from '../../../db/schema/index.ts';
import type { DbOrTx } from '../../../db/transaction.ts';
import { announce } from '../../../events/change-bus.ts';
import { rowsOf } from '../../../events/change-triggers.ts';
import type { DeliveryMessage } from '../../sms/delivery/delivery-hooks.ts';

/** Processes sending receipts listen here; the payload is the endpoint's id. */
export const RECEIPTS_TOPIC = 'hub_receipts';
/** A claim not answered for this long belongs to a process that died, or a client that never answered: sent again. */
export const CLAIM_STALE_SECONDS = 60;

export type PendingReceipt = Pick<typeof hubReceipts.$inferSelect, 'id' | 'message_id' | 'stat' | 'err' | 'source' | 'destination' | 'text' | 'submitted_at' | 'done_at'>;

/** The delivery settled these messages: the receipts the clients asked for are owed (registered_delivery 1: every one; 2: failures only). */
export async function owedReceipts(tx: DbOrTx, messages: DeliveryMessage[]): Promise<void> {
  if (!messages.length) return;
  const ids = messages.map((m) => m.id);
  const endpoints = rowsOf<{ endpoint_id: number }>(
    await tx.execute(sql`
      insert into ${hubReceipts} (team_id, endpoint_id, message_id, stat, err, source, destination, text, submitted_at, done_at)
      select p.team_id, p.endpoint_id, m.id,
        case m.status when 'delivered' then 'DELIVRD' when 'expired' then 'EXPIRED' when 'rejected' then 'REJECTD' else 'UNDELIV' end,
        coalesce(nullif(right(regexp_replace(coalesce((select max(error_code) from sms_message_parts x where x.message_id = m.id), ''), '\\D', '', 'g'), 3), ''), '000'),
        ltrim(m."to", '+'), m."from", m.text, m.created_at, coalesce(m.delivered_at, now())
      from ${hubParts} p join ${smsMessages} m on m.id = p.message_id
      where p.message_id = any(${sql.param(ids)}::int[]) and m.status in ('delivered', 'failed', 'expired', 'rejected')
        and ((p.registered_delivery = 1) or (p.registered_delivery = 2 and m.status <> 'delivered'))
      on conflict (message_id) do nothing
      returning endpoint_id`),
  );
  for (const id of new Set(endpoints.map((e) => e.endpoint_id))) await announce(tx, RECEIPTS_TOPIC, String(id));
}

/** Up to `limit` of an endpoint's pending receipts no live claim holds, claimed for this process. */
export async function claimReceipts(db: Db, endpointId: number, process: string, limit: number): Promise<PendingReceipt[]> {
  return rowsOf<PendingReceipt>(
    await db.execute(sql`
      update ${hubReceipts} set claimed_by = ${process}, claimed_at = now(), attempts = attempts + 1
      where id in (
        select id from ${hubReceipts}
        where endpoint_id = ${endpointId} and state = 'pending' and (claimed_at is null or claimed_at < now() - make_interval(secs => ${CLAIM_STALE_SECONDS}))
        order by id limit ${limit} for update skip locked)
      returning id, message_id, stat, err, source, destination, text, submitted_at, done_at`),
  ).map((r) => ({ ...r, submitted_at: new Date(r.submitted_at), done_at: new Date(r.done_at) }));
}

/** The client answered these: they are done. */
export async function receiptsDelivered(db: Db, ids: number[]): Promise<void> {
  if (!ids.length) return;
  await db.execute(sql`update ${hubReceipts} set state = 'delivered', delivered_at = now(), claimed_by = null, claimed_at = null where id = any(${sql.param(ids)}::int[]) and state = 'pending'`);
}

/** Sent on a bind that went before its answer came: any process may send them again at once. */
export async function releaseReceipts(db: Db, ids: number[]): Promise<void> {
  if (!ids.length) return;
  await db.execute(sql`update ${hubReceipts} set claimed_by = null, claimed_at = null where id = any(${sql.param(ids)}::int[]) and state = 'pending'`);
}

/** Receipts held past the hold: given up (they stay, marked, for the record). */
export async function expireReceipts(db: Db, holdHours: number): Promise<void> {
  await db.execute(sql`update ${hubReceipts} set state = 'expired', claimed_by = null, claimed_at = null where state = 'pending' and created_at < now() - make_interval(hours => ${holdHours})`);
}
