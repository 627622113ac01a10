/**
 * Team invitations: a one-time secret mailed to an address, kept only as its hash, valid 7 days.
 * Pending = not accepted and not expired; only pending invitations can be seen or accepted.
 */
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { Role } from '../../resources/access/roles.ts';
import { newSecret, sha256 } from '../auth/secrets.ts';
import { teamInvitations, teamMembers, teams, users, type UserRow, type TeamRow } from '../db/schema/index.ts';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { invalid, notFound } from '../http/errors.ts';
import { invitationMail } from '../mail/templates.ts';

export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export type InvitationRow = typeof teamInvitations.$inferSelect;

const pending = () => and(isNull(teamInvitations.acceptedAt), gt(teamInvitations.expiresAt, new Date()));
export const invitationGone = () => notFound('This invitation is not valid any more: it was used, revoked or has expired. Ask the team for a new one.');

export async function listPending(db: Db, teamId: number) {
  return db
    .select({ invitation: teamInvitations, invitedBy: users.name })
    .from(teamInvitations)
    .innerJoin(users, eq(users.id, teamInvitations.invitedById))
    .where(and(eq(teamInvitations.teamId, teamId), pending()))
    .orderBy(asc(teamInvitations.createdAt), asc(teamInvitations.id));
}

export async function createInvitation(ctx: AppContext, team: TeamRow, inviter: UserRow, email: string, role: Role): Promise<InvitationRow> {
  const { db } = ctx.database;
  const [member] = await db
    .select({ id: users.id })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(and(eq(teamMembers.teamId, team.id), eq(users.email, email)));
  if (member) throw invalid({ email: ['This person is already a member of the team.'] });
  const [open] = await db.select({ id: teamInvitations.id }).from(teamInvitations).where(and(eq(teamInvitations.teamId, team.id), eq(teamInvitations.email, email), pending()));
  if (open) throw invalid({ email: ['This address already has a pending invitation. Revoke it to send a new one.'] });

  const token = newSecret('inv');
  const [row] = await db
    .insert(teamInvitations)
    .values({ teamId: team.id, email, role, tokenHash: sha256(token), invitedById: inviter.id, expiresAt: new Date(Date.now() + INVITATION_TTL_MS) })
    .returning();
  await ctx.mailer.send(invitationMail(email, team.name, inviter.name, `${ctx.config.appUrl}/team-invitations/${token}`));
  return row;
}

/** The pending invitation a secret belongs to, with its team; 404 when unknown, used or expired. */
export async function findPending(db: Db, token: string): Promise<{ invitation: InvitationRow; team: TeamRow }> {
  const [row] = await db
    .select({ invitation: teamInvitations, team: teams })
    .from(teamInvitations)
    .innerJoin(teams, eq(teams.id, teamInvitations.teamId))
    .where(and(eq(teamInvitations.tokenHash, sha256(token)), pending()));
  if (!row) throw invitationGone();
  return row;
}

/** Marks the invitation accepted; only one of two concurrent accepts wins, the other gets 404. */
export async function claim(db: Db, invitationId: number): Promise<void> {
  const claimed = await db
    .update(teamInvitations)
    .set({ acceptedAt: new Date() })
    .where(and(eq(teamInvitations.id, invitationId), pending()))
    .returning({ id: teamInvitations.id });
  if (claimed.length !== 1) throw invitationGone();
}

/** Revokes an invitation not accepted yet and answers the address it was for; 404 for one accepted, gone or of another team. */
export async function revokeInvitation(db: Db, teamId: number, invitationId: number): Promise<string> {
  const deleted = await db
    .delete(teamInvitations)
    .where(and(eq(teamInvitations.id, invitationId), eq(teamInvitations.teamId, teamId), isNull(teamInvitations.acceptedAt)))
    .returning({ email: teamInvitations.email });
  if (deleted.length === 0) throw notFound('Invitation not found.');
  return deleted[0].email;
}
