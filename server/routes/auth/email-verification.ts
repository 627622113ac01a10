import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { messageSchema } from '../../../resources/account/schemas.ts';
import { markVerified } from '../../accounts/users.ts';
import { authOf } from '../../auth/plugin.ts';
import { authRateLimit } from '../../auth/rate-limit.ts';
import { sendVerificationMail } from '../../auth/send-verification.ts';
import { checkVerification } from '../../auth/verification-link.ts';
import { users } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import type { RouteModule } from '../../http/zod-app.ts';

const tags = ['auth'];

export const emailVerificationRoutes: RouteModule = (app, ctx) => {
  const { db } = ctx.database;
  app.post(
    '/v1/email/verification-notification',
    { config: { verified: false, rateLimit: authRateLimit(ctx.config) }, schema: { tags, summary: 'Send the verification link again', response: { 200: messageSchema, 202: messageSchema } } },
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
        summary: 'Verify an email address with the signed link from the mail',
        security: [],
        params: z.object({ id: z.string().regex(/^\d+$/), hash: z.string().max(100) }),
        querystring: z.object({ expires: z.string().regex(/^\d+$/), signature: z.string().max(200) }),
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      const params = { ...request.params, ...request.query };
      const [user] = await db.select().from(users).where(eq(users.id, Number(params.id)));
      const result = checkVerification(ctx.appKey, params, user);
      if (result === 'expired') throw new HttpError(403, 'This verification link has expired. Sign in and ask for a new one.');
      if (result === 'invalid' || !user) throw new HttpError(403, 'This verification link is not valid. Sign in and ask for a new one.');
      await markVerified(db, user.id);
      return { message: 'Your email address is verified.' };
    },
  );
};
