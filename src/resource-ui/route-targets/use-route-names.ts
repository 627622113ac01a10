import { useList } from '@refinedev/core';
import { useAccess } from '../../hooks/use-access.ts';

export interface RouteOption {
  id: number;
  name: string;
  status: string;
}

/** The team's routes by name, for picking a rule's targets and naming them in lists. */
export function useRouteNames(): { routes: RouteOption[]; nameOf: (id: number) => string } {
  const allowed = useAccess()({ resource: 'routes', action: 'list' });
  const { result } = useList<RouteOption>({
    resource: 'routes',
    pagination: { currentPage: 1, pageSize: 500, mode: 'server' },
    sorters: [{ field: 'name', order: 'asc' }],
    errorNotification: false,
    queryOptions: { enabled: allowed, staleTime: 60_000 },
  });
  const routes = result?.data ?? [];
  return { routes, nameOf: (id) => routes.find((r) => r.id === id)?.name ?? `#${id}` };
}
