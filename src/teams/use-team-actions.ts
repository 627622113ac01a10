import { useCallback } from 'react';
import { useCustomMutation, useInvalidate, type BaseRecord, type HttpError } from '@refinedev/core';
import { endpoints } from '../../resources/account/endpoints.ts';
import type { TeamWithRole } from '../../resources/account/schemas.ts';
import { fetchCurrentUser } from '../../providers/current-user.ts';

/**
 * Changing the team a user acts in changes every answer the API gives: reload the user (its
 * current_team and role) and then every query on screen.
 */
export function useTeamActions() {
  const invalidate = useInvalidate();
  // Callers word their own failures (a toast, a form alert), so Refine's notices stay off.
  const { mutateAsync } = useCustomMutation<BaseRecord, HttpError, unknown>();

  const reloadEverything = useCallback(async () => {
    await fetchCurrentUser({ force: true });
    await invalidate({ invalidates: ['all'] });
  }, [invalidate]);

  const send = useCallback(
    async (url: string, method: 'post' | 'put', values?: unknown) =>
      (await mutateAsync({ url, method, values, successNotification: false, errorNotification: false })).data,
    [mutateAsync],
  );

  const switchTeam = useCallback(
    async (teamId: number) => {
      await send(endpoints.switchTeam(teamId), 'post');
      await reloadEverything();
    },
    [send, reloadEverything],
  );

  const createTeam = useCallback(
    async (name: string) => {
      const team = (await send(endpoints.teams, 'post', { name })) as TeamWithRole;
      await switchTeam(team.id);
      return team;
    },
    [send, switchTeam],
  );

  /** Staff only: act as another team (null returns to one's own). */
  const viewAs = useCallback(
    async (teamId: number | null) => {
      await send(endpoints.teamMeta, 'put', { view_team_id: teamId });
      await reloadEverything();
    },
    [send, reloadEverything],
  );

  return { switchTeam, createTeam, viewAs, reloadEverything };
}
