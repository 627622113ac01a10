import { eq } from 'drizzle-orm';
import { endpoints } from '../../../resources/account/endpoints.ts';
import { updateUserBody, userSchema } from '../../../resources/account/schemas.ts';
import { findUserByEmail, serializeUser } from '../../accounts/users.ts';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import { checkNewPassword } from '../../auth/password-strength.ts';
import { authOf } from '../../auth/plugin.ts';
import { sendVerificationMail } from '../../auth/send-verification.ts';
import { accessTokens, users } from '../../db/schema/index.ts';
import { invalid } from '../../http/errors.ts';
import type { RouteModule } from '../../http/zod-app.ts';
import { and, ne } from 'drizzle-orm';

const tags = ['account'];

export const userRoutes: RouteModule = (app, ctx) => {
  const { db } = ctx.database;
  app.get(
    endpoints.user,
    { config: { verified: false }, schema: { tags, summary: 'The signed-in user with their current team', response: { 200: userSchema } } },
    async (request) => serializeUser(authOf(request)),
  );

  app.put(
    endpoints.user,
    {
      config: { verified: false, access: { resource: 'account', action: 'edit' } },
      schema: { tags, summary: 'Change name, language, email or password (a signed-in session; API tokens are refused)', body: updateUserBody, response: { 200: userSchema } },
    },
    async (request) => {
      const auth = authOf(request);
      const { name, locale, email, password, current_password } = request.body;
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
      if (password && auth.sessionId) {
        // A new password signs out every other session.
        await db.update(accessTokens).set({ revokedAt: new Date() }).where(and(eq(accessTokens.userId, updated.id), ne(accessTokens.id, auth.sessionId)));
      }
      if (emailChanged) await sendVerificationMail(ctx, updated);
      return serializeUser({ ...auth, user: updated });
    },
  );
};
