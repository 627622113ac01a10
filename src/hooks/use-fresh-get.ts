/**
 * A GET for a panel or drawer, through Refine's custom query: asked each time it is enabled (a
 * drawer opening) or its address changes, never answered from an earlier visit's copy, and tried
 * once. The last answer stays on show while the next is on its way; a failure replaces it.
 */
import { useCustom, type BaseRecord } from '@refinedev/core';
import { keepPreviousData } from '@tanstack/react-query';

type Query = Record<string, string | number | undefined>;

/** How a read that must be fresh asks: afresh each time, never from an earlier copy, and once, so a failure shows at once. */
export const ASK_EACH_TIME = { staleTime: 0, gcTime: 0, retry: false, refetchOnReconnect: false } as const;

export function useFreshGet<T extends BaseRecord>(url: string, { enabled = true, query }: { enabled?: boolean; query?: Query } = {}) {
  const { query: state } = useCustom<T>({
    url,
    method: 'get',
    ...(query && { config: { query } }),
    errorNotification: false,
    queryOptions: { enabled, ...ASK_EACH_TIME, placeholderData: keepPreviousData },
  });
  const loading = state.isFetching;
  const error = loading ? null : state.error;
  return { data: error ? undefined : state.data?.data, error, loading, reload: () => void state.refetch() };
}
