/**
 * A hub part the client paid for and no vendor carried is refunded, once (docs/areas/hub.md#submits):
 * one that failed before any vendor took it (every route refused it, or none was left) and one a
 * vendor rejected. A part a vendor took and could not deliver (undelivered, expired) stays charged:
 * the vendor bills it too. Runs as the delivery settles messages, in the same transaction, and the
 * refund's ledger key (`refund:<message id>`) makes a second settling of the same part move nothing.
 */
import { sql } from 'drizzle-orm';
import { hubParts, smsMessages } from '../../../db/schema/index.ts';
import type { DbOrTx } from '../../../db/transaction.ts';
import { rowsOf } from '../../../events/change-triggers.ts';
import { postEntry } from '../../ledger/post-entry.ts';
import type { DeliveryMessage } from '../../sms/delivery/delivery-hooks.ts';

export async function refundUncarriedParts(tx: DbOrTx, messages: DeliveryMessage[]): Promise<void> {
  const ids = messages.filter((m) => m.status !== 'delivered').map((m) => m.id);
  if (!ids.length) return;
  const due = rowsOf<{ message_id: number; team_id: number; company_id: number; price: number; status: string; to: string }>(
    await tx.execute(sql`
      update ${hubParts} p set refunded_at = now()
      from ${smsMessages} m
      where p.message_id = m.id and p.message_id = any(${sql.param(ids)}::int[]) and p.refunded_at is null
        and (m.status = 'rejected' or (m.status in ('failed', 'expired') and m.submitted_at is null))
      returning p.message_id, p.team_id, p.company_id, p.price::bigint as price, m.status, m."to"`),
  );
  for (const part of due) {
    await postEntry(tx, {
      teamId: part.team_id,
      companyId: part.company_id,
      kind: 'refund',
      amount: Number(part.price),
      key: `refund:${part.message_id}`,
      floor: 0,
      note: `SMS to ${part.to} ${part.status === 'rejected' ? 'rejected by the vendor' : 'not carried by any route'}`,
      ref: { type: 'sms-message', id: String(part.message_id) },
    });
  }
}
