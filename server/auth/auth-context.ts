/** Who is calling and as what, as the auth hook (plugin.ts) resolves it for every API request. */
import type { Actor } from '../../resources/access/can.ts';
import type { Role } from '../../resources/access/roles.ts';
import type { TeamRow, UserRow } from '../db/schema/index.ts';

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
