import { endpoints } from '../../../resources/account/endpoints.ts';
import { registerBody, signedUpSchema } from '../../../resources/account/schemas.ts';
import { signUp, signUpAnswer } from '../../accounts/registration.ts';
import { authRateLimit } from '../../auth/rate-limit.ts';
import type { RouteModule } from '../../http/zod-app.ts';

export const registrationRoutes: RouteModule = (app, ctx) => {
  app.post(
    endpoints.register,
    {
      config: { auth: 'none', rateLimit: authRateLimit(ctx.config) },
      schema: {
        tags: ['auth'],
        summary: 'Sign up: the same answer whether or not the address has an account; a mail says what follows (a verification link, or a note to the existing owner)',
        security: [],
        body: registerBody,
        response: { 201: signedUpSchema },
      },
    },
    async (request, reply) => {
      const { name, email, password } = request.body;
      const ticket = await signUp(ctx, request.log, { name, email, password });
      return reply.status(201).send({ message: signUpAnswer(email), signup_ticket: ticket });
    },
  );
};
