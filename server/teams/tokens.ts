/**
 * Team API tokens: a random secret answered once at creation, then kept only as its hash. A token
 * acts as its creator (server/auth/sessions.ts), so it is listed with their name.
 */
import { and, desc, eq, isNull } from 'drizzle-orm';
import { newSecret, sha256 } from '../auth/secrets.ts';
import { API_TOKEN_PREFIX } from '../auth/sessions.ts';
import type { Db } from '../db/client.ts';
import { apiTokens, users, type ApiTokenRow } from '../db/schema/index.ts';
import { notFound } from '../http/errors.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The team's tokens not revoked, newest first; an expired one stays listed until somebody revokes it. */
export async function listTokens(db: Db, teamId: number): Promise<{ token: ApiTokenRow; createdBy: string }[]> {
  return db
    .select({ token: apiTokens, createdBy: users.name })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.createdById))
    .where(and(eq(apiTokens.teamId, teamId), isNull(apiTokens.revokedAt)))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
}

/** Makes a token for the team; the secret is in this answer only (the row keeps its hash and first characters). */
export async function createToken(db: Db, teamId: number, creatorId: number, input: { name: string; expires_in_days?: number | null }): Promise<{ row: ApiTokenRow; secret: string }> {
  // The prefix is how sessions.ts tells a team token from a sign-in session.
  const secret = newSecret(API_TOKEN_PREFIX);
  const [row] = await db
    .insert(apiTokens)
    .values({
      teamId,
      name: input.name,
      prefix: secret.slice(0, 10),
      tokenHash: sha256(secret),
      createdById: creatorId,
      expiresAt: input.expires_in_days ? new Date(Date.now() + input.expires_in_days * DAY_MS) : null,
    })
    .returning();
  return { row, secret };
}

/** Revokes a token of the team at once and answers its name; 404 for one revoked already or of another team. */
export async function revokeToken(db: Db, teamId: number, tokenId: number): Promise<string> {
  const revoked = await db
    .update(apiTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiTokens.id, tokenId), eq(apiTokens.teamId, teamId), isNull(apiTokens.revokedAt)))
    .returning({ name: apiTokens.name });
  if (revoked.length === 0) throw notFound('API token not found.');
  return revoked[0].name;
}
