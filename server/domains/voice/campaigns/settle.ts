/**
 * Contacts whose call has ended (its status final, however it got there): an answered call is
 * `done`; no answer or busy goes back to `pending` for a retry after the campaign's delay while
 * attempts are left (and the campaign still runs), else `done` with how it ended; a failed call is
 * `done`. Each move is conditional on the contact still `calling` that very call, so settling twice
 * (two attempts, a crash in between) moves nobody twice.
 */
import { sql } from 'drizzle-orm';
import { FINAL_CALL_STATUSES } from '../../../../resources/voice/calls.ts';
import type { Db } from '../../../db/client.ts';
import { agentCampaignRecipients, calls } from '../../../db/schema/index.ts';
import { rowsOf } from '../../../events/change-triggers.ts';
import type { VoiceCampaignRow } from './campaign-row.ts';

const final = sql.raw(`(${FINAL_CALL_STATUSES.map((s) => `'${s}'`).join(', ')})`);

/** Answers how many contacts were settled. */
export async function settleEndedCalls(db: Db, campaign: VoiceCampaignRow, retry: boolean): Promise<number> {
  const moved = rowsOf<{ n: number }>(
    await db.execute(sql`
      with ended as (
        select r.contact_id, r.call_id, r.attempts, k.status, k.hangup_reason from ${agentCampaignRecipients} r join ${calls} k on k.id = r.call_id
        where r.campaign_id = ${campaign.id} and r.run = ${campaign.run} and r.state = 'calling' and k.status in ${final}
        for update of r skip locked),
      moved as (
        update ${agentCampaignRecipients} r set
          state = case when e.status in ('no_answer', 'busy') and ${retry} and e.attempts < ${campaign.max_attempts} then 'pending' else 'done' end,
          reason = case when e.hangup_reason = 'failed' then 'failed' when e.status = 'completed' then 'answered' else e.status end,
          next_at = case when e.status in ('no_answer', 'busy') and ${retry} and e.attempts < ${campaign.max_attempts}
            then now() + make_interval(mins => ${campaign.retry_delay_minutes}) else null end
        from ended e
        where r.campaign_id = ${campaign.id} and r.run = ${campaign.run} and r.contact_id = e.contact_id and r.state = 'calling' and r.call_id = e.call_id
        returning 1)
      select count(*)::int as n from moved`),
  );
  return Number(moved[0]?.n ?? 0);
}
