/**
 * Calls of a campaign left behind by a runner that died (kill -9, a crash): their rows say queued,
 * ringing or in progress, but the provider has no such call live. A call that never rang was never
 * dialled: it is closed as failed and its contact goes back to `pending` without the attempt
 * counting, so nobody is skipped. A call that rang was dialled: it is closed as failed and its
 * contact is settled with it (failed calls are not retried), so nobody is called twice.
 */
import { and, eq, inArray, lt, notInArray, sql } from 'drizzle-orm';
import { FINAL_CALL_STATUSES } from '../../../../resources/voice/calls.ts';
import type { Db } from '../../../db/client.ts';
import { agentCampaignRecipients, calls } from '../../../db/schema/index.ts';
import type { VoiceProvider } from '../provider/voice-provider.ts';
import type { VoiceCampaignRow } from './campaign-row.ts';

/** Answers how many calls were closed; `olderThanSeconds` leaves recent calls alone (0: every orphan). */
export async function reapOrphanCalls(db: Db, provider: VoiceProvider, campaign: VoiceCampaignRow, olderThanSeconds: number): Promise<number> {
  const open = await db
    .select({ id: calls.id, status: calls.status, provider_call_id: calls.provider_call_id })
    .from(calls)
    .innerJoin(agentCampaignRecipients, and(eq(agentCampaignRecipients.call_id, calls.id), eq(agentCampaignRecipients.campaign_id, campaign.id), eq(agentCampaignRecipients.run, campaign.run), eq(agentCampaignRecipients.state, 'calling')))
    .where(and(eq(calls.campaign_id, campaign.id), notInArray(calls.status, [...FINAL_CALL_STATUSES]), lt(calls.created_at, sql`now() - make_interval(secs => ${olderThanSeconds})`)));
  let closed = 0;
  for (const call of open) {
    if (call.provider_call_id && (await provider.isLive(call.provider_call_id))) continue;
    const dialled = call.status !== 'queued';
    await db.transaction(async (tx) => {
      const [ended] = await tx
        .update(calls)
        .set({ status: 'failed', hangup_reason: 'failed', ended_at: new Date(), updated_at: new Date(), summary: dialled ? 'Cut off: the process running the call stopped.' : 'Never dialled: the process placing it stopped first.' })
        .where(and(eq(calls.id, call.id), notInArray(calls.status, [...FINAL_CALL_STATUSES])))
        .returning({ id: calls.id });
      if (!ended) return;
      closed++;
      // A call never dialled gives its attempt back; a dialled one is settled by settle.ts as failed.
      if (!dialled) {
        await tx
          .update(agentCampaignRecipients)
          .set({ state: 'pending', attempts: sql`greatest(${agentCampaignRecipients.attempts} - 1, 0)`, next_at: null })
          .where(and(eq(agentCampaignRecipients.campaign_id, campaign.id), eq(agentCampaignRecipients.run, campaign.run), inArray(agentCampaignRecipients.call_id, [call.id]), eq(agentCampaignRecipients.state, 'calling')));
      }
    });
  }
  return closed;
}
