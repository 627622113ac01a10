/**
 * What the SMS delivery tells an SMS test, through the delivery hooks (the sms area's manifest):
 * its message taken by the SMSC (`sent`), then the vendor's receipt (`receipt_status`, when). A
 * receipt that the message did not arrive fails the test at once; a delivered one leaves the test
 * waiting for the handset, which alone says delivered (phone-report.ts), or for its timeout
 * (timeouts.ts): a DELIVRD receipt for a text the handset never received is a fake receipt.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/transaction.ts';
import { smsMessages, smsTests } from '../../../db/schema/index.ts';
import type { DeliveryHooks, DeliveryMessage } from '../delivery/delivery-hooks.ts';

/** Campaigns' messages are never tests: only the others are looked up (one index probe each). */
const candidates = (messages: DeliveryMessage[]) => messages.filter((m) => m.campaign_id === null).map((m) => m.id);

async function submitted(tx: DbOrTx, messages: DeliveryMessage[]): Promise<void> {
  const ids = candidates(messages);
  if (!ids.length) return;
  await tx.execute(sql`
    update ${smsTests} set updated_at = now(),
      status = case when status = 'queued' then 'sent' else status end,
      -- The submit is written in batches: a fast handset may have reported before it.
      sent_at = coalesce(sent_at, least(now(), coalesce(delivered_at, now())))
    where sms_message_id = any(${sql.param(ids)}::int[]) and sent_at is null`);
}

async function settled(tx: DbOrTx, messages: DeliveryMessage[]): Promise<void> {
  const ids = candidates(messages);
  if (!ids.length) return;
  // A message no SMSC took has no receipt: the test failed with the refusal as its error.
  await tx.execute(sql`
    update ${smsTests} t set
      receipt_status = case when m.submitted_at is not null then m.status else t.receipt_status end,
      receipt_at = case when m.submitted_at is not null then coalesce(m.delivered_at, now()) else t.receipt_at end,
      status = case when t.status in ('queued', 'sent') and m.status <> 'delivered' then 'failed' else t.status end,
      error = case when m.status <> 'delivered' then m.error else t.error end,
      updated_at = now()
    from ${smsMessages} m
    where t.sms_message_id = m.id and m.id = any(${sql.param(ids)}::int[])`);
}

export const smsTestHooks: DeliveryHooks = { submitted, settled };
