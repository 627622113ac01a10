/** Changing which team a signed-in user acts in, and their context as the next request will see it. */
import { eq } from 'drizzle-orm';
import { areasOf, type AuthContext } from '../auth/plugin.ts';
import { membershipRole, resolveUserTeam } from '../auth/team-context.ts';
import type { Db } from '../db/client.ts';
import { teams, users } from '../db/schema/index.ts';
import { teamNotFound } from './access.ts';

/** Makes `teamId` the user's current team; switching also ends a staff member's view-as. */
export async function switchTeam(db: Db, userId: number, teamId: number): Promise<void> {
  await db.update(users).set({ currentTeamId: teamId, viewTeamId: null, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** Switches the caller to a team of theirs and answers their context there; a team they are not a member of is a 404. */
export async function switchToTeam(db: Db, auth: AuthContext, teamId: number): Promise<AuthContext> {
  // Only members switch: staff look at other teams through /v1/teams/meta instead.
  if (!(await membershipRole(db, teamId, auth.user.id))) throw teamNotFound();
  await switchTeam(db, auth.user.id, teamId);
  return reloadAuth(db, auth);
}

/** Staff view the platform as another team (null returns to their own); answers their context as it now is. */
export async function viewAsTeam(db: Db, auth: AuthContext, teamId: number | null): Promise<AuthContext> {
  if (teamId !== null) {
    const [team] = await db.select({ id: teams.id }).from(teams).where(eq(teams.id, teamId));
    if (!team) throw teamNotFound();
  }
  await db.update(users).set({ viewTeamId: teamId, updatedAt: new Date() }).where(eq(users.id, auth.user.id));
  return reloadAuth(db, auth);
}

/** Re-reads the user and re-resolves their team, so the answer shows what was just changed. */
export async function reloadAuth(db: Db, auth: AuthContext): Promise<AuthContext> {
  const [user] = await db.select().from(users).where(eq(users.id, auth.user.id));
  const { team, role, viewing } = await resolveUserTeam(db, user);
  return { ...auth, user, team, role, viewing, actor: { id: user.id, is_staff: user.isStaff, role, areas: areasOf(team) } };
}
