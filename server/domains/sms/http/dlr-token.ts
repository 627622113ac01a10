/**
 * The secret in an HTTP route's delivery-receipt address (`/v1/webhooks/sms/{route}/{token}`): a
 * vendor calling it back can sign nothing, so the address itself is the credential. Made the first
 * time an admin looks at it (or the route first sends), replaced on rotation (the old address stops
 * working at once), sealed at rest like the route's password.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { API_BASE } from '../../../../resources/account/endpoints.ts';
import type { DbOrTx } from '../../../db/transaction.ts';
import { smsRoutes } from '../../../db/schema/index.ts';
import { openCredential, sealCredential } from '../../../security/credentials.ts';

/** 192 random bits, URL-safe. */
const newToken = () => randomBytes(24).toString('base64url');

export function dlrPath(routeId: number | string, token: string): string {
  return `/v1/webhooks/sms/${routeId}/${token}`;
}

export function dlrUrl(appUrl: string, routeId: number, token: string): string {
  return `${appUrl}${API_BASE}${dlrPath(routeId, token)}`;
}

/** The route's token, made now if it has none; null when the route is not the team's (or gone). `teamId` null: any team (the sender). */
export async function revealDlrToken(db: DbOrTx, routeId: number, teamId: number | null): Promise<string | null> {
  const mine = teamId === null ? eq(smsRoutes.id, routeId) : and(eq(smsRoutes.id, routeId), eq(smsRoutes.team_id, teamId));
  const read = async () => (await db.select({ token: smsRoutes.dlr_token }).from(smsRoutes).where(mine))[0];
  const row = await read();
  if (!row) return null;
  if (row.token) return openCredential(row.token);
  // Two first looks at once agree on one token: only the first write lands.
  await db.update(smsRoutes).set({ dlr_token: sealCredential(newToken()) }).where(and(mine, isNull(smsRoutes.dlr_token)));
  const stored = await read();
  return stored?.token ? openCredential(stored.token) : null;
}

export async function rotateDlrToken(db: DbOrTx, routeId: number, teamId: number): Promise<string | null> {
  const token = newToken();
  const rows = await db
    .update(smsRoutes)
    .set({ dlr_token: sealCredential(token) })
    .where(and(eq(smsRoutes.id, routeId), eq(smsRoutes.team_id, teamId)))
    .returning({ id: smsRoutes.id });
  return rows.length ? token : null;
}

/** The HTTP route the address names, when its token is the one given; null otherwise (no hint which part was wrong). */
export async function routeByDlrToken(db: DbOrTx, routeId: number, token: string): Promise<typeof smsRoutes.$inferSelect | null> {
  const [route] = await db.select().from(smsRoutes).where(eq(smsRoutes.id, routeId));
  if (!route?.dlr_token || route.protocol !== 'http') return null;
  const expected = Buffer.from(openCredential(route.dlr_token));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given) ? route : null;
}
