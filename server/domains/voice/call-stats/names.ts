/** The names of the agents and campaigns figures are grouped by, read for the groups found only, team-scoped. */
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/transaction.ts';
import { agentCampaigns, agents } from '../../../db/schema/index.ts';

export async function agentNames(db: DbOrTx, teamId: number, ids: readonly (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id != null))];
  if (!wanted.length) return new Map();
  const rows = await db.select({ id: agents.id, name: agents.name }).from(agents).where(and(eq(agents.team_id, teamId), inArray(agents.id, wanted)));
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function campaignNames(db: DbOrTx, teamId: number, ids: readonly (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id != null))];
  if (!wanted.length) return new Map();
  const rows = await db.select({ id: agentCampaigns.id, name: agentCampaigns.name }).from(agentCampaigns).where(and(eq(agentCampaigns.team_id, teamId), inArray(agentCampaigns.id, wanted)));
  return new Map(rows.map((r) => [r.id, r.name]));
}
