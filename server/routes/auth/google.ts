import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { endpoints } from '../../../resources/account/endpoints.ts';
import { tokenResponse } from '../../../resources/account/schemas.ts';
import { createUser, findUserByEmail, markVerified } from '../../accounts/users.ts';
import { createGoogleSignIn, notConfigured, type GoogleIdentity } from '../../auth/google.ts';
import { issueSession } from '../../auth/sessions.ts';
import { users, type UserRow } from '../../db/schema/index.ts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import type { RouteModule } from '../../http/zod-app.ts';

const tags = ['auth'];

export const googleRoutes: RouteModule = (app, ctx) => {
  const { db } = ctx.database;
  const google = ctx.config.google ? createGoogleSignIn(db, ctx.config.google) : null;

  app.get(
    endpoints.googleRedirect,
    { config: { auth: 'none' }, schema: { tags, summary: 'Where to send the browser to sign in with Google', security: [], response: { 200: z.object({ url: z.string() }) } } },
    async () => {
      if (!google) throw notConfigured();
      return { url: await google.authorizationUrl() };
    },
  );

  app.get(
    endpoints.googleCallback,
    {
      config: { auth: 'none' },
      schema: {
        tags,
        summary: 'Finish Google sign-in with the query the provider sent back',
        security: [],
        querystring: z.object({ code: z.string().optional(), state: z.string().optional(), error: z.string().optional() }).catchall(z.string()),
        response: { 200: tokenResponse },
      },
    },
    async (request) => {
      if (!google) throw notConfigured();
      const query = request.query as Record<string, string>;
      if (query.error) throw new HttpError(422, `Google sign-in was cancelled (${query.error}).`);
      const identity = await google.complete(query);
      const user = await userFor(db, identity);
      return issueSession(db, user.id, ctx.config.tokenTtlSeconds, request.headers['user-agent']);
    },
  );
};

/**
 * The account a Google identity signs in to: linked before, matched by email, or new. An account
 * whose own address was never proven (made by an admin, or signed up and not yet confirmed) is not
 * joined to a Google identity: whoever made it might not own the address.
 */
async function userFor(db: Db, identity: GoogleIdentity): Promise<UserRow> {
  const [linked] = await db.select().from(users).where(eq(users.googleSub, identity.sub));
  if (linked) return linked;
  if (!identity.email || !identity.emailVerified) {
    throw new HttpError(422, 'Your Google account has no verified email address, so Parley cannot sign you in with it.');
  }
  const existing = await findUserByEmail(db, identity.email);
  if (existing && !existing.emailVerifiedAt) {
    throw new HttpError(
      403,
      'An account with this address exists but its address is not confirmed yet. Open the link Parley mailed to it, or choose a password with “Forgot password”, then sign in with Google.',
    );
  }
  if (existing) {
    await db.update(users).set({ googleSub: identity.sub }).where(eq(users.id, existing.id));
    await markVerified(db, existing.id);
    return existing;
  }
  return createUser(db, { name: identity.name ?? identity.email.split('@')[0], email: identity.email, verified: true, googleSub: identity.sub });
}
