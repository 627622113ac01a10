/**
 * What the campaign actions do to a send (docs/areas/sms.md#sending): `send` checks is-ready and
 * starts a run (or schedules it, or resumes a paused one), `stop` ends the send and withdraws the
 * messages the sender has not taken yet, `stop-recurring-sends` lets the current run finish and
 * plans no other. Status moves are conditional updates, so two clicks cannot start two runs.
 */
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { IsReadyResponse } from '../../../../resources/campaigns/campaign-readiness.ts';
import type { AppContext } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import { campaignRecipients, campaigns, messageLinks, smsMessages } from '../../../db/schema/index.ts';
import { rowsOf } from '../../../events/change-triggers.ts';
import { HttpError } from '../../../http/errors.ts';
import type { Caller } from '../../caller.ts';
import type { CampaignRow } from '../campaign-content.ts';
import { campaignReadiness } from '../is-ready.ts';

/** Blockers that name a field of the campaign: the 422 puts them there, the rest under `send`. */
const FIELD_OF: Record<string, string> = { no_segment: 'segment_id', segment_invalid: 'segment_id', no_text: 'text', unknown_placeholder: 'text', no_offer: 'offer_id', no_sender: 'sender_id' };

/** Refuses (422) a campaign is-ready would not send, with every blocker under its field. */
export async function assertReady(app: AppContext, teamId: number, campaignId: number): Promise<IsReadyResponse> {
  const readiness = await campaignReadiness(app.database.db, teamId, campaignId, app.config.appUrl);
  if (readiness.ready) return readiness;
  const errors: Record<string, string[]> = {};
  for (const blocker of readiness.blockers) (errors[FIELD_OF[blocker.code] ?? 'send'] ??= []).push(blocker.message);
  throw new HttpError(422, `The campaign is not ready to send: ${readiness.blockers.map((b) => b.message).join(' ')}`, errors);
}

/** The values that start run `run + 1` now. */
export function nextRunValues(campaign: Pick<CampaignRow, 'run'>, now = new Date()) {
  return { status: 'sending' as const, run: campaign.run + 1, started_at: now, finished_at: null, wakes_at: null, next_run_at: null };
}

/** Queues the job of a run that is `sending`. */
export async function queueRun(app: AppContext, campaign: Pick<CampaignRow, 'id' | 'team_id' | 'name' | 'run'>, userId: number | null) {
  return app.jobs.enqueue('campaign-send', { campaign_id: campaign.id, run: campaign.run }, { teamId: campaign.team_id, userId, title: campaign.name });
}

/**
 * After a stop: the run's recipients still pending, and those whose message the sender has not
 * claimed yet (the message withdrawn with its parts and link), are excluded as `stopped`. A message
 * in flight finishes; its receipt still counts.
 */
export async function withdrawUnsent(db: Db, campaignId: number, run: number): Promise<number> {
  return db.transaction(async (txx) => {
    const tx = txx as unknown as Db;
    const withdrawn = rowsOf<{ id: number }>(
      await tx.execute(sql`delete from ${smsMessages} where campaign_id = ${campaignId} and status = 'queued' and claimed_at is null returning id`),
    ).map((r) => Number(r.id));
    if (withdrawn.length) await tx.delete(messageLinks).where(inArray(messageLinks.message_id, withdrawn));
    const stopped = rowsOf<{ n: number }>(
      await tx.execute(sql`
        with moved as (
          update ${campaignRecipients} set state = 'excluded', reason = 'stopped', message_id = null
          where campaign_id = ${campaignId} and run = ${run}
            and (state = 'pending' or (state = 'queued' and message_id = any(${sql.param(withdrawn)}::int[])))
          returning 1)
        select count(*)::int as n from moved`),
    )[0]?.n;
    const count = Number(stopped ?? 0);
    if (count) await tx.update(campaigns).set({ excluded: sql`${campaigns.excluded} + ${count}` }).where(eq(campaigns.id, campaignId));
    return count;
  });
}

/** Clears a recurring campaign's next run; one waiting for it is completed. */
export async function stopRecurring(db: Db, caller: Caller, campaignId: number): Promise<CampaignRow | undefined> {
  const [row] = await db
    .update(campaigns)
    .set({
      recurrence: null,
      next_run_at: null,
      status: sql`case when ${campaigns.status} = 'scheduled' and ${campaigns.run} > 0 then 'completed' else ${campaigns.status} end`,
      version: sql`${campaigns.version} + 1`,
      updated_at: new Date(),
      updated_by_id: caller.userId,
    })
    .where(and(eq(campaigns.id, campaignId), eq(campaigns.team_id, caller.teamId), eq(campaigns.type, 'recurring'), isNotNull(campaigns.recurrence), inArray(campaigns.status, ['scheduled', 'sending', 'paused'])))
    .returning();
  return row;
}
