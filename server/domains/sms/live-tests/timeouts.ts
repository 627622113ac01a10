/**
 * An SMS test the handset has not received within the wait (SMS_TEST_TIMEOUT_SECONDS) times out.
 * One conditional update per tick, so two workers ticking at once move each test once.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/transaction.ts';
import { smsTests } from '../../../db/schema/index.ts';
import { rowsOf } from '../../../events/change-triggers.ts';

export const DEFAULT_TEST_TIMEOUT_SECONDS = 300;

/** Times out the tests still waiting at `now`; answers their ids. */
export async function timeOutSmsTests(db: DbOrTx, waitSeconds: number, now = new Date()): Promise<number[]> {
  const result = await db.execute(sql`
    update ${smsTests} set status = 'timeout', updated_at = ${now.toISOString()}::timestamptz,
      error = coalesce(error, case when receipt_status = 'delivered'
        then 'The vendor reported it delivered, but the phone never received it.'
        else 'The phone did not receive it in time.' end)
    where status in ('queued', 'sent') and created_at < ${now.toISOString()}::timestamptz - make_interval(secs => ${waitSeconds})
    returning id`);
  return rowsOf<{ id: number }>(result).map((r) => Number(r.id));
}
