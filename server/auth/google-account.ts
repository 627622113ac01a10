/** The end of a Google sign-in: which Parley account the identity signs in to, and its session. */
import { eq } from 'drizzle-orm';
import { createUser, findUserByEmail, markVerified } from '../accounts/users.ts';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { users, type UserRow } from '../db/schema/index.ts';
import { HttpError } from '../http/errors.ts';
import type { createGoogleSignIn, GoogleIdentity } from './google.ts';
import { issueSession, type IssuedSession } from './sessions.ts';

export type GoogleSignIn = ReturnType<typeof createGoogleSignIn>;

/** Takes the query the provider sent back to a session; the provider's own refusal (`error`) is answered before the exchange. */
export async function finishGoogleSignIn(ctx: AppContext, google: GoogleSignIn, query: Record<string, string>, userAgent: string | undefined): Promise<IssuedSession> {
  const { db } = ctx.database;
  if (query.error) throw new HttpError(422, `Google sign-in was cancelled (${query.error}).`);
  const identity = await google.complete(query);
  const user = await userFor(db, identity);
  return issueSession(db, user.id, ctx.config.tokenTtlSeconds, userAgent);
}

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
