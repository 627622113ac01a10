/**
 * Authentication and access for every route, declared in the route's `config`:
 *   auth: 'required' (default) | 'optional' | 'none'
 *   verified: true (default for required) — an unverified user gets 409
 *   access: { resource, action } — checked with the shared can()
 * Runs on onRequest, so a caller without rights learns nothing from validation errors.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { API_BASE } from '../../resources/account/endpoints.ts';
import { can, type Actor } from '../../resources/access/can.ts';
import type { Role } from '../../resources/access/roles.ts';
import type { Db } from '../db/client.ts';
import { forbidden, sessionExpired, unauthorized, unverified } from '../http/errors.ts';
import { resolveBearer, type UserRow } from './sessions.ts';
import { pointedTeam, resolveUserTeam, type TeamRow } from './team-context.ts';

export interface AuthContext {
  user: UserRow;
  kind: 'session' | 'api';
  /** The sign-in session's id (for logout and refresh); absent for API tokens. */
  sessionId?: number;
  apiTokenId?: number;
  team: TeamRow;
  role: Role | null;
  /** Staff looking at a team through meta.view_team_id. */
  viewing: boolean;
  actor: Actor;
}

export interface AccessConfig {
  resource: string;
  action: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: 'required' | 'optional' | 'none';
    verified?: boolean;
    access?: AccessConfig;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

/** The caller's context on a route that requires sign-in (the hook guarantees it). */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

export async function authenticate(db: Db, header: string | undefined): Promise<AuthContext | 'expired' | null> {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  if (!match) return null;
  const resolved = await resolveBearer(db, match[1]);
  if (resolved.kind === 'expired') return 'expired';
  if (resolved.kind === 'invalid') return null;
  if (resolved.kind === 'api') {
    const { user, token, team } = resolved;
    // A token acts with its team's member rights, never as platform staff.
    const role: Role = 'member';
    return { user, kind: 'api', apiTokenId: token.id, team, role, viewing: false, actor: { id: user.id, is_staff: false, role, via_token: true } };
  }
  const { user, tokenId, pointed } = resolved;
  const { team, role, viewing } = pointedTeam(user, pointed.team, pointed.role) ?? (await resolveUserTeam(db, user));
  return { user, kind: 'session', sessionId: tokenId, team, role, viewing, actor: { id: user.id, is_staff: user.isStaff, role } };
}

export const authPlugin = fp<{ db: Db }>(async (app: FastifyInstance, { db }) => {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    // Only the API authenticates; the docs and the front end's files are public.
    if (request.is404 || !request.routeOptions.url?.startsWith(API_BASE)) return;
    const config = request.routeOptions.config ?? {};
    const mode = config.auth ?? 'required';
    if (mode === 'none') return;
    const result = await authenticate(db, request.headers.authorization);
    if (result === 'expired') {
      if (mode === 'required') throw sessionExpired();
      return;
    }
    request.auth = result;
    if (mode === 'optional') return;
    if (!result) throw unauthorized();
    if ((config.verified ?? true) && !result.user.emailVerifiedAt) throw unverified();
    if (config.access) {
      const decision = can(result.actor, config.access);
      if (!decision.can) throw forbidden(`You are not allowed to do this: ${decision.reason}.`);
    }
  });
});
