/**
 * Opening the signed link of a verification mail: the address is proven, and the browser that
 * signed up is signed in (the link alone signs nobody in: a mail may be read elsewhere).
 */
import { and, eq, isNull } from 'drizzle-orm';
import { markVerified } from '../accounts/users.ts';
import type { AppContext } from '../context.ts';
import { users } from '../db/schema/index.ts';
import { HttpError } from '../http/errors.ts';
import { sha256 } from './secrets.ts';
import { issueSession, type IssuedSession } from './sessions.ts';
import { checkVerification, type VerificationParams } from './verification-link.ts';

/**
 * Marks the address verified (a 403 for an expired or forged link). Answers a session only for
 * the first verification in the browser that holds the sign-up's ticket; null otherwise.
 */
export async function verifyEmail(ctx: AppContext, params: VerificationParams, ticket: string | undefined, userAgent: string | undefined): Promise<IssuedSession | null> {
  const { db } = ctx.database;
  const [user] = await db.select().from(users).where(eq(users.id, Number(params.id)));
  const result = checkVerification(ctx.appKey, params, user);
  if (result === 'expired') throw new HttpError(403, 'This verification link has expired. Sign in and ask for a new one.');
  if (result === 'invalid' || !user) throw new HttpError(403, 'This verification link is not valid. Sign in and ask for a new one.');
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
  if (!claimed.length) return null;
  return issueSession(db, user.id, ctx.config.tokenTtlSeconds, userAgent);
}
