import { useList } from '@refinedev/core';
import type { CUSTOM_FIELD_TYPES } from '../../../resources/audience/custom-fields.ts';
import { useAccess } from '../../hooks/use-access.ts';

export interface CustomFieldDef {
  id: number;
  key: string;
  name: string;
  type: (typeof CUSTOM_FIELD_TYPES)[number];
  options: string[] | null;
  required: boolean;
}

/** The team's custom contact fields (Settings → Custom fields), in their names' order; none when the role may not list them. */
export function useCustomFields(): { fields: CustomFieldDef[]; loading: boolean } {
  const allowed = useAccess()({ resource: 'custom-fields', action: 'list' });
  const { result, query } = useList<CustomFieldDef>({
    resource: 'custom-fields',
    pagination: { currentPage: 1, pageSize: 500, mode: 'server' },
    sorters: [{ field: 'name', order: 'asc' }],
    errorNotification: false,
    queryOptions: { enabled: allowed, staleTime: 60_000 },
  });
  return { fields: allowed ? (result.data ?? []) : [], loading: allowed && query.isLoading };
}
