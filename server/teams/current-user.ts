/** Changing which team a signed-in user acts in, and their context as the next request will see it. */
import { eq } from 'drizzle-orm';
import { areasOf, type AuthContext } from '../auth/plugin.ts';
import { resolveUserTeam } from '../auth/team-context.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/index.ts';

/** Makes `teamId` the user's current team; switching also ends a staff member's view-as. */
export async function switchTeam(db: Db, userId: number, teamId: number): Promise<void> {
  await db.update(users).set({ currentTeamId: teamId, viewTeamId: null, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** Re-reads the user and re-resolves their team, so the answer shows what was just changed. */
export async function reloadAuth(db: Db, auth: AuthContext): Promise<AuthContext> {
  const [user] = await db.select().from(users).where(eq(users.id, auth.user.id));
  const { team, role, viewing } = await resolveUserTeam(db, user);
  return { ...auth, user, team, role, viewing, actor: { id: user.id, is_staff: user.isStaff, role, areas: areasOf(team) } };
}
