/**
 * Access to the team a path names (/v1/teams/:id/...), declared by the route as `teamAccess`: the
 * caller's role in *that* team, asked of the same pure can(). Another team answers 404 (its
 * existence is not revealed); a team the caller belongs to without the needed role answers 403.
 * Checked before the body is validated, like every access rule.
 */
import { eq } from 'drizzle-orm';
import { areasOn } from '../../resources/access/areas.ts';
import { can, denialMessage, type AccessRequest, type Actor } from '../../resources/access/can.ts';
import type { ResourceName } from '../../resources/access/names.ts';
import type { Role } from '../../resources/access/roles.ts';
import { teamSettingsOf } from '../../resources/account/team-settings.ts';
import type { Db } from '../db/client.ts';
import { teams } from '../db/schema/index.ts';
import { forbidden, notFound } from '../http/errors.ts';
import type { AuthContext } from './auth-context.ts';
import type { TeamRow } from '../db/schema/index.ts';
import { membershipRole } from './team-context.ts';

export interface TeamAccess {
  team: TeamRow;
  /** The caller as can() sees them in this team. */
  actor: Actor;
}

/** The areas a team runs, from its settings. */
export const areasOf = (team: TeamRow) => areasOn(teamSettingsOf(team.settings));

export const teamNotFound = () => notFound('Team not found.');

/** Loads team `teamId` if the caller may do `action` on `resource` there; else 404 or 403. */
export async function teamFor(db: Db, auth: AuthContext, teamId: number, resource: ResourceName, action: string): Promise<TeamAccess> {
  const [team] = await db.select().from(teams).where(eq(teams.id, teamId));
  const role = team ? await roleIn(db, auth, team.id) : null;
  // Platform staff may look at any team (can() then allows reads only); others see their teams only.
  const staff = auth.actor.is_staff && !auth.actor.via_token;
  if (!team || (!role && !staff)) throw teamNotFound();
  const actor: Actor = { ...auth.actor, role, areas: areasOf(team) };
  authorize(actor, { resource, action });
  return { team, actor };
}

/** A team API token acts in its own team only, with its creator's current role there (capped); a session with the membership's. */
async function roleIn(db: Db, auth: AuthContext, teamId: number): Promise<Role | null> {
  if (auth.kind === 'api') return auth.team.id === teamId ? auth.role : null;
  return membershipRole(db, teamId, auth.user.id);
}

export function authorize(actor: Actor, request: AccessRequest): void {
  const decision = can(actor, request);
  if (!decision.can) throw forbidden(denialMessage(decision));
}
