/** One-time password reset links (forgot-password, and accounts an admin creates) and forgot-password's two steps: mailing a link, and choosing a new password with it. */
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { findUserByEmail } from '../accounts/users.ts';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { passwordResets, users, type UserRow } from '../db/schema/index.ts';
import { afterReply } from '../http/after-reply.ts';
import { invalid } from '../http/errors.ts';
import { resetPasswordMail } from '../mail/templates.ts';
import { checkNewPassword } from './password-strength.ts';
import { hashPassword } from './passwords.ts';
import { newSecret, sha256 } from './secrets.ts';
import { revokeAllSessions } from './sessions.ts';

export const RESET_TTL_MS = 60 * 60 * 1000;

export async function createResetLink(db: Db, appUrl: string, user: UserRow): Promise<string> {
  const token = newSecret('prt', 24);
  // A new link replaces any earlier one that was not used.
  await db.update(passwordResets).set({ usedAt: new Date() }).where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
  await db.insert(passwordResets).values({ userId: user.id, tokenHash: sha256(token), expiresAt: new Date(Date.now() + RESET_TTL_MS) });
  return `${appUrl}/password-reset/${token}?email=${encodeURIComponent(user.email)}`;
}

/** Marks the link used and answers its user id, or null when it is unknown, used or expired. */
export async function consumeResetLink(db: Db, token: string, userId: number): Promise<boolean> {
  const used = await db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResets.tokenHash, sha256(token)), eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)))
    .returning();
  return used.length === 1 && used[0].expiresAt > new Date();
}

/** Mails a reset link to the address's account, if there is one; the link and the mail come after the answer, so it takes as long without an account as with one. */
export async function mailResetLink(ctx: AppContext, log: FastifyBaseLogger, email: string): Promise<void> {
  const { db } = ctx.database;
  const user = await findUserByEmail(db, email);
  if (user) afterReply(ctx, log, async () => ctx.mailer.send(resetPasswordMail(user.email, user.name, await createResetLink(db, ctx.config.appUrl, user))));
}

/** Sets the new password with a reset link and signs every session out; a 422 on the email when the link is unknown, used or expired. */
export async function resetPassword(db: Db, input: { token: string; email: string; password: string }): Promise<void> {
  const { token, email, password } = input;
  const user = await findUserByEmail(db, email);
  checkNewPassword(password, [email, user?.name]);
  if (!user || !(await consumeResetLink(db, token, user.id))) {
    throw invalid({ email: ['This password reset link is invalid, used or expired. Ask for a new one.'] });
  }
  // The mail reached its owner, so the address is verified too.
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(password), emailVerifiedAt: user.emailVerifiedAt ?? new Date(), updatedAt: new Date() })
    .where(eq(users.id, user.id));
  await revokeAllSessions(db, user.id);
}
