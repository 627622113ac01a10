import { endpoints } from '../../../resources/account/endpoints.ts';
import { registerBody, tokenResponse } from '../../../resources/account/schemas.ts';
import { createUser } from '../../accounts/users.ts';
import { authRateLimit } from '../../auth/rate-limit.ts';
import { issueSession } from '../../auth/sessions.ts';
import { sendVerificationMail } from '../../auth/send-verification.ts';
import type { RouteModule } from '../../http/zod-app.ts';

export const registrationRoutes: RouteModule = (app, ctx) => {
  const { db } = ctx.database;
  app.post(
    endpoints.register,
    { config: { auth: 'none', rateLimit: authRateLimit(ctx.config) }, schema: { tags: ['auth'], summary: 'Create an account (with a personal team) and sign in', security: [], body: registerBody, response: { 201: tokenResponse } } },
    async (request, reply) => {
      const { name, email, password } = request.body;
      const user = await createUser(db, { name, email, password });
      await sendVerificationMail(ctx, user);
      return reply.status(201).send(await issueSession(db, user.id, ctx.config.tokenTtlSeconds, request.headers['user-agent']));
    },
  );
};
