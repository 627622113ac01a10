/**
 * Refine's accessControlProvider: the same pure `can()` the API's preHandler runs, fed with an
 * Actor built from the signed-in user, so a button never offers what the server would refuse.
 */
import type { AccessControlProvider } from '@refinedev/core';
import { can, isRole, type AccessRequest, type Actor, type Decision } from '../resources/access/index.ts';
import type { User } from '../resources/account/schemas.ts';
import { peekCurrentUser } from './current-user.ts';

export function actorOf(user: User | null | undefined): Actor | null {
  if (!user) return null;
  const role = user.current_team?.role;
  return { id: user.id, is_staff: user.is_staff, role: isRole(role) ? role : null };
}

export function canUser(user: User | null | undefined, request: AccessRequest): Decision {
  return can(actorOf(user), request);
}

export const accessControlProvider: AccessControlProvider = {
  can: async ({ resource, action, params }) => {
    const record = (params?.record ?? undefined) as Record<string, unknown> | undefined;
    return canUser(peekCurrentUser(), { resource: resource ?? '', action, record });
  },
  options: { buttons: { enableAccessControl: true, hideIfUnauthorized: true } },
};
