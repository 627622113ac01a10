/** Which team a request acts in, and with what role. */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Role } from '../../resources/access/roles.ts';
import type { Db } from '../db/client.ts';
import { teamMembers, teams, users, type TeamRow, type UserRow } from '../db/schema/index.ts';

export async function membershipRole(db: Db, teamId: number, userId: number): Promise<Role | null> {
  const [row] = await db
    .select({ role: teamMembers.role })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)));
  return row?.role ?? null;
}

/** A team and the user's role in it (null when not a member), in one query: this runs on every request. */
async function teamWithRole(db: Db, teamId: number, userId: number): Promise<{ team: TeamRow; role: Role | null } | undefined> {
  const [row] = await db
    .select({ team: teams, role: teamMembers.role })
    .from(teams)
    .leftJoin(teamMembers, and(eq(teamMembers.teamId, teams.id), eq(teamMembers.userId, userId)))
    .where(eq(teams.id, teamId));
  return row;
}

/**
 * The team a user's row points at: the one staff are viewing as, else their current team. The bearer
 * lookup joins it (and the user's role in it) into the same query as the token and the user, so a
 * request costs one round trip for authentication.
 */
export const pointedTeamId = sql<number | null>`case when ${users.isStaff} and ${users.viewTeamId} is not null then ${users.viewTeamId} else ${users.currentTeamId} end`;

/**
 * resolveUserTeam's answer from the joined team and role, when they settle it: the viewed team
 * (whatever the role), or the current team while the user is still a member. Undefined otherwise (the
 * team is gone, the user was detached): resolveUserTeam then works it out.
 */
export function pointedTeam(user: UserRow, team: TeamRow | null, role: Role | null): { team: TeamRow; role: Role | null; viewing: boolean } | undefined {
  if (!team) return undefined;
  if (user.isStaff && user.viewTeamId) return team.id === user.viewTeamId ? { team, role, viewing: true } : undefined;
  return role && team.id === user.currentTeamId ? { team, role, viewing: false } : undefined;
}

/**
 * The team a signed-in user acts in: the one staff are viewing as, else their current team. A user
 * detached from their current team falls back to their oldest remaining membership.
 */
export async function resolveUserTeam(db: Db, user: UserRow): Promise<{ team: TeamRow; role: Role | null; viewing: boolean }> {
  if (user.isStaff && user.viewTeamId) {
    const viewed = await teamWithRole(db, user.viewTeamId, user.id);
    if (viewed) return { ...viewed, viewing: true };
  }
  if (user.currentTeamId) {
    const current = await teamWithRole(db, user.currentTeamId, user.id);
    if (current?.role) return { ...current, viewing: false };
  }
  const [first] = await db
    .select({ team: teams, role: teamMembers.role })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(eq(teamMembers.userId, user.id))
    .orderBy(asc(teamMembers.createdAt), asc(teams.id))
    .limit(1);
  if (!first) throw new Error(`user ${user.id} belongs to no team`);
  await db.update(users).set({ currentTeamId: first.team.id }).where(eq(users.id, user.id));
  user.currentTeamId = first.team.id;
  return { team: first.team, role: first.role, viewing: false };
}
