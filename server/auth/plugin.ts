/**
 * Authentication and access for every route, declared in the route's `config`:
 *   auth: 'required' (default) | 'optional' | 'none'
 *   verified: true (default for required) — an unverified user gets 409
 *   access: { resource, action } — can() in the caller's current team
 *   teamAccess: { resource, action } — can() in the team the path's :id names (404 when not theirs)
 *   sessionOnly: true — a person's act; a team API token gets 403
 * Runs on onRequest, so a caller without rights learns nothing from validation errors. Every API
 * route's rule is kept (routeRules) so a test can walk them all against can().
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { API_BASE } from '../../resources/account/endpoints.ts';
import { can, denialMessage, TOKEN_ROLE_CAP, type Actor } from '../../resources/access/can.ts';
import type { ResourceName } from '../../resources/access/names.ts';
import { weaker } from '../../resources/access/roles.ts';
import type { Db } from '../db/client.ts';
import type { Caller } from '../domains/caller.ts';
import { forbidden, sessionExpired, unauthorized, unverified } from '../http/errors.ts';
import { resolveBearer } from './sessions.ts';
import type { AuthContext } from './auth-context.ts';
import { areasOf, teamFor, type TeamAccess } from './team-access.ts';
import { pointedTeam, resolveUserTeam } from './team-context.ts';

export { areasOf };

export type { AuthContext };

export interface AccessConfig {
  resource: ResourceName;
  action: string;
}

/** What a route declares about who may call it (see the top of this file). */
export interface RouteRule {
  method: string;
  url: string;
  auth: 'required' | 'optional' | 'none';
  access?: AccessConfig;
  teamAccess?: AccessConfig;
  sessionOnly?: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: 'required' | 'optional' | 'none';
    verified?: boolean;
    access?: AccessConfig;
    teamAccess?: AccessConfig;
    sessionOnly?: boolean;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
    teamAccess: TeamAccess | null;
  }
}

/** The caller's context on a route that requires sign-in (the hook guarantees it). */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/** Whom a domain service acts for on a route that requires sign-in: the caller's current team and user. */
export function callerOf(request: FastifyRequest): Caller {
  const auth = authOf(request);
  return { teamId: auth.team.id, userId: auth.user.id };
}

/** The team the path names and the caller's rights there, on a route that declares teamAccess. */
export function teamAccessOf(request: FastifyRequest): TeamAccess {
  if (!request.teamAccess) throw new Error(`${request.routeOptions.url} declares no teamAccess`);
  return request.teamAccess;
}

export async function authenticate(db: Db, header: string | undefined): Promise<AuthContext | 'expired' | null> {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  if (!match) return null;
  const resolved = await resolveBearer(db, match[1]);
  if (resolved.kind === 'expired') return 'expired';
  if (resolved.kind === 'invalid') return null;
  if (resolved.kind === 'api') {
    const { user, token, team, creatorRole } = resolved;
    // A token acts with its creator's rights as they are now, capped at member, never as platform staff.
    const role = weaker(creatorRole, TOKEN_ROLE_CAP);
    const actor: Actor = { id: user.id, is_staff: false, role, via_token: true, areas: areasOf(team) };
    return { user, kind: 'api', apiTokenId: token.id, team, role, viewing: false, actor };
  }
  const { user, tokenId, pointed } = resolved;
  const { team, role, viewing } = pointedTeam(user, pointed.team, pointed.role) ?? (await resolveUserTeam(db, user));
  return { user, kind: 'session', sessionId: tokenId, team, role, viewing, actor: { id: user.id, is_staff: user.isStaff, role, areas: areasOf(team) } };
}

const rulesByApp = new WeakMap<FastifyInstance, RouteRule[]>();

/** Every API route's declared access rule, in registration order. */
export function routeRules(app: FastifyInstance): readonly RouteRule[] {
  return rulesByApp.get(app) ?? [];
}

const PATH_ID = /^\d{1,10}$/;

export const authPlugin = fp<{ db: Db }>(async (app: FastifyInstance, { db }) => {
  app.decorateRequest('auth', null);
  app.decorateRequest('teamAccess', null);
  const rules: RouteRule[] = [];
  rulesByApp.set(app, rules);
  app.addHook('onRoute', (route) => {
    if (!route.url?.startsWith(API_BASE)) return;
    const config = route.config ?? {};
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      rules.push({ method, url: route.url, auth: config.auth ?? 'required', access: config.access, teamAccess: config.teamAccess, sessionOnly: config.sessionOnly });
    }
  });

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
    if (config.sessionOnly && result.kind !== 'session') throw forbidden('API tokens act for their own team only; sign in to do this.');
    if (config.access) {
      const decision = can(result.actor, config.access);
      if (!decision.can) throw forbidden(denialMessage(decision));
    }
    if (config.teamAccess) {
      // A malformed :id is left to the route's validation (422); a well-formed one is judged here.
      const id = (request.params as { id?: string }).id ?? '';
      if (PATH_ID.test(id) && Number(id) <= 2_147_483_647) request.teamAccess = await teamFor(db, result, Number(id), config.teamAccess.resource, config.teamAccess.action);
    }
  });
});
