/** A voice campaign's row, and reading it within the caller's team. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { agentCampaigns } from '../../../db/schema/index.ts';
import { notFound } from '../../../http/errors.ts';
import type { SendWindow } from '../../campaigns/send-window.ts';

export type VoiceCampaignRow = typeof agentCampaigns.$inferSelect;

export async function voiceCampaignOf(db: Db, teamId: number, id: number): Promise<VoiceCampaignRow> {
  const [row] = await db.select().from(agentCampaigns).where(and(eq(agentCampaigns.id, id), eq(agentCampaigns.team_id, teamId)));
  if (!row) throw notFound('No such voice campaign.');
  return row;
}

/** The campaign while it is running this run; undefined once it is stopped, paused or moved on. */
export async function runningCampaign(db: Db, id: number, run: number): Promise<VoiceCampaignRow | undefined> {
  const [row] = await db
    .select()
    .from(agentCampaigns)
    .where(and(eq(agentCampaigns.id, id), eq(agentCampaigns.run, run), eq(agentCampaigns.status, 'running')));
  return row;
}

export const callingWindow = (c: Pick<VoiceCampaignRow, 'window_start' | 'window_end' | 'window_days'>): SendWindow => ({
  start: c.window_start,
  end: c.window_end,
  days: c.window_days ?? [],
});
