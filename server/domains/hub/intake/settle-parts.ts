/**
 * What the hub does as the delivery settles messages (its delivery hook): its clients' parts stop
 * being reserved, those no vendor carried are refunded, and the receipts the clients asked for are
 * owed — all in the transaction that settles them.
 */
import { sql } from 'drizzle-orm';
import { hubParts } from '../../../db/schema/index.ts';
import type { DbOrTx } from '../../../db/transaction.ts';
import type { DeliveryMessage } from '../../sms/delivery/delivery-hooks.ts';
import { owedReceipts } from '../receipts/receipt-outbox.ts';
import { owedHttpReceipts } from '../http/receipt-outbox.ts';
import { refundUncarriedParts } from './refunds.ts';
import { tallyParts } from '../reports/tally.ts';

export async function partsSettled(tx: DbOrTx, messages: DeliveryMessage[]): Promise<void> {
  if (!messages.length) return;
  await tx.execute(sql`update ${hubParts} set settled_at = now() where message_id = any(${sql.param(messages.map((m) => m.id))}::int[]) and settled_at is null`);
  await refundUncarriedParts(tx, messages);
  await owedReceipts(tx, messages);
  await owedHttpReceipts(tx, messages);
  await tallyParts(tx, messages.filter((m) => m.campaign_id === null).map((m) => m.id));
}
