/**
 * A campaign's stop-feed (docs/areas/audience.md#feeds): campaigns send to a segment and feeds add
 * contacts to a segment, so the feeds feeding a campaign are those whose segment is the campaign's.
 * Stopping them switches them off and records which campaign did it; a delivery then gets a 409
 * naming that campaign, until someone switches the feed on again (which clears the mark).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { RecordWriter } from '../../crud/record-writer.ts';
import { feeds } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../db/transaction.ts';

/** True while at least one of the team's feeds is on and fills this segment: only then is there a feed to stop. */
export async function segmentHasActiveFeed(db: DbOrTx, teamId: number, segmentId: number | null): Promise<boolean> {
  if (!segmentId) return false;
  const [row] = await db.select({ id: feeds.id }).from(feeds).where(and(eq(feeds.team_id, teamId), eq(feeds.segment_id, segmentId), eq(feeds.active, true))).limit(1);
  return row !== undefined;
}

/** Switches off the team's feeds that feed this segment; answers how many were running. */
export async function stopFeedsOfSegment(db: DbOrTx, teamId: number, segmentId: number | null, campaignId: number): Promise<number> {
  if (!segmentId) return 0;
  // A counter-like move by Parley, not an edit: the version stays, so nobody editing the feed meets a conflict.
  const stopped = await db
    .update(feeds)
    .set({ active: false, stopped_by_campaign_id: campaignId, updated_at: sql`now()` })
    .where(and(eq(feeds.team_id, teamId), eq(feeds.segment_id, segmentId), eq(feeds.active, true)))
    .returning({ id: feeds.id });
  return stopped.length;
}

/** Switching a feed on by hand clears the campaign's stop. */
export const feedRecordWriter: RecordWriter = {
  async prepare(values) {
    return values.active === true ? { ...values, stopped_by_campaign_id: null } : values;
  },
};
