/**
 * A voice campaign's audience, frozen into agent_campaign_recipients when its run starts: the
 * segment's members (or the members of the segment its feed fills), each with the zone its calling
 * window is read in. Once a run has rows it is frozen, and an attempt after a crash goes on from
 * them; a feed's campaign is topped up with who the feed brought in since (`on conflict do nothing`,
 * so nobody is added twice).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { agentCampaignRecipients, agentCampaigns, contacts, feeds } from '../../../db/schema/index.ts';
import { rowsOf } from '../../../events/change-triggers.ts';
import { HttpError } from '../../../http/errors.ts';
import { PermanentJobError } from '../../../jobs/job-kind.ts';
import { segmentOf, segmentWhere } from '../../audience/segment-members.ts';
import type { VoiceCampaignRow } from './campaign-row.ts';

/** The segment the campaign calls: its own, else its feed's; with whether that feed still runs. */
export async function audienceOf(db: Db, campaign: VoiceCampaignRow): Promise<{ segmentId: number | null; feedActive: boolean }> {
  if (campaign.segment_id) return { segmentId: campaign.segment_id, feedActive: false };
  if (!campaign.feed_id) return { segmentId: null, feedActive: false };
  const [feed] = await db
    .select({ segment_id: feeds.segment_id, active: feeds.active })
    .from(feeds)
    .where(and(eq(feeds.id, campaign.feed_id), eq(feeds.team_id, campaign.team_id)));
  return { segmentId: feed?.segment_id ?? null, feedActive: Boolean(feed?.active) };
}

/** Adds the audience's members not in the run yet; answers how many were added. */
export async function addAudience(db: Db, campaign: VoiceCampaignRow): Promise<number> {
  const { segmentId } = await audienceOf(db, campaign);
  if (!segmentId) throw new PermanentJobError('The campaign has no segment or feed to call.');
  const segment = await segmentOf(db, campaign.team_id, segmentId).catch(() => {
    throw new PermanentJobError("The campaign's segment was deleted.");
  });
  const members = await segmentWhere(db, segment).catch((error: unknown) => {
    throw new PermanentJobError(error instanceof HttpError ? `The segment's rules no longer apply: ${error.message}` : String(error));
  });
  const zone = sql`coalesce(nullif(${contacts.timezone}, ''), ${campaign.window_timezone ?? 'UTC'})`;
  return db.transaction(async (tx) => {
    const result = await tx.execute<{ n: number }>(sql`
      with added as (
        insert into ${agentCampaignRecipients} (campaign_id, run, contact_id, time_zone)
        select ${campaign.id}, ${campaign.run}, ${contacts.id}, ${zone} from ${contacts} where ${members}
        on conflict do nothing returning 1)
      select count(*)::int as n from added`);
    const count = Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
    if (count) await tx.update(agentCampaigns).set({ contacts_total: sql`${agentCampaigns.contacts_total} + ${count}` }).where(eq(agentCampaigns.id, campaign.id));
    return count;
  });
}

/** Freezes the run unless an earlier attempt did; answers how many contacts the run has. */
export async function freezeVoiceRun(db: Db, campaign: VoiceCampaignRow): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(agentCampaignRecipients)
    .where(and(eq(agentCampaignRecipients.campaign_id, campaign.id), eq(agentCampaignRecipients.run, campaign.run)));
  if (row && row.n > 0) return row.n;
  return addAudience(db, campaign);
}
