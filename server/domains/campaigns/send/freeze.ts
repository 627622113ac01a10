/**
 * The audience of a run, frozen: the segment's members at the start of the send copied into
 * campaign_recipients in one statement, each with the zone its send window is read in. Members who
 * join later are not in this run; members who leave or opt out later are still, and are excluded
 * when their turn comes. Once a run has rows it is frozen: an attempt after a crash goes on from them.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { campaignRecipients, campaigns, contacts } from '../../../db/schema/index.ts';
import { rowsOf } from '../../../events/change-triggers.ts';
import { PermanentJobError } from '../../../jobs/job-kind.ts';
import { HttpError } from '../../../http/errors.ts';
import { segmentOf, segmentWhere } from '../../audience/segment-members.ts';
import type { CampaignRow } from '../campaign-content.ts';
import { isOpenAlways } from '../send-window.ts';
import { windowOf } from './send-plan.ts';

/** The zone every recipient of a campaign without a send window is filed under: one list, no window to read. */
export const ANY_ZONE = 'UTC';

/** Freezes the run unless an earlier attempt did; answers how many recipients the run has. */
export async function freezeRun(db: Db, campaign: CampaignRow): Promise<number> {
  const frozen = await recipientsOf(db, campaign.id, campaign.run);
  if (frozen > 0) return frozen;
  if (!campaign.segment_id) throw new PermanentJobError('The campaign has no segment to send to.');
  const segment = await segmentOf(db, campaign.team_id, campaign.segment_id).catch(() => {
    throw new PermanentJobError('The campaign\'s segment was deleted.');
  });
  const members = await segmentWhere(db, segment).catch((error: unknown) => {
    throw new PermanentJobError(error instanceof HttpError ? `The segment's rules no longer apply: ${error.message}` : String(error));
  });
  const zone = isOpenAlways(windowOf(campaign))
    ? sql`${ANY_ZONE}`
    : sql`coalesce(nullif(${contacts.timezone}, ''), ${campaign.window_timezone ?? ANY_ZONE})`;
  return db.transaction(async (tx) => {
    const result = await tx.execute<{ n: number }>(sql`
      with added as (
        insert into ${campaignRecipients} (campaign_id, run, contact_id, time_zone)
        select ${campaign.id}, ${campaign.run}, ${contacts.id}, ${zone} from ${contacts} where ${members}
        on conflict do nothing returning 1)
      select count(*)::int as n from added`);
    const count = Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
    await tx
      .update(campaigns)
      .set({ recipients: sql`${campaigns.recipients} + ${count}` })
      .where(and(eq(campaigns.id, campaign.id), eq(campaigns.run, campaign.run)));
    return count;
  });
}

export async function recipientsOf(db: Db, campaignId: number, run: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(campaignRecipients)
    .where(and(eq(campaignRecipients.campaign_id, campaignId), eq(campaignRecipients.run, run)));
  return row?.n ?? 0;
}
