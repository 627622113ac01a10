/** The signed-in user changing their own account: name, language, email and password. */
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { updateUserBody } from '../../resources/account/schemas.ts';
import { findUserByEmail } from '../accounts/users.ts';
import type { AppContext } from '../context.ts';
import { users } from '../db/schema/index.ts';
import { invalid } from '../http/errors.ts';
import type { AuthContext } from './auth-context.ts';
import { checkNewPassword } from './password-strength.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { sendVerificationMail } from './send-verification.ts';
import { revokeOtherSessions } from './sessions.ts';

/**
 * Applies the changes and answers the caller's context with the updated user. The email and the
 * password need the current password (whoever holds an open session must not take the account);
 * a new email is unverified until its link is opened.
 */
export async function updateProfile(ctx: AppContext, auth: AuthContext, input: z.infer<typeof updateUserBody>): Promise<AuthContext> {
  const { db } = ctx.database;
  const { name, locale, email, password, current_password } = input;
  if (password) checkNewPassword(password, [email ?? auth.user.email, name ?? auth.user.name]);
  const changes: Partial<typeof users.$inferInsert> = { updatedAt: new Date() };
  if (name) changes.name = name;
  if (locale) changes.locale = locale;
  if (email || password) {
    if (!(await verifyPassword(auth.user.passwordHash, current_password ?? ''))) {
      throw invalid({ current_password: ['The current password is not correct.'] });
    }
  }
  const emailChanged = !!email && email !== auth.user.email;
  if (emailChanged) {
    const taken = await findUserByEmail(db, email);
    if (taken) throw invalid({ email: ['An account with this email address already exists.'] });
    Object.assign(changes, { email, emailVerifiedAt: null });
  }
  if (password) changes.passwordHash = await hashPassword(password);
  const [updated] = await db.update(users).set(changes).where(eq(users.id, auth.user.id)).returning();
  // A new password signs out every other session.
  if (password && auth.sessionId) await revokeOtherSessions(db, updated.id, auth.sessionId);
  if (emailChanged) await sendVerificationMail(ctx, updated);
  return { ...auth, user: updated };
}
