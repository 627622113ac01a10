/** The teams a user belongs to: listing them, founding one, renaming one or changing its settings. */
import { asc, desc, eq } from 'drizzle-orm';
import type { Role } from '../../resources/access/roles.ts';
import { applyTeamSettings, type TeamSettingsPatch } from '../../resources/account/team-settings.ts';
import type { AuthContext } from '../auth/auth-context.ts';
import type { Db } from '../db/client.ts';
import { teamMembers, teams, type TeamRow } from '../db/schema/index.ts';
import { provideNetworkDictionary } from '../domains/sms/networks/provide.ts';
import { switchTeam } from './current-user.ts';

/** The caller's teams with their role in each, personal team first. */
export async function teamsOf(db: Db, auth: AuthContext): Promise<{ team: TeamRow; role: Role }[]> {
  // A team API token knows one team only; it must not reveal its creator's other teams.
  if (auth.kind === 'api') return [{ team: auth.team, role: auth.role ?? 'member' }];
  return db
    .select({ team: teams, role: teamMembers.role })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(eq(teamMembers.userId, auth.user.id))
    .orderBy(desc(teams.personal), asc(teams.name), asc(teams.id)); // personal team first
}

/** Founds a team owned by the user and switches them to it. Any verified user may: no existing team's rights are involved. */
export async function foundTeam(db: Db, userId: number, name: string): Promise<TeamRow> {
  return db.transaction(async (tx) => {
    const [created] = await tx.insert(teams).values({ name, personal: false, ownerId: userId }).returning();
    await tx.insert(teamMembers).values({ teamId: created.id, userId, role: 'owner' });
    await provideNetworkDictionary(tx, created.id);
    await switchTeam(tx, userId, created.id);
    return created;
  });
}

/** Renames the team and/or merges the settings given into its stored ones. */
export async function updateTeam(db: Db, team: TeamRow, changes: { name?: string; settings?: TeamSettingsPatch }): Promise<TeamRow> {
  const { name, settings } = changes;
  const [updated] = await db
    .update(teams)
    .set({ ...(name !== undefined && { name }), ...(settings && { settings: applyTeamSettings(team.settings, settings) }), updatedAt: new Date() })
    .where(eq(teams.id, team.id))
    .returning();
  return updated;
}
