/** One-time password reset links, used by forgot-password and by accounts an admin creates. */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { passwordResets, type UserRow } from '../db/schema/index.ts';
import { newSecret, sha256 } from './secrets.ts';

export const RESET_TTL_MS = 60 * 60 * 1000;

export async function createResetLink(db: Db, appUrl: string, user: UserRow): Promise<string> {
  const token = newSecret('prt', 24);
  // A new link replaces any earlier one that was not used.
  await db.update(passwordResets).set({ usedAt: new Date() }).where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
  await db.insert(passwordResets).values({ userId: user.id, tokenHash: sha256(token), expiresAt: new Date(Date.now() + RESET_TTL_MS) });
  return `${appUrl}/password-reset/${token}?email=${encodeURIComponent(user.email)}`;
}

/** Marks the link used and answers its user id, or null when it is unknown, used or expired. */
export async function consumeResetLink(db: Db, token: string, userId: number): Promise<boolean> {
  const used = await db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResets.tokenHash, sha256(token)), eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)))
    .returning();
  return used.length === 1 && used[0].expiresAt > new Date();
}
