/**
 * Stopping a voice campaign (the stop action, and other areas: the post-processing campaign-stopper
 * calls `stopAgentCampaign`): no new call is placed, the run's contacts not called yet are excluded
 * as `stopped`, and live calls finish (their outcome still counts). One conditional update, so a
 * stop that races another move stops once.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import { agentCampaignRecipients, agentCampaigns } from '../../../db/schema/index.ts';
import type { VoiceCampaignRow } from './campaign-row.ts';

/** Answers the stopped campaign, or null when it was not scheduled, running or paused (or not the team's). */
export async function stopAgentCampaign(app: AppContext, teamId: number, campaignId: number, reason: string | null): Promise<VoiceCampaignRow | null> {
  const db = app.database.db;
  const now = new Date();
  const [row] = await db
    .update(agentCampaigns)
    .set({ status: 'stopped', paused_reason: reason, wakes_at: null, next_run_at: null, finished_at: now, updated_at: now, version: sql`${agentCampaigns.version} + 1` })
    .where(and(eq(agentCampaigns.id, campaignId), eq(agentCampaigns.team_id, teamId), inArray(agentCampaigns.status, ['scheduled', 'running', 'paused'])))
    .returning();
  if (!row) return null;
  await excludeUncalled(db, row.id, row.run);
  return row;
}

/** The run's contacts still waiting (first call or retry) are excluded as `stopped`. */
export async function excludeUncalled(db: Db, campaignId: number, run: number): Promise<void> {
  await db
    .update(agentCampaignRecipients)
    .set({ state: 'excluded', reason: 'stopped', next_at: null })
    .where(and(eq(agentCampaignRecipients.campaign_id, campaignId), eq(agentCampaignRecipients.run, run), eq(agentCampaignRecipients.state, 'pending')));
}
