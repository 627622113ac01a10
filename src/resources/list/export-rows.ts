/** The rows of a CSV export: every page of the current filter, up to a cap, as plain values. */
import type { BaseRecord, CrudFilter, CrudSort, DataProvider } from '@refinedev/core';
import type { FieldDef } from '../../../resources/kit/index.ts';
import { toMajor } from '../money.ts';

export const EXPORT_CAP = 10_000;
const PAGE = 500;

export async function fetchAllRows(
  provider: Pick<DataProvider, 'getList'>,
  resource: string,
  filters: CrudFilter[],
  sorters: CrudSort[],
  cap = EXPORT_CAP,
): Promise<{ rows: BaseRecord[]; truncated: boolean }> {
  const rows: BaseRecord[] = [];
  for (let page = 1; rows.length < cap; page++) {
    const { data, total } = await provider.getList({ resource, filters, sorters, pagination: { currentPage: page, pageSize: PAGE, mode: 'server' } });
    rows.push(...data);
    if (data.length < PAGE || rows.length >= total) return { rows: rows.slice(0, cap), truncated: rows.length > cap };
  }
  return { rows: rows.slice(0, cap), truncated: true };
}

/** A cell as exported: money in major units, lists joined, objects as JSON; the raw value otherwise. */
export function exportValue(field: FieldDef, value: unknown, record: BaseRecord): unknown {
  if (value === null || value === undefined) return '';
  if (field.kind === 'money') {
    const currency = field.currencyField ? (record[field.currencyField] as string | undefined) : undefined;
    return toMajor(Number(value), currency ?? null);
  }
  if (Array.isArray(value)) return value.join('; ');
  return value;
}
