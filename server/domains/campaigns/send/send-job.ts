/**
 * A campaign's run as a job (`campaign-send`): freeze the audience, then queue its messages batch
 * by batch for the delivery sender, never further ahead of it than QUEUE_AHEAD messages, at most
 * the campaign's throttle, and only to recipients whose send window is open. When every window is
 * closed the job ends and the campaign says when it goes on (`wakes_at`); the campaign tick
 * (campaign-tick.ts) queues the job again then. Once every recipient is queued or excluded and the
 * sender has taken every message, the run is over: the campaign is completed, or scheduled again
 * when it recurs.
 *
 * Every step is a transaction of its own (enqueue-batch.ts), so an attempt killed at any point is
 * taken over by the next, which goes on from the recipients still pending. Stopping or pausing the
 * campaign ends the job at its next step.
 */
import { and, eq, sql } from 'drizzle-orm';
import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import { campaignRecipients, campaigns, smsMessages } from '../../../db/schema/index.ts';
import { rowsOf } from '../../../events/change-triggers.ts';
import { JobAbandoned, PermanentJobError } from '../../../jobs/job-kind.ts';
import { defineJob } from '../../define-job.ts';
import type { CampaignRow } from '../campaign-content.ts';
import { isTimeZone, nextSendAt } from '../send-window.ts';
import { enqueueBatch } from './enqueue-batch.ts';
import { freezeRun } from './freeze.ts';
import { finishRun } from './run-end.ts';
import { loadSendPlan } from './send-plan.ts';
import { Throttle } from './throttle.ts';

const MAX_ATTEMPTS = 5;
/** Recipients turned into messages per transaction. */
export const SEND_BATCH = 1_000;
/** Messages of one campaign waiting for the sender at most: enough to keep every route busy, few enough that a stop withdraws them at once. */
export const QUEUE_AHEAD = 5_000;
/** How often a waiting job looks again at the queue, the throttle or the end of the run. */
const WAIT_MS = 250;

const input = z.object({ campaign_id: z.number().int(), run: z.number().int() });

export const campaignSendJob = defineJob<z.infer<typeof input>>({
  kind: 'campaign-send',
  input,
  maxAttempts: MAX_ATTEMPTS,
  retryDelaySeconds: 5,
  async run({ input, app, progress, attempt, signal }) {
    try {
      return await sendRun(app, input.campaign_id, input.run, progress, signal);
    } catch (error) {
      const reason = signal.aborted ? signal.reason : error;
      // Shutting down or taken over: the next attempt goes on from what is pending.
      if (reason instanceof JobAbandoned && reason.why !== 'cancelled') throw error;
      // Cancelled under Jobs, or given up: the campaign pauses, to be sent on (resumed) by hand.
      if (reason instanceof JobAbandoned || error instanceof PermanentJobError || attempt >= MAX_ATTEMPTS) {
        await app.database.db
          .update(campaigns)
          .set({ status: 'paused', wakes_at: null, updated_at: new Date() })
          .where(and(eq(campaigns.id, input.campaign_id), eq(campaigns.run, input.run), eq(campaigns.status, 'sending')));
      }
      throw error;
    }
  },
});

type Progress = (done: number, total?: number) => Promise<void>;

async function sendRun(app: AppContext, campaignId: number, run: number, progress: Progress, signal: AbortSignal) {
  const db = app.database.db;
  let campaign = await current(db, campaignId, run);
  if (!campaign) return { message: 'The campaign is not sending this run any more.' };
  const total = await freezeRun(db, campaign);
  campaign = await current(db, campaignId, run);
  if (!campaign) return { message: 'The campaign stopped before its messages were queued.' };
  const plan = await loadSendPlan(db, campaign, app.config.appUrl);
  const throttle = campaign.throttle_per_minute ? new Throttle(campaign.throttle_per_minute) : null;
  let zones = await pendingZones(db, campaign);
  let done = total - (await pendingCount(db, campaign));
  await progress(done, total);

  while (zones.length) {
    if (signal.aborted) throw signal.reason;
    if (!(await current(db, campaignId, run))) return { message: 'The campaign was stopped or paused; the rest was not queued.' };
    const now = new Date();
    const open = zones.filter((zone) => nextSendAt(plan.window, zoneOf(zone, campaign), now)?.getTime() === now.getTime());
    if (!open.length) {
      const wakes = earliestOpening(zones, plan.window, campaign, now);
      await db.update(campaigns).set({ wakes_at: wakes, updated_at: new Date() }).where(and(eq(campaigns.id, campaignId), eq(campaigns.run, run), eq(campaigns.status, 'sending')));
      return { message: wakes ? `Every recipient left is outside the send window; sending goes on at ${wakes.toISOString()}.` : 'The send window never opens.' };
    }
    const room = QUEUE_AHEAD - (await queuedCount(db, campaignId));
    const allowed = throttle ? throttle.available() : SEND_BATCH;
    if (room < Math.min(SEND_BATCH, QUEUE_AHEAD / 4) || allowed < 1) {
      await sleep(throttle && allowed < 1 ? Math.max(WAIT_MS, throttle.msUntilNext()) : WAIT_MS, undefined, { signal }).catch(() => undefined);
      continue;
    }
    const step = await enqueueBatch(db, plan, open[0], Math.min(SEND_BATCH, room, allowed));
    if (!step.taken) {
      zones = zones.filter((z) => z !== open[0]);
      continue;
    }
    throttle?.take(step.queued);
    done += step.taken;
    await progress(done, total);
  }

  // Everything is queued: the run ends when the sender has taken the last message.
  while ((await queuedCount(db, campaignId)) > 0) {
    if (signal.aborted) throw signal.reason;
    if (!(await current(db, campaignId, run))) return { message: 'The campaign was stopped or paused while its last messages went out.' };
    await sleep(WAIT_MS * 4, undefined, { signal }).catch(() => undefined);
  }
  const ended = await finishRun(db, campaignId, run);
  return { message: ended ? `Run ${run}: ${total} recipients.` : 'The campaign was stopped before the run ended.', rows: total };
}

/** The campaign while it is sending this run; undefined once it is stopped, paused or moved on. */
async function current(db: Db, id: number, run: number): Promise<CampaignRow | undefined> {
  const [row] = await db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.id, id), eq(campaigns.run, run), eq(campaigns.status, 'sending')));
  return row;
}

const zoneOf = (zone: string, campaign: CampaignRow) => (isTimeZone(zone) ? zone : isTimeZone(campaign.window_timezone ?? '') ? campaign.window_timezone! : 'UTC');

function earliestOpening(zones: string[], window: Parameters<typeof nextSendAt>[0], campaign: CampaignRow, now: Date): Date | null {
  const times = zones.map((z) => nextSendAt(window, zoneOf(z, campaign), now)?.getTime()).filter((t): t is number => t !== undefined);
  return times.length ? new Date(Math.min(...times)) : null;
}

async function pendingZones(db: Db, campaign: CampaignRow): Promise<string[]> {
  const rows = rowsOf<{ time_zone: string }>(
    await db.execute(sql`select distinct time_zone from ${campaignRecipients} where campaign_id = ${campaign.id} and run = ${campaign.run} and state = 'pending' order by 1`),
  );
  return rows.map((r) => r.time_zone);
}

async function pendingCount(db: Db, campaign: CampaignRow): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(campaignRecipients)
    .where(and(eq(campaignRecipients.campaign_id, campaign.id), eq(campaignRecipients.run, campaign.run), eq(campaignRecipients.state, 'pending')));
  return row?.n ?? 0;
}

async function queuedCount(db: Db, campaignId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(smsMessages)
    .where(and(eq(smsMessages.campaign_id, campaignId), eq(smsMessages.status, 'queued')));
  return row?.n ?? 0;
}
