/**
 * The end of a run: a one-off campaign is completed; a recurring one is scheduled for its next run
 * (one period after this run started, or from now when that time has passed), which freezes the
 * segment again.
 */
import { and, eq } from 'drizzle-orm';
import type { CAMPAIGN_RECURRENCES } from '../../../../resources/campaigns/campaigns.ts';
import type { Db } from '../../../db/client.ts';
import { campaigns } from '../../../db/schema/index.ts';

type Recurrence = (typeof CAMPAIGN_RECURRENCES)[number];

/** The same wall-clock time one period later (UTC): a month after 31 January is the last day of February. */
export function nextRunAfter(from: Date, recurrence: Recurrence, now: Date): Date {
  const step = (d: Date) => {
    const next = new Date(d);
    if (recurrence === 'daily') next.setUTCDate(next.getUTCDate() + 1);
    else if (recurrence === 'weekly') next.setUTCDate(next.getUTCDate() + 7);
    else {
      const day = next.getUTCDate();
      next.setUTCDate(1);
      next.setUTCMonth(next.getUTCMonth() + 1);
      const last = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
      next.setUTCDate(Math.min(day, last));
    }
    return next;
  };
  let next = step(from);
  while (next <= now) next = step(next);
  return next;
}

/** Answers false when the campaign was no longer sending this run (stopped in the meantime). */
export async function finishRun(db: Db, campaignId: number, run: number, now = new Date()): Promise<boolean> {
  const [campaign] = await db.select().from(campaigns).where(and(eq(campaigns.id, campaignId), eq(campaigns.run, run), eq(campaigns.status, 'sending')));
  if (!campaign) return false;
  const recurs = campaign.type === 'recurring' && campaign.recurrence;
  const [ended] = await db
    .update(campaigns)
    .set(
      recurs
        ? { status: 'scheduled', next_run_at: nextRunAfter(campaign.started_at ?? now, campaign.recurrence!, now), finished_at: now, wakes_at: null, updated_at: now }
        : { status: 'completed', next_run_at: null, finished_at: now, wakes_at: null, updated_at: now },
    )
    .where(and(eq(campaigns.id, campaignId), eq(campaigns.run, run), eq(campaigns.status, 'sending')))
    .returning({ id: campaigns.id });
  return Boolean(ended);
}
