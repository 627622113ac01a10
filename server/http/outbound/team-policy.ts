/** The hosts on private addresses a team lets Parley call for it (Team settings → Outbound hosts). */
import { eq } from 'drizzle-orm';
import { teamSettingsOf } from '../../../resources/account/team-settings.ts';
import type { Db } from '../../db/client.ts';
import { teams } from '../../db/schema/index.ts';

/** Spread into an outbound request made for the team: `{ ...await outboundPolicyOf(db, teamId), url }`. */
export async function outboundPolicyOf(db: Db, teamId: number): Promise<{ allowedHosts: string[] }> {
  const [team] = await db.select({ settings: teams.settings }).from(teams).where(eq(teams.id, teamId));
  return { allowedHosts: teamSettingsOf(team?.settings).outbound_allowed_hosts };
}
