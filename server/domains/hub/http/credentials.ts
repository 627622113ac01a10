/**
 * An HTTP endpoint's credentials (docs/areas/hub.md#http-clients): its API key for the JSON API —
 * 256 random bits, answered once when made and kept only as its SHA-256 — and the secret its JSON
 * receipts are signed with, sealed at rest, made the first time an admin looks and replaced when
 * one rotates it (the old one stops at once).
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { hubEndpoints } from '../../../db/schema/index.ts';
import { notFound } from '../../../http/errors.ts';
import { openCredential, sealCredential } from '../../../security/credentials.ts';
import type { Caller } from '../../caller.ts';

/** The prefix tells a reader of a client's config what the key is. */
export const newApiKey = () => `phk_${randomBytes(32).toString('base64url')}`;
export const newSigningSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;
export const hashApiKey = (key: string) => createHash('sha256').update(key, 'utf8').digest('hex');

const mine = (caller: Caller, id: number) => and(eq(hubEndpoints.id, id), eq(hubEndpoints.team_id, caller.teamId));
const touched = (caller: Caller) => ({ version: sql`${hubEndpoints.version} + 1`, updated_at: sql`now()`, updated_by_id: caller.userId });

export async function rotateApiKey(db: Db, caller: Caller, id: number): Promise<{ api_key: string; api_key_set_at: string }> {
  const key = newApiKey();
  const [row] = await db
    .update(hubEndpoints)
    .set({ api_key_hash: hashApiKey(key), api_key_set_at: sql`now()`, ...touched(caller) })
    .where(mine(caller, id))
    .returning({ at: hubEndpoints.api_key_set_at });
  if (!row?.at) throw notFound();
  return { api_key: key, api_key_set_at: row.at.toISOString() };
}

export async function rotateSigningSecret(db: Db, caller: Caller, id: number): Promise<{ signing_secret: string }> {
  const secret = newSigningSecret();
  const [row] = await db
    .update(hubEndpoints)
    .set({ signing_secret: sealCredential(secret), signing_secret_rotated_at: sql`now()`, ...touched(caller) })
    .where(mine(caller, id))
    .returning({ id: hubEndpoints.id });
  if (!row) throw notFound();
  return { signing_secret: secret };
}

/** The endpoint's signing secret, made on first view (two first views at once keep the one written first). */
export async function revealSigningSecret(db: Db, teamId: number, id: number): Promise<{ secret: string; apiKeySetAt: Date | null }> {
  const where = and(eq(hubEndpoints.id, id), eq(hubEndpoints.team_id, teamId));
  await db
    .update(hubEndpoints)
    .set({ signing_secret: sealCredential(newSigningSecret()), signing_secret_rotated_at: sql`now()` })
    .where(and(where, isNull(hubEndpoints.signing_secret)));
  const [row] = await db.select({ secret: hubEndpoints.signing_secret, apiKeySetAt: hubEndpoints.api_key_set_at }).from(hubEndpoints).where(where);
  if (!row?.secret) throw notFound();
  return { secret: openCredential(row.secret), apiKeySetAt: row.apiKeySetAt };
}

/** For signing a receipt: the secret as it is now, made if no admin has looked yet (the client learns it when one does). */
export async function signingSecretOf(db: Db, teamId: number, endpointId: number): Promise<string> {
  return (await revealSigningSecret(db, teamId, endpointId)).secret;
}
