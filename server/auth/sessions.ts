/**
 * Sign-in sessions and team API tokens: issue, resolve from a bearer header, revoke.
 * Both are random secrets stored only as hashes, each with an expiry.
 */
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Role } from '../../resources/access/roles.ts';
import type { Db } from '../db/client.ts';
import { accessTokens, apiTokens, teamMembers, teams, users, type ApiTokenRow, type TeamRow, type UserRow } from '../db/schema/index.ts';
import { newSecret, sha256 } from './secrets.ts';
import { pointedTeamId } from './team-context.ts';

export const SESSION_PREFIX = 'pst';
export const API_TOKEN_PREFIX = 'pat';

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
  /** `pointed` is the team the user's row points at and their role there (see pointedTeam). */
  | { kind: 'session'; user: UserRow; tokenId: number; pointed: { team: TeamRow | null; role: Role | null } }
  /** `creatorRole`: the role the token's creator holds in its team now (the token never exceeds it). */
  | { kind: 'api'; user: UserRow; token: ApiTokenRow; team: TeamRow; creatorRole: Role }
  | { kind: 'expired' }
  | { kind: 'invalid' };

/**
 * The bearer lookups run on every request: each is one statement (token, user and team together),
 * prepared under a fixed name, so PostgreSQL parses and plans it once per connection.
 */
const sessionLookup = (db: Db) =>
  db
    .select({ id: accessTokens.id, expiresAt: accessTokens.expiresAt, lastUsedAt: accessTokens.lastUsedAt, user: users, team: teams, role: teamMembers.role })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .leftJoin(teams, eq(teams.id, pointedTeamId))
    .leftJoin(teamMembers, and(eq(teamMembers.teamId, teams.id), eq(teamMembers.userId, users.id)))
    .where(and(eq(accessTokens.tokenHash, sql.placeholder('hash')), isNull(accessTokens.revokedAt)))
    .prepare('parley_bearer_session');

const apiTokenLookup = (db: Db) =>
  db
    .select({ token: apiTokens, user: users, team: teams, creatorRole: teamMembers.role })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.createdById))
    .innerJoin(teams, eq(teams.id, apiTokens.teamId))
    // A token acts as its creator: once they are no longer a member, it answers nothing (401).
    .innerJoin(teamMembers, and(eq(teamMembers.teamId, apiTokens.teamId), eq(teamMembers.userId, apiTokens.createdById)))
    .where(and(eq(apiTokens.tokenHash, sql.placeholder('hash')), isNull(apiTokens.revokedAt)))
    .prepare('parley_bearer_api');

const lookupsByDb = new WeakMap<Db, { session: ReturnType<typeof sessionLookup>; api: ReturnType<typeof apiTokenLookup> }>();

function lookups(db: Db) {
  let prepared = lookupsByDb.get(db);
  if (!prepared) lookupsByDb.set(db, (prepared = { session: sessionLookup(db), api: apiTokenLookup(db) }));
  return prepared;
}

export async function resolveBearer(db: Db, secret: string): Promise<Resolved> {
  const hash = sha256(secret);
  if (secret.startsWith(`${API_TOKEN_PREFIX}_`)) {
    const [row] = await lookups(db).api.execute({ hash });
    if (!row) return { kind: 'invalid' };
    if (row.token.expiresAt && row.token.expiresAt < new Date()) return { kind: 'expired' };
    await touch(db, apiTokens, row.token.id, row.token.lastUsedAt);
    return { kind: 'api', user: row.user, token: row.token, team: row.team, creatorRole: row.creatorRole };
  }
  const [row] = await lookups(db).session.execute({ hash });
  if (!row) return { kind: 'invalid' };
  if (row.expiresAt < new Date()) return { kind: 'expired' };
  await touch(db, accessTokens, row.id, row.lastUsedAt);
  return { kind: 'session', user: row.user, tokenId: row.id, pointed: { team: row.team, role: row.role } };
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

/** Every session of the user but `keptId`, the one that asked (a new password signs the others out). */
export async function revokeOtherSessions(db: Db, userId: number, keptId: number): Promise<void> {
  await db
    .update(accessTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(accessTokens.userId, userId), ne(accessTokens.id, keptId)));
}

/** last_used_at is informative only: write it at most once a minute per token. */
async function touch(db: Db, table: typeof accessTokens | typeof apiTokens, id: number, last: Date | null) {
  if (last && Date.now() - last.getTime() < 60_000) return;
  await db.update(table).set({ lastUsedAt: new Date() }).where(eq(table.id, id));
}
