/**
 * The campaign's breaker: over its last `breaker_calls` calls that ended since it was last sent
 * (or resumed), a failed share at or above `breaker_failed_percent` pauses it, saying why on the
 * campaign. A call fails when its status is failed or it was cut off by a failure (an agent whose
 * model errs ends an answered call with hangup reason `failed`). Fewer ended calls than that decide nothing yet; 0 % switches the breaker off.
 */
import { and, eq, sql } from 'drizzle-orm';
import { FINAL_CALL_STATUSES } from '../../../../resources/voice/calls.ts';
import type { Db } from '../../../db/client.ts';
import { agentCampaigns } from '../../../db/schema/index.ts';
import { rowsOf } from '../../../events/change-triggers.ts';
import type { VoiceCampaignRow } from './campaign-row.ts';

const final = sql.raw(`(${FINAL_CALL_STATUSES.map((s) => `'${s}'`).join(', ')})`);

/** Answers the reason when the breaker tripped (and paused the campaign), else null. */
export async function checkBreaker(db: Db, campaign: VoiceCampaignRow): Promise<string | null> {
  if (campaign.breaker_failed_percent <= 0) return null;
  const since = campaign.resumed_at ?? campaign.started_at ?? new Date(0);
  const [row] = rowsOf<{ n: number; failed: number }>(
    await db.execute(sql`
      select count(*)::int as n, count(*) filter (where status = 'failed' or hangup_reason = 'failed')::int as failed from (
        select status, hangup_reason from calls where campaign_id = ${campaign.id} and status in ${final} and created_at >= ${since}
        order by ended_at desc nulls last, id desc limit ${campaign.breaker_calls}) last`),
  );
  const n = Number(row?.n ?? 0);
  const failed = Number(row?.failed ?? 0);
  if (n < campaign.breaker_calls || failed * 100 < campaign.breaker_failed_percent * n) return null;
  const reason = `Paused by the breaker: ${failed} of the last ${n} calls failed (the limit is ${campaign.breaker_failed_percent} %).`;
  const [paused] = await db
    .update(agentCampaigns)
    .set({ status: 'paused', paused_reason: reason, wakes_at: null, updated_at: new Date() })
    .where(and(eq(agentCampaigns.id, campaign.id), eq(agentCampaigns.run, campaign.run), eq(agentCampaigns.status, 'running')))
    .returning({ id: agentCampaigns.id });
  return paused ? reason : null;
}
