/**
 * Refine's accessControlProvider: the same pure `can()` the API's preHandler runs, fed with an
 * Actor built from the signed-in user, so a button never offers what the server would refuse.
 */
import type { AccessControlProvider } from '@refinedev/core';
import { areasOn, can, isResourceName, isRole, type AccessRequest, type Actor, type Decision } from '../resources/access/index.ts';
import type { User } from '../resources/account/schemas.ts';
import { peekCurrentUser } from './current-user.ts';

export function actorOf(user: User | null | undefined): Actor | null {
  if (!user) return null;
  const team = user.current_team;
  const role = team?.role;
  return { id: user.id, is_staff: user.is_staff, role: isRole(role) ? role : null, areas: team?.settings ? areasOn(team.settings) : [] };
}

export function canUser(user: User | null | undefined, request: AccessRequest): Decision {
  return can(actorOf(user), request);
}

export const accessControlProvider: AccessControlProvider = {
  can: async ({ resource, action, params }) => {
    const record = (params?.record ?? undefined) as Record<string, unknown> | undefined;
    // Refine names resources as plain strings; one can() does not know is refused, not guessed at.
    if (!isResourceName(resource)) return { can: false, reason: `unknown resource ${resource}` };
    return canUser(peekCurrentUser(), { resource, action, record });
  },
  options: { buttons: { enableAccessControl: true, hideIfUnauthorized: true } },
};
