import { z } from 'zod';
import { emailVerifiedSchema, messageSchema, SIGNUP_TICKET_HEADER } from '../../../resources/account/schemas.ts';
import { verifyEmail } from '../../auth/email-verification.ts';
import { authOf } from '../../auth/plugin.ts';
import { authRateLimit } from '../../auth/rate-limit.ts';
import { sendVerificationMail } from '../../auth/send-verification.ts';
import type { RouteModule } from '../../http/zod-app.ts';

const tags = ['auth'];

export const emailVerificationRoutes: RouteModule = (app, ctx) => {
  app.post(
    '/v1/email/verification-notification',
    { config: { verified: false, rateLimit: authRateLimit(ctx.config), access: { resource: 'account', action: 'edit' } }, schema: { tags, summary: 'Send the verification link again', response: { 200: messageSchema, 202: messageSchema } } },
    async (request, reply) => {
      const { user } = authOf(request);
      if (user.emailVerifiedAt) return { message: 'Your email address is already verified.' };
      await sendVerificationMail(ctx, user);
      return reply.status(202).send({ message: 'We sent a new verification link to your email address.' });
    },
  );

  app.get(
    '/v1/verify-email/:id/:hash',
    {
      config: { auth: 'none' },
      schema: {
        tags,
        summary: `Verify an email address with the signed link from the mail; the browser that signed up sends its ticket (${SIGNUP_TICKET_HEADER}) and is signed in`,
        security: [],
        params: z.object({ id: z.string().regex(/^\d{1,9}$/), hash: z.string().max(100) }),
        querystring: z.object({ expires: z.string().regex(/^\d{1,15}$/), signature: z.string().max(200) }),
        headers: z.looseObject({ [SIGNUP_TICKET_HEADER]: z.string().max(200).optional() }),
        response: { 200: emailVerifiedSchema },
      },
    },
    async (request) => {
      const session = await verifyEmail(ctx, { ...request.params, ...request.query }, request.headers[SIGNUP_TICKET_HEADER], request.headers['user-agent']);
      return { message: 'Your email address is verified.', ...session };
    },
  );
};
