/**
 * The campaigns' clock, ticking where the workers run: a scheduled campaign whose time has come
 * (its first send, or a recurring campaign's next run) starts its run; a sending campaign whose
 * window has opened again (`wakes_at`), or whose job was lost, gets its job queued again. Each
 * claim is one conditional update, so two worker processes ticking at once start a run once.
 */
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { AppContext } from '../../../context.ts';
import { campaigns, jobs } from '../../../db/schema/index.ts';
import { tickEvery } from '../../tick-every.ts';
import { queueRun } from './campaign-run.ts';

const LIVE = ['queued', 'running', 'retrying'] as const;
/** A send started by hand queues its job at once: the tick leaves it this long before calling the job lost. */
const GRACE_SECONDS = 30;

function liveJob() {
  return sql`select 1 from ${jobs} where ${jobs.kind} = 'campaign-send' and ${inArray(jobs.status, [...LIVE])} and (${jobs.input} ->> 'campaign_id')::int = ${campaigns.id}`;
}

/** Starts and wakes what is due at `now`; answers the campaigns whose job was queued. */
export async function tickCampaigns(app: AppContext, now = new Date()): Promise<number[]> {
  const db = app.database.db;
  const started = await db
    .update(campaigns)
    .set({ status: 'sending', run: sql`${campaigns.run} + 1`, started_at: now, finished_at: null, wakes_at: null, next_run_at: null, updated_at: now, version: sql`${campaigns.version} + 1` })
    .where(and(eq(campaigns.status, 'scheduled'), lte(sql`coalesce(${campaigns.next_run_at}, ${campaigns.scheduled_at}, now())`, now)))
    .returning();
  const woken = await db
    .update(campaigns)
    .set({ wakes_at: null, updated_at: now })
    .where(
      and(
        eq(campaigns.status, 'sending'),
        lte(sql`coalesce(${campaigns.wakes_at}, ${campaigns.updated_at} + make_interval(secs => ${GRACE_SECONDS}))`, now),
        sql`not exists (${liveJob()})`,
      ),
    )
    .returning();
  const queued: number[] = [];
  for (const campaign of [...started, ...woken]) {
    try {
      await queueRun(app, campaign, null);
      queued.push(campaign.id);
    } catch (error) {
      console.error(`[parley] queueing the send of campaign ${campaign.id} failed: ${(error as Error).message}`);
    }
  }
  return queued;
}

/** Ticks while the workers run; answers the stop. */
export function runCampaignsOnSchedule(app: AppContext, tickMs: number): () => void {
  return tickEvery('campaign schedule', tickMs, () => tickCampaigns(app));
}
