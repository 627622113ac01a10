/**
 * Sign-in sessions and team API tokens: issue, resolve from a bearer header, revoke.
 * Both are random secrets stored only as hashes, each with an expiry.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { accessTokens, apiTokens, users } from '../db/schema/index.ts';
import { newSecret, sha256 } from './secrets.ts';

export const SESSION_PREFIX = 'pst';
export const API_TOKEN_PREFIX = 'pat';

export type UserRow = typeof users.$inferSelect;
export type ApiTokenRow = typeof apiTokens.$inferSelect;

export interface IssuedSession {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
}

export async function issueSession(db: Db, userId: number, ttlSeconds: number, userAgent?: string): Promise<IssuedSession> {
  const token = newSecret(SESSION_PREFIX);
  await db.insert(accessTokens).values({
    userId,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + ttlSeconds * 1000),
    userAgent: userAgent?.slice(0, 300) ?? null,
  });
  return { access_token: token, token_type: 'Bearer', expires_in: ttlSeconds };
}

export type Resolved =
  | { kind: 'session'; user: UserRow; tokenId: number }
  | { kind: 'api'; user: UserRow; token: ApiTokenRow }
  | { kind: 'expired' }
  | { kind: 'invalid' };

export async function resolveBearer(db: Db, secret: string): Promise<Resolved> {
  const hash = sha256(secret);
  if (secret.startsWith(`${API_TOKEN_PREFIX}_`)) {
    const [row] = await db
      .select({ token: apiTokens, user: users })
      .from(apiTokens)
      .innerJoin(users, eq(users.id, apiTokens.createdById))
      .where(and(eq(apiTokens.tokenHash, hash), isNull(apiTokens.revokedAt)));
    if (!row) return { kind: 'invalid' };
    if (row.token.expiresAt && row.token.expiresAt < new Date()) return { kind: 'expired' };
    await touch(db, apiTokens, row.token.id, row.token.lastUsedAt);
    return { kind: 'api', user: row.user, token: row.token };
  }
  const [row] = await db
    .select({ id: accessTokens.id, expiresAt: accessTokens.expiresAt, lastUsedAt: accessTokens.lastUsedAt, user: users })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .where(and(eq(accessTokens.tokenHash, hash), isNull(accessTokens.revokedAt)));
  if (!row) return { kind: 'invalid' };
  if (row.expiresAt < new Date()) return { kind: 'expired' };
  await touch(db, accessTokens, row.id, row.lastUsedAt);
  return { kind: 'session', user: row.user, tokenId: row.id };
}

export async function revokeSession(db: Db, tokenId: number): Promise<void> {
  await db.update(accessTokens).set({ revokedAt: new Date() }).where(eq(accessTokens.id, tokenId));
}

export async function revokeAllSessions(db: Db, userId: number): Promise<void> {
  await db
    .update(accessTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(accessTokens.userId, userId), isNull(accessTokens.revokedAt)));
}

/** last_used_at is informative only: write it at most once a minute per token. */
async function touch(db: Db, table: typeof accessTokens | typeof apiTokens, id: number, last: Date | null) {
  if (last && Date.now() - last.getTime() < 60_000) return;
  await db.update(table).set({ lastUsedAt: new Date() }).where(eq(table.id, id));
}
