/** Team memberships: listing, role changes and detaching, with the last-owner protection. */
import { and, asc, count, eq, isNull, ne } from 'drizzle-orm';
import type { Role } from '../../resources/access/roles.ts';
import { apiTokens, teamMembers, teams, users, type TeamRow } from '../db/schema/index.ts';
import type { Db } from '../db/client.ts';
import { invalid, notFound } from '../http/errors.ts';
import type { MemberRow } from './serialize.ts';

const memberColumns = { userId: users.id, name: users.name, email: users.email, role: teamMembers.role, createdAt: teamMembers.createdAt };

export async function listMembers(db: Db, teamId: number): Promise<MemberRow[]> {
  return db
    .select(memberColumns)
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(eq(teamMembers.teamId, teamId))
    .orderBy(asc(teamMembers.createdAt), asc(users.id));
}

/** One member of the team, or 404: a user outside the team is as unknown as a missing one. */
export async function findMember(db: Db, teamId: number, userId: number): Promise<MemberRow> {
  const [row] = await db
    .select(memberColumns)
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)));
  if (!row) throw notFound('This user is not a member of the team.');
  return row;
}

/**
 * A team must keep at least one owner, or nobody could manage it any more. Runs inside the change's
 * transaction with the team row locked, so two owners demoting each other at once cannot both win.
 */
async function assertNotLastOwner(tx: Db, teamId: number, member: MemberRow, message: string): Promise<void> {
  await tx.select({ id: teams.id }).from(teams).where(eq(teams.id, teamId)).for('update');
  if (member.role !== 'owner') return;
  const [{ owners }] = await tx
    .select({ owners: count() })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.role, 'owner')));
  if (owners <= 1) throw invalid({ role: [message] });
}

export async function changeRole(db: Db, teamId: number, member: MemberRow, role: Role): Promise<MemberRow> {
  await db.transaction(async (tx) => {
    if (role !== 'owner') await assertNotLastOwner(tx, teamId, member, 'The last owner cannot be demoted. Make another member owner first.');
    await tx.update(teamMembers).set({ role }).where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, member.userId)));
  });
  return { ...member, role };
}

/**
 * Removes a member. Their API tokens in the team stop working (a token acts as its creator), and a
 * user whose current team this was moves to their personal team (else their oldest other team).
 */
export async function detach(db: Db, team: TeamRow, member: MemberRow): Promise<void> {
  const teamId = team.id;
  // Every user keeps their personal team, so there is always a team to fall back to.
  if (team.personal && team.ownerId === member.userId) throw invalid({ user_id: ['Nobody can leave their own personal team.'] });
  const others = await db
    .select({ teamId: teams.id, personal: teams.personal, ownerId: teams.ownerId })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(and(eq(teamMembers.userId, member.userId), ne(teamMembers.teamId, teamId)))
    .orderBy(asc(teamMembers.createdAt), asc(teams.id));
  // Defensive: a user without any team could not even be answered (resolveUserTeam needs one).
  if (others.length === 0) throw invalid({ user_id: [`This is the only team of ${member.name}, so they cannot leave it.`] });
  const next = others.find((t) => t.personal && t.ownerId === member.userId) ?? others[0];
  await db.transaction(async (tx) => {
    await assertNotLastOwner(tx, teamId, member, 'The last owner cannot leave the team. Make another member owner first.');
    await tx.delete(teamMembers).where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, member.userId)));
    await tx
      .update(apiTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(apiTokens.teamId, teamId), eq(apiTokens.createdById, member.userId), isNull(apiTokens.revokedAt)));
    await tx.update(users).set({ currentTeamId: next.teamId }).where(and(eq(users.id, member.userId), eq(users.currentTeamId, teamId)));
  });
}
