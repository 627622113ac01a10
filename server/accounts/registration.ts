/**
 * Sign-up that does not tell whether an address has an account: every attempt does the same work
 * before answering (the password's strength, its hash, one lookup) and answers the same sentence
 * with a fresh ticket. The mail differs, and goes out after the answer: a new address gets its
 * verification link, an existing one a note that somebody tried to sign up with it. The ticket
 * lets the browser that signed up be signed in when it opens the verification link; a ticket for
 * an address that had an account is stored nowhere and does nothing.
 */
import type { FastifyBaseLogger } from 'fastify';
import { hashPassword } from '../auth/passwords.ts';
import { checkNewPassword } from '../auth/password-strength.ts';
import { newSecret, sha256 } from '../auth/secrets.ts';
import { sendVerificationMail } from '../auth/send-verification.ts';
import type { UserRow } from '../db/schema/index.ts';
import type { AppContext } from '../context.ts';
import { afterReply } from '../http/after-reply.ts';
import { HttpError } from '../http/errors.ts';
import { signupAttemptMail } from '../mail/templates.ts';
import { createUser, findUserByEmail } from './users.ts';

export interface SignUp {
  name: string;
  email: string;
  password: string;
}

export const signUpAnswer = (email: string) => `We sent a mail to ${email}. Open the link in it to finish signing up.`;

/** Answers the ticket; the account (or the note to the address's owner) follows after the answer. */
export async function signUp(ctx: AppContext, log: FastifyBaseLogger, input: SignUp): Promise<string> {
  const { db } = ctx.database;
  checkNewPassword(input.password, [input.email, input.name]);
  const passwordHash = await hashPassword(input.password);
  const existing = await findUserByEmail(db, input.email);
  const ticket = newSecret('psu', 24);
  afterReply(ctx, log, async () => {
    if (existing) return tellOwner(ctx, existing);
    const created = await createUser(db, { name: input.name, email: input.email, passwordHash, signupTicketHash: sha256(ticket) }).catch(async (error: unknown) => {
      // Somebody signed up with the same address a moment earlier: theirs stands.
      if (!(error instanceof HttpError && error.statusCode === 422)) throw error;
      const winner = await findUserByEmail(db, input.email);
      if (winner) await tellOwner(ctx, winner);
      return null;
    });
    if (created) await sendVerificationMail(ctx, created);
  });
  return ticket;
}

async function tellOwner(ctx: AppContext, user: UserRow): Promise<void> {
  const { appUrl } = ctx.config;
  const email = encodeURIComponent(user.email);
  await ctx.mailer.send(signupAttemptMail(user.email, user.name, `${appUrl}/login?email=${email}`, `${appUrl}/forget-password?email=${email}`));
}
