/**
 * An admin creates an account directly in their team. The account has no password and is not
 * verified: its owner gets a mail with a one-time link to choose a password, and using it proves the
 * address. Until then nothing (a Google sign-in included) can take the account over.
 */
import { eq } from 'drizzle-orm';
import type { Role } from '../../resources/access/roles.ts';
import { addMember, createUser, findUserByEmail } from '../accounts/users.ts';
import { createResetLink } from '../auth/password-reset.ts';
import type { AppContext } from '../context.ts';
import { users, type TeamRow } from '../db/schema/index.ts';
import { invalid } from '../http/errors.ts';
import { accountCreatedMail } from '../mail/templates.ts';
import { findMember } from './members.ts';
import type { MemberRow } from './serialize.ts';

/** Creates the account as a member of `team`, mails its owner the link to choose a password, and answers the new member. */
export async function createTeamUser(ctx: AppContext, team: TeamRow, input: { name: string; email: string; role: Role }): Promise<MemberRow> {
  const { db } = ctx.database;
  const { name, email, role } = input;
  // An existing account belongs to somebody who must agree to join: that is what invitations are for.
  if (await findUserByEmail(db, email)) throw invalid({ email: ['An account with this email address already exists. Invite it to the team instead.'] });
  const user = await db.transaction(async (tx) => {
    const created = await createUser(tx, { name, email, verified: false });
    await addMember(tx, team.id, created.id, role);
    // They were created for this team, so that is where their first sign-in lands.
    const [updated] = await tx.update(users).set({ currentTeamId: team.id }).where(eq(users.id, created.id)).returning();
    return updated;
  });
  await ctx.mailer.send(accountCreatedMail(user.email, user.name, team.name, await createResetLink(db, ctx.config.appUrl, user)));
  return findMember(db, team.id, user.id);
}
