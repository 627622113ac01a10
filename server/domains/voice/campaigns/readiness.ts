/**
 * What a voice campaign needs before it calls anyone, refused with a 422 per field: an audience (a
 * segment or a feed with a segment), a number to call from, and an agent that can talk (the team's
 * model configured, or the 422 saying what to configure). And its stop-feed: the feeds filling its
 * audience are switched off.
 */
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import { agents, feeds } from '../../../db/schema/index.ts';
import { invalid } from '../../../http/errors.ts';
import { agentTurnFor } from '../calls/place-call.ts';
import { promptForCall } from '../prompts/call-prompt.ts';
import { callerNumbersOf } from './caller-numbers.ts';
import type { VoiceCampaignRow } from './campaign-row.ts';
import { audienceOf } from './freeze.ts';

export async function assertCampaignReady(app: AppContext, campaign: VoiceCampaignRow): Promise<void> {
  const db = app.database.db;
  const errors: Record<string, string[]> = {};
  const { segmentId } = await audienceOf(db, campaign);
  if (!segmentId) {
    if (campaign.feed_id) errors.feed_id = ['This feed fills no segment: give it one, or choose a segment to call.'];
    else errors.segment_id = ['Choose a segment or a feed to call.'];
  }
  Object.assign(errors, (await callerNumbersOf(db, campaign)).errors);
  if (Object.keys(errors).length) throw invalid(errors);
  const [agent] = await db.select().from(agents).where(and(eq(agents.id, campaign.agent_id), eq(agents.team_id, campaign.team_id)));
  if (!agent) throw invalid({ agent_id: ['Choose an agent.'] });
  // An agent never published, or a team without a model, gets the 422 saying what to do before any run starts.
  await agentTurnFor(app, agent, await promptForCall(db, agent, 'campaign'));
}

/** Switches off the feeds filling the campaign's audience: its own feed, or those feeding its segment. */
export async function stopFeedsOf(db: Db, campaign: VoiceCampaignRow): Promise<number> {
  const { segmentId } = await audienceOf(db, campaign);
  const which = campaign.feed_id ? eq(feeds.id, campaign.feed_id) : segmentId ? eq(feeds.segment_id, segmentId) : null;
  if (!which) return 0;
  // A counter-like move by Parley, as the SMS stop-feed: the feed's version stays.
  const stopped = await db
    .update(feeds)
    .set({ active: false, updated_at: new Date() })
    .where(and(eq(feeds.team_id, campaign.team_id), eq(feeds.active, true), which))
    .returning({ id: feeds.id });
  return stopped.length;
}
