import { endpoints } from '../../../resources/account/endpoints.ts';
import { loginBody, messageSchema, tokenResponse } from '../../../resources/account/schemas.ts';
import { findUserByEmail } from '../../accounts/users.ts';
import { verifyPassword } from '../../auth/passwords.ts';
import { authOf } from '../../auth/plugin.ts';
import { authRateLimit } from '../../auth/rate-limit.ts';
import { issueSession, revokeSession } from '../../auth/sessions.ts';
import { HttpError, invalid } from '../../http/errors.ts';
import type { RouteModule } from '../../http/zod-app.ts';

const tags = ['auth'];
const sessionOnly = () => new HttpError(422, 'API tokens are not refreshed or logged out; revoke them under Settings → API tokens.');

export const sessionRoutes: RouteModule = (app, { database: { db }, config }) => {
  app.post(
    endpoints.login,
    { config: { auth: 'none', rateLimit: authRateLimit(config) }, schema: { tags, summary: 'Sign in with email and password', security: [], body: loginBody, response: { 200: tokenResponse } } },
    async (request) => {
      const user = await findUserByEmail(db, request.body.email);
      if (!(await verifyPassword(user?.passwordHash, request.body.password)) || !user) {
        throw invalid({ email: ['These credentials do not match our records.'] });
      }
      return issueSession(db, user.id, config.tokenTtlSeconds, request.headers['user-agent']);
    },
  );

  app.post(
    endpoints.refresh,
    { config: { verified: false, rateLimit: authRateLimit(config) }, schema: { tags, summary: 'Exchange the current token for a new one (the old one stops working)', response: { 200: tokenResponse } } },
    async (request) => {
      const auth = authOf(request);
      if (auth.kind !== 'session' || !auth.sessionId) throw sessionOnly();
      const next = await issueSession(db, auth.user.id, config.tokenTtlSeconds, request.headers['user-agent']);
      await revokeSession(db, auth.sessionId);
      return next;
    },
  );

  app.post(
    endpoints.logout,
    { config: { verified: false }, schema: { tags, summary: 'Revoke the current token', response: { 200: messageSchema } } },
    async (request) => {
      const auth = authOf(request);
      if (auth.kind !== 'session' || !auth.sessionId) throw sessionOnly();
      await revokeSession(db, auth.sessionId);
      return { message: 'Signed out.' };
    },
  );
};
