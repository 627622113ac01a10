/**
 * Team routes declare their rule as `teamAccess` (server/auth/plugin.ts): the caller's role in
 * the team the path names decides. What a handler still checks itself — a record-level rule such as
 * touching an owner — goes through the same can() here.
 */
import type { AuthContext } from '../auth/plugin.ts';
import { forbidden } from '../http/errors.ts';

export { authorize, teamNotFound, type TeamAccess } from '../auth/team-access.ts';

/** Account-level team actions (create, switch, accept) belong to people, not to a team's tokens. */
export function requireSession(auth: AuthContext): void {
  if (auth.kind !== 'session') throw forbidden('API tokens act for their own team only; sign in to do this.');
}
