/** The campaigns the team touched last, SMS and voice side by side; voice ones with the calls they placed. */
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { RECENT_CAMPAIGNS, type DashboardFigures } from '../../../resources/dashboard/figures.ts';
import type { Db } from '../../db/client.ts';
import { agentCampaigns, calls, campaigns } from '../../db/schema/index.ts';

export async function recentCampaigns(db: Db, teamId: number): Promise<DashboardFigures['campaigns']> {
  const [sms, voice] = await Promise.all([
    db
      .select({ id: campaigns.id, name: campaigns.name, status: campaigns.status, starts_at: campaigns.scheduled_at, started_at: campaigns.started_at, finished_at: campaigns.finished_at, audience: campaigns.recipients, updated_at: campaigns.updated_at })
      .from(campaigns)
      .where(eq(campaigns.team_id, teamId))
      .orderBy(desc(campaigns.updated_at), desc(campaigns.id))
      .limit(RECENT_CAMPAIGNS),
    db
      .select({ id: agentCampaigns.id, name: agentCampaigns.name, status: agentCampaigns.status, starts_at: agentCampaigns.schedule_start, started_at: agentCampaigns.started_at, finished_at: agentCampaigns.finished_at, audience: agentCampaigns.contacts_total, updated_at: agentCampaigns.updated_at })
      .from(agentCampaigns)
      .where(eq(agentCampaigns.team_id, teamId))
      .orderBy(desc(agentCampaigns.updated_at), desc(agentCampaigns.id))
      .limit(RECENT_CAMPAIGNS),
  ]);
  const placed = voice.length
    ? await db
        .select({ campaign: calls.campaign_id, n: count() })
        .from(calls)
        .where(and(eq(calls.team_id, teamId), inArray(calls.campaign_id, voice.map((v) => v.id))))
        .groupBy(calls.campaign_id)
    : [];
  const callsOf = new Map(placed.map((p) => [p.campaign, p.n]));
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  return [
    ...sms.map((c) => ({ kind: 'sms' as const, ...c, starts_at: iso(c.starts_at), started_at: iso(c.started_at), finished_at: iso(c.finished_at), calls: null, updated_at: c.updated_at.toISOString() })),
    ...voice.map((c) => ({ kind: 'voice' as const, ...c, starts_at: iso(c.starts_at), started_at: iso(c.started_at), finished_at: iso(c.finished_at), calls: callsOf.get(c.id) ?? 0, updated_at: c.updated_at.toISOString() })),
  ]
    .sort((a, b) => b.updated_at.localeCompare(a.updated_at) || b.id - a.id)
    .slice(0, RECENT_CAMPAIGNS);
}
