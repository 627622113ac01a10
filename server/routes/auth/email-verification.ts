import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { emailVerifiedSchema, messageSchema, SIGNUP_TICKET_HEADER } from '../../../resources/account/schemas.ts';
import { markVerified } from '../../accounts/users.ts';
import { authOf } from '../../auth/plugin.ts';
import { authRateLimit } from '../../auth/rate-limit.ts';
import { sha256 } from '../../auth/secrets.ts';
import { sendVerificationMail } from '../../auth/send-verification.ts';
import { issueSession } from '../../auth/sessions.ts';
import { checkVerification } from '../../auth/verification-link.ts';
import { users } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import type { RouteModule } from '../../http/zod-app.ts';

const tags = ['auth'];

export const emailVerificationRoutes: RouteModule = (app, ctx) => {
  const { db } = ctx.database;
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
      const params = { ...request.params, ...request.query };
      const [user] = await db.select().from(users).where(eq(users.id, Number(params.id)));
      const result = checkVerification(ctx.appKey, params, user);
      if (result === 'expired') throw new HttpError(403, 'This verification link has expired. Sign in and ask for a new one.');
      if (result === 'invalid' || !user) throw new HttpError(403, 'This verification link is not valid. Sign in and ask for a new one.');
      const ticket = request.headers[SIGNUP_TICKET_HEADER];
      // Only the first verification, in the browser holding the sign-up's ticket, signs in: the ticket is used up here.
      const claimed =
        typeof ticket === 'string' && !user.emailVerifiedAt && user.signupTicketHash
          ? await db
              .update(users)
              .set({ signupTicketHash: null })
              .where(and(eq(users.id, user.id), eq(users.signupTicketHash, sha256(ticket)), isNull(users.emailVerifiedAt)))
              .returning({ id: users.id })
          : [];
      await markVerified(db, user.id);
      const message = 'Your email address is verified.';
      if (!claimed.length) return { message };
      return { message, ...(await issueSession(db, user.id, ctx.config.tokenTtlSeconds, request.headers['user-agent'])) };
    },
  );
};
