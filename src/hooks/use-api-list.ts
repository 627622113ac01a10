import { useCustom, type BaseRecord } from '@refinedev/core';

/**
 * GET an endpoint that answers a JSON array (members, invitations, tokens). Refine's useCustom
 * reports `{}` until the first answer arrives, so the array is checked rather than assumed.
 */
export function useApiList<T>(url: string, { enabled = true, silent = false }: { enabled?: boolean; silent?: boolean } = {}) {
  const { query, result } = useCustom<BaseRecord>({
    url,
    method: 'get',
    queryOptions: { enabled },
    ...(silent ? { errorNotification: false as const } : {}),
  });
  const items = Array.isArray(result.data) ? (result.data as T[]) : [];
  return { items, loading: enabled && query.isLoading, refetch: () => void query.refetch() };
}
