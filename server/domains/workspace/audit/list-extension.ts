/**
 * The audit log's list for staff: every team's rows (docs/areas/workspace.md#audit-log), or one
 * team's with `team_id=`. Anyone else reads their current team's, as every list.
 */
import { eq } from 'drizzle-orm';
import type { ListExtension } from '../../../crud/list-extension.ts';
import { auditLog } from '../../../db/schema/index.ts';
import { invalid } from '../../../http/errors.ts';

export const auditLogListExtension = (): ListExtension => ({
  async read(query, _teamId, caller) {
    if (!caller?.staff) return { rest: query, where: [], key: '' };
    const { team_id: given, ...rest } = query;
    if (given === undefined) return { rest, where: [], key: 'all', allTeams: true };
    const teamId = Number(given);
    if (!Number.isInteger(teamId) || teamId < 1 || teamId > 2_147_483_647) throw invalid({ team_id: ['Give a team id.'] });
    return { rest, where: [eq(auditLog.team_id, teamId)], key: `team:${teamId}`, allTeams: true };
  },
});
