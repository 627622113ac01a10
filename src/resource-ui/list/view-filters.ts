import type { CrudFilter } from '@refinedev/core';
import type { ListView } from '../../../resources/kit/index.ts';

/** The filters a view always applies: its fixed ones and the one its path's `:id` fills. */
export function viewFilters(view: ListView, id: string | undefined): CrudFilter[] {
  const fixed = Object.entries(view.filter ?? {}).map(([field, value]): CrudFilter => ({ field, operator: 'eq', value }));
  return view.idFilter && id ? [...fixed, { field: view.idFilter, operator: 'eq', value: id }] : fixed;
}
