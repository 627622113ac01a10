/**
 * Access to a team named in the path (/v1/teams/:id/...). The route-level `access` config judges the
 * caller's *current* team, so these routes look up the caller's role in team :id instead and ask the
 * same pure can(). Another team answers 404 (its existence is not revealed); a team the caller
 * belongs to without the needed role answers 403.
 */
import { eq } from 'drizzle-orm';
import { can, type AccessRequest, type Actor } from '../../resources/access/can.ts';
import type { Role } from '../../resources/access/roles.ts';
import type { AuthContext } from '../auth/plugin.ts';
import { membershipRole, type TeamRow } from '../auth/team-context.ts';
import type { Db } from '../db/client.ts';
import { teams } from '../db/schema/index.ts';
import { forbidden, notFound } from '../http/errors.ts';

export interface TeamAccess {
  team: TeamRow;
  /** The caller as can() sees them in this team. */
  actor: Actor;
}

export const teamNotFound = () => notFound('Team not found.');

/** Loads team `teamId` if the caller may do `action` on `resource` there; else 404 or 403. */
export async function teamFor(db: Db, auth: AuthContext, teamId: number, resource: string, action: string): Promise<TeamAccess> {
  const [team] = await db.select().from(teams).where(eq(teams.id, teamId));
  const role = team ? await roleIn(db, auth, team.id) : null;
  // Platform staff may look at any team (can() then allows reads only); others see their teams only.
  const staff = auth.actor.is_staff && !auth.actor.via_token;
  if (!team || (!role && !staff)) throw teamNotFound();
  const actor: Actor = { ...auth.actor, role };
  authorize(actor, { resource, action });
  return { team, actor };
}

/** A team API token acts in its own team only, with its fixed role; a session with the membership's. */
async function roleIn(db: Db, auth: AuthContext, teamId: number): Promise<Role | null> {
  if (auth.kind === 'api') return auth.team.id === teamId ? auth.role : null;
  return membershipRole(db, teamId, auth.user.id);
}

export function authorize(actor: Actor, request: AccessRequest): void {
  const decision = can(actor, request);
  if (!decision.can) throw forbidden(`You are not allowed to do this: ${decision.reason}.`);
}

/** Account-level team actions (create, switch, accept) belong to people, not to a team's tokens. */
export function requireSession(auth: AuthContext): void {
  if (auth.kind !== 'session') throw forbidden('API tokens act for their own team only; sign in to do this.');
}
