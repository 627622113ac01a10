/**
 * The end of a voice run: a one-off campaign is completed; a recurring one is scheduled one period
 * after this run started (the SMS campaigns' rule, server/domains/campaigns/send/run-end.ts), when
 * its audience is frozen again.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { agentCampaigns } from '../../../db/schema/index.ts';
import { nextRunAfter } from '../../campaigns/send/run-end.ts';
import type { VoiceCampaignRow } from './campaign-row.ts';

/** Answers false when the campaign was no longer running this run. */
export async function finishVoiceRun(db: Db, campaign: VoiceCampaignRow, now = new Date()): Promise<boolean> {
  const [ended] = await db
    .update(agentCampaigns)
    .set(
      campaign.recurring
        ? { status: 'scheduled', next_run_at: nextRunAfter(campaign.started_at ?? now, campaign.recurrence, now), finished_at: now, wakes_at: null, updated_at: now }
        : { status: 'completed', next_run_at: null, finished_at: now, wakes_at: null, updated_at: now },
    )
    .where(and(eq(agentCampaigns.id, campaign.id), eq(agentCampaigns.run, campaign.run), eq(agentCampaigns.status, 'running')))
    .returning({ id: agentCampaigns.id });
  return Boolean(ended);
}
