/**
 * The receipts owed to HTTP clients (docs/areas/hub.md#http-clients), written in the transaction
 * that settles (or submits) their messages, one per message and event (the table's unique key), so
 * a message settled twice owes nothing more. The JSON API's clients get every final state; sendsms
 * clients what their dlr-mask asks of Kannel's types: 1 delivered, 2 undelivered (or expired), 8
 * taken by a vendor, 16 rejected (no vendor carried it: it was refunded).
 */
import { sql } from 'drizzle-orm';
import type { ReceiptEvent } from '../../../../resources/hub/receipt-attempts.ts';
import { hubHttpReceipts, hubParts, smsMessages } from '../../../db/schema/index.ts';
import type { DbOrTx } from '../../../db/transaction.ts';
import { announce } from '../../../events/change-bus.ts';
import { rowsOf } from '../../../events/change-triggers.ts';
import type { DeliveryMessage } from '../../sms/delivery/delivery-hooks.ts';
import { formatDeliveryReceipt, type ReceiptStat } from '../../sms/smpp/delivery-receipt.ts';

/** Workers posting receipts listen here. */
export const HTTP_RECEIPTS_TOPIC = 'hub_http_receipts';

/** Kannel's report type of each event. */
export const DLR_TYPES: Record<ReceiptEvent, number> = { delivered: 1, undelivered: 2, expired: 2, submitted: 8, rejected: 16 };
const STATS: Record<Exclude<ReceiptEvent, 'submitted'>, ReceiptStat> = { delivered: 'DELIVRD', undelivered: 'UNDELIV', expired: 'EXPIRED', rejected: 'REJECTD' };

interface Owed {
  message_id: number;
  team_id: number;
  endpoint_id: number;
  source: string;
  dlr_url: string;
  dlr_mask: number | null;
  client_ref: string | null;
  price: number;
  currency: string;
  status: string;
  submitted: boolean;
  to: string;
  from: string;
  text: string;
  parts: number;
  err: string;
  created_at: string;
  done_at: string;
}

/** The event a settled message tells: a part no vendor carried (and was refunded) is `rejected`, as is one a vendor rejected. */
function finalEvent(o: Owed): ReceiptEvent | null {
  if (o.status === 'delivered') return 'delivered';
  if (o.status === 'rejected' || ((o.status === 'failed' || o.status === 'expired') && !o.submitted)) return 'rejected';
  if (o.status === 'expired') return 'expired';
  if (o.status === 'failed') return 'undelivered';
  return null;
}

async function owedFor(tx: DbOrTx, ids: number[]): Promise<Owed[]> {
  return rowsOf<Owed>(
    await tx.execute(sql`
      select p.message_id, p.team_id, p.endpoint_id, p.source, p.dlr_url, p.dlr_mask, p.client_ref, p.price::bigint as price, p.currency,
        m.status, m.submitted_at is not null as submitted, m."to", m."from", m.text, m.parts,
        coalesce(nullif(right(regexp_replace(coalesce((select max(error_code) from sms_message_parts x where x.message_id = m.id), ''), '\\D', '', 'g'), 3), ''), '000') as err,
        m.created_at, coalesce(m.delivered_at, now()) as done_at
      from ${hubParts} p join ${smsMessages} m on m.id = p.message_id
      where p.message_id = any(${sql.param(ids)}::int[]) and p.dlr_url is not null`),
  );
}

async function write(tx: DbOrTx, rows: (typeof hubHttpReceipts.$inferInsert)[]): Promise<void> {
  if (!rows.length) return;
  const written = await tx.insert(hubHttpReceipts).values(rows).onConflictDoNothing().returning({ id: hubHttpReceipts.id });
  if (written.length) await announce(tx, HTTP_RECEIPTS_TOPIC, '');
}

const wants = (o: Owed, event: ReceiptEvent) => (o.source === 'sendsms' ? ((o.dlr_mask ?? 0) & DLR_TYPES[event]) !== 0 : event !== 'submitted');

function row(o: Owed, event: ReceiptEvent, text: string): typeof hubHttpReceipts.$inferInsert {
  const json = o.source !== 'sendsms';
  return {
    team_id: o.team_id,
    endpoint_id: o.endpoint_id,
    message_id: o.message_id,
    event,
    format: json ? 'json' : 'kannel',
    dlr_type: DLR_TYPES[event],
    url: o.dlr_url,
    client_ref: o.client_ref,
    text,
    body: json
      ? JSON.stringify({
          message_id: String(o.message_id),
          client_ref: o.client_ref,
          status: event,
          to: o.to,
          from: o.from,
          parts: o.parts,
          price: Number(o.price),
          currency: o.currency,
          refunded: event === 'rejected',
          error_code: o.err,
          submitted_at: new Date(o.created_at).toISOString(),
          done_at: new Date(o.done_at).toISOString(),
          receipt: text,
        })
      : null,
  };
}

/** The delivery settled these messages: the receipts their HTTP clients asked for are owed. */
export async function owedHttpReceipts(tx: DbOrTx, messages: DeliveryMessage[]): Promise<void> {
  if (!messages.length) return;
  const out: (typeof hubHttpReceipts.$inferInsert)[] = [];
  for (const o of await owedFor(tx, messages.map((m) => m.id))) {
    const event = finalEvent(o);
    if (!event || event === 'submitted' || !wants(o, event)) continue;
    const text = formatDeliveryReceipt({ messageId: String(o.message_id), stat: STATS[event], err: o.err, submittedAt: new Date(o.created_at), doneAt: new Date(o.done_at), text: o.text }).replace(/[^\x20-\x7e]/g, '?');
    out.push(row(o, event, text));
  }
  await write(tx, out);
}

/** A vendor took these messages: sendsms clients whose dlr-mask holds 8 hear so (Kannel's "SMSC submit"). */
export async function submittedHttpReceipts(tx: DbOrTx, messages: DeliveryMessage[]): Promise<void> {
  if (!messages.length) return;
  const owed = (await owedFor(tx, messages.map((m) => m.id))).filter((o) => o.source === 'sendsms' && wants(o, 'submitted'));
  await write(tx, owed.map((o) => row(o, 'submitted', 'ACK/')));
}
