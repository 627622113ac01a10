import { useCallback } from 'react';
import { useInvalidate } from '@refinedev/core';
import { endpoints } from '../../resources/account/endpoints.ts';
import type { TeamWithRole } from '../../resources/account/schemas.ts';
import { fetchCurrentUser } from '../../providers/current-user.ts';
import { http } from '../../providers/http-client.ts';

/**
 * Changing the team a user acts in changes every answer the API gives: reload the user (its
 * current_team and role) and then every query on screen.
 */
export function useTeamActions() {
  const invalidate = useInvalidate();

  const reloadEverything = useCallback(async () => {
    await fetchCurrentUser({ force: true });
    await invalidate({ invalidates: ['all'] });
  }, [invalidate]);

  const switchTeam = useCallback(
    async (teamId: number) => {
      await http.post(endpoints.switchTeam(teamId));
      await reloadEverything();
    },
    [reloadEverything],
  );

  const createTeam = useCallback(
    async (name: string) => {
      const team = await http.post<TeamWithRole>(endpoints.teams, { name });
      await switchTeam(team.id);
      return team;
    },
    [switchTeam],
  );

  /** Staff only: act as another team (null returns to one's own). */
  const viewAs = useCallback(
    async (teamId: number | null) => {
      await http.put(endpoints.teamMeta, { view_team_id: teamId });
      await reloadEverything();
    },
    [reloadEverything],
  );

  return { switchTeam, createTeam, viewAs, reloadEverything };
}
