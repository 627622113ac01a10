import { endpoints } from '../../resources/account/endpoints.ts';
import type { TeamWithRole } from '../../resources/account/schemas.ts';
import { useApiList } from '../hooks/use-api-list.ts';

/** GET /v1/teams: the teams the user belongs to, with their role in each. */
export function useTeams() {
  const { items, loading, refetch } = useApiList<TeamWithRole>(endpoints.teams, { silent: true });
  return { teams: items, loading, refetch };
}
