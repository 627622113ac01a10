/**
 * A list's CrudFilters as the json-server query the API reads (the same translation
 * @refinedev/simple-rest makes), for calls that act on "what the list shows": tags in bulk, the
 * report.
 */
import type { CrudFilter } from '@refinedev/core';

const SUFFIX: Record<string, string> = { eq: '', in: '', contains: '_like', gte: '_gte', lte: '_lte', ne: '_ne' };

export function listQuery(filters: readonly CrudFilter[]): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const f of filters) {
    if (!('field' in f) || f.value === undefined || f.value === null || f.value === '') continue;
    const suffix = SUFFIX[f.operator];
    if (suffix === undefined) continue;
    const key = `${f.field}${suffix}`;
    const values = (Array.isArray(f.value) ? f.value : [f.value]).map(String);
    const before = out[key];
    const all = [...(before === undefined ? [] : Array.isArray(before) ? before : [before]), ...values];
    out[key] = all.length === 1 ? all[0] : all;
  }
  return out;
}
