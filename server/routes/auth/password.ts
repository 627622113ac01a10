import { eq } from 'drizzle-orm';
import { endpoints } from '../../../resources/account/endpoints.ts';
import { forgotPasswordBody, messageSchema, resetPasswordBody } from '../../../resources/account/schemas.ts';
import { findUserByEmail } from '../../accounts/users.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { consumeResetLink, createResetLink } from '../../auth/password-reset.ts';
import { checkNewPassword } from '../../auth/password-strength.ts';
import { authRateLimit } from '../../auth/rate-limit.ts';
import { afterReply } from '../../http/after-reply.ts';
import { revokeAllSessions } from '../../auth/sessions.ts';
import { users } from '../../db/schema/index.ts';
import { invalid } from '../../http/errors.ts';
import type { RouteModule } from '../../http/zod-app.ts';
import { resetPasswordMail } from '../../mail/templates.ts';

const tags = ['auth'];
// The same answer whether or not the address has an account, so the form cannot be used to probe.
const SENT = 'If an account exists for this address, we sent it a link to reset the password.';

export const passwordRoutes: RouteModule = (app, ctx) => {
  const { db } = ctx.database;
  app.post(
    endpoints.forgotPassword,
    { config: { auth: 'none', rateLimit: authRateLimit(ctx.config) }, schema: { tags, summary: 'Mail a password reset link', security: [], body: forgotPasswordBody, response: { 200: messageSchema } } },
    async (request) => {
      const user = await findUserByEmail(db, request.body.email);
      // The link and the mail come after the answer, so it takes as long without an account as with one.
      if (user) afterReply(ctx, request.log, async () => ctx.mailer.send(resetPasswordMail(user.email, user.name, await createResetLink(db, ctx.config.appUrl, user))));
      return { message: SENT };
    },
  );

  app.post(
    endpoints.resetPassword,
    { config: { auth: 'none', rateLimit: authRateLimit(ctx.config) }, schema: { tags, summary: 'Choose a new password with a reset link', security: [], body: resetPasswordBody, response: { 200: messageSchema } } },
    async (request) => {
      const { token, email, password } = request.body;
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
      return { message: 'Your password was changed. Sign in with the new one.' };
    },
  );
};
