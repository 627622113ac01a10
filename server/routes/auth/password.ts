import { endpoints } from '../../../resources/account/endpoints.ts';
import { forgotPasswordBody, messageSchema, resetPasswordBody } from '../../../resources/account/schemas.ts';
import { mailResetLink, resetPassword } from '../../auth/password-reset.ts';
import { authRateLimit } from '../../auth/rate-limit.ts';
import type { RouteModule } from '../../http/zod-app.ts';

const tags = ['auth'];
// The same answer whether or not the address has an account, so the form cannot be used to probe.
const SENT = 'If an account exists for this address, we sent it a link to reset the password.';

export const passwordRoutes: RouteModule = (app, ctx) => {
  app.post(
    endpoints.forgotPassword,
    { config: { auth: 'none', rateLimit: authRateLimit(ctx.config) }, schema: { tags, summary: 'Mail a password reset link', security: [], body: forgotPasswordBody, response: { 200: messageSchema } } },
    async (request) => {
      await mailResetLink(ctx, request.log, request.body.email);
      return { message: SENT };
    },
  );

  app.post(
    endpoints.resetPassword,
    { config: { auth: 'none', rateLimit: authRateLimit(ctx.config) }, schema: { tags, summary: 'Choose a new password with a reset link', security: [], body: resetPasswordBody, response: { 200: messageSchema } } },
    async (request) => {
      await resetPassword(ctx.database.db, request.body);
      return { message: 'Your password was changed. Sign in with the new one.' };
    },
  );
};
