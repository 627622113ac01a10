/**
 * The voice campaigns' clock, ticking with the SMS campaigns' (CAMPAIGN_TICK_MS): a scheduled
 * campaign whose time has come (its start, or a recurring campaign's next run) starts a run; a
 * running campaign whose wait is over (`wakes_at`), or whose job was lost, gets its job queued
 * again. Each claim is one conditional update, so two worker processes start a run once.
 */
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { AppContext } from '../../../context.ts';
import { agentCampaigns, jobs } from '../../../db/schema/index.ts';
import { tickEvery } from '../../tick-every.ts';
import type { VoiceCampaignRow } from './campaign-row.ts';

const LIVE = ['queued', 'running', 'retrying'] as const;
/** A send started by hand queues its job at once: the tick leaves it this long before calling the job lost. */
const GRACE_SECONDS = 30;

export const VOICE_CAMPAIGN_JOB = 'voice-campaign';

/** Queues the job of a run that is `running`. */
export async function queueVoiceRun(app: AppContext, campaign: Pick<VoiceCampaignRow, 'id' | 'team_id' | 'name' | 'run'>, userId: number | null) {
  return app.jobs.enqueue(VOICE_CAMPAIGN_JOB, { campaign_id: campaign.id, run: campaign.run }, { teamId: campaign.team_id, userId, title: campaign.name });
}

/** The values that start run `run + 1` now. */
export const nextVoiceRun = (run: number, now = new Date()) => ({
  status: 'running' as const,
  run: run + 1,
  started_at: now,
  resumed_at: now,
  finished_at: null,
  wakes_at: null,
  next_run_at: null,
  paused_reason: null,
});

export async function tickVoiceCampaigns(app: AppContext, now = new Date()): Promise<number[]> {
  const db = app.database.db;
  const started = await db
    .update(agentCampaigns)
    .set({ ...nextVoiceRun(0, now), run: sql`${agentCampaigns.run} + 1`, updated_at: now, version: sql`${agentCampaigns.version} + 1` })
    .where(and(eq(agentCampaigns.status, 'scheduled'), lte(sql`coalesce(${agentCampaigns.next_run_at}, ${agentCampaigns.schedule_start}, now())`, now)))
    .returning();
  const woken = await db
    .update(agentCampaigns)
    .set({ wakes_at: null, updated_at: now })
    .where(
      and(
        eq(agentCampaigns.status, 'running'),
        lte(sql`coalesce(${agentCampaigns.wakes_at}, ${agentCampaigns.updated_at} + make_interval(secs => ${GRACE_SECONDS}))`, now),
        sql`not exists (select 1 from ${jobs} where ${jobs.kind} = ${VOICE_CAMPAIGN_JOB} and ${inArray(jobs.status, [...LIVE])} and (${jobs.input} ->> 'campaign_id')::int = ${agentCampaigns.id})`,
      ),
    )
    .returning();
  const queued: number[] = [];
  for (const campaign of [...started, ...woken]) {
    try {
      await queueVoiceRun(app, campaign, null);
      queued.push(campaign.id);
    } catch (error) {
      console.error(`[parley] queueing the calls of voice campaign ${campaign.id} failed: ${(error as Error).message}`);
    }
  }
  return queued;
}

export function runVoiceCampaignsOnSchedule(app: AppContext, tickMs: number): () => void {
  return tickEvery('voice campaign schedule', tickMs, () => tickVoiceCampaigns(app));
}
