/** Database rows as the contract in resources/account/schemas.ts describes them. */
import type { ApiToken, Invitation, Member, TeamWithRole } from '../../resources/account/schemas.ts';
import type { Role } from '../../resources/access/roles.ts';
import { teamSettingsOf } from '../../resources/account/team-settings.ts';
import type { TeamRow, apiTokens, teamInvitations } from '../db/schema/index.ts';

export const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

export const teamFields = (team: TeamRow) => ({
  id: team.id,
  name: team.name,
  personal: team.personal,
  owner_id: team.ownerId,
  created_at: team.createdAt.toISOString(),
  settings: teamSettingsOf(team.settings),
});

export const teamOut = (team: TeamRow, role: Role): TeamWithRole => ({ ...teamFields(team), role });

export interface MemberRow {
  userId: number;
  name: string;
  email: string;
  role: Role;
  createdAt: Date;
}

export const memberOut = (m: MemberRow): Member => ({ user_id: m.userId, name: m.name, email: m.email, role: m.role, joined_at: m.createdAt.toISOString() });

export const invitationOut = (inv: typeof teamInvitations.$inferSelect, invitedBy: string): Invitation => ({
  id: inv.id,
  email: inv.email,
  role: inv.role,
  invited_by: invitedBy,
  created_at: inv.createdAt.toISOString(),
  expires_at: inv.expiresAt.toISOString(),
});

export const tokenOut = (t: typeof apiTokens.$inferSelect, createdBy: string): ApiToken => ({
  id: t.id,
  name: t.name,
  prefix: t.prefix,
  created_by: createdBy,
  last_used_at: iso(t.lastUsedAt),
  expires_at: iso(t.expiresAt),
  created_at: t.createdAt.toISOString(),
});
