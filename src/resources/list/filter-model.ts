/**
 * The filter bar's controls, derived from each field's `filter` operators, and the translation
 * between the bar's values and Refine's CrudFilters (which simple-rest turns into json-server
 * parameters: `f=v`, `f_like=v`, `f_gte`/`f_lte`, `f=a&f=b`, `q`).
 */
import type { CrudFilter } from '@refinedev/core';
import { searchFields, type Resource } from '../../../resources/kit/index.ts';
import { toMajor, toMinor } from '../../../resources/format/money.ts';

export type FilterControl =
  | { field: string; type: 'search' }
  | { field: string; type: 'like' | 'text' }
  | { field: string; type: 'select' | 'multi'; options: readonly string[] }
  | { field: string; type: 'boolean' }
  /** A record of another resource, picked by name (the API filters on its id). */
  | { field: string; type: 'reference' }
  | { field: string; type: 'range'; kind: 'number' | 'money' | 'date' };

export type FilterValues = Record<string, unknown>;

export function filterControls(resource: Resource): FilterControl[] {
  const out: FilterControl[] = [];
  if (searchFields(resource).length) out.push({ field: 'q', type: 'search' });
  for (const [field, f] of Object.entries(resource.fields)) {
    const ops = f.filter ?? [];
    if (!ops.length) continue;
    if (f.kind === 'switch' && ops.includes('eq')) out.push({ field, type: 'boolean' });
    else if (f.kind === 'reference' && (ops.includes('eq') || ops.includes('in'))) out.push({ field, type: 'reference' });
    else if (f.options?.length && ops.includes('in')) out.push({ field, type: 'multi', options: f.options });
    else if (f.options?.length && ops.includes('eq')) out.push({ field, type: 'select', options: f.options });
    else if (ops.includes('range')) {
      const kind = f.kind === 'money' ? 'money' : f.kind === 'date' || f.kind === 'datetime' ? 'date' : 'number';
      out.push({ field, type: 'range', kind });
    } else if (ops.includes('like')) out.push({ field, type: 'like' });
    else if (ops.includes('eq')) out.push({ field, type: 'text' });
  }
  return out;
}

const blank = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/** Bar values → CrudFilters. Ranges are `[from, to]`; money ranges are typed in major units. */
export function toCrudFilters(controls: readonly FilterControl[], values: FilterValues): CrudFilter[] {
  const out: CrudFilter[] = [];
  for (const control of controls) {
    const value = values[control.field];
    if (blank(value)) continue;
    switch (control.type) {
      case 'search':
      case 'text':
      case 'select':
      case 'reference':
        out.push({ field: control.field, operator: 'eq', value });
        break;
      case 'boolean':
        out.push({ field: control.field, operator: 'eq', value: value === true || value === 'true' });
        break;
      case 'like':
        out.push({ field: control.field, operator: 'contains', value });
        break;
      case 'multi':
        out.push({ field: control.field, operator: 'in', value });
        break;
      case 'range': {
        const [from, to] = Array.isArray(value) ? value : [];
        const conv = (v: unknown) => (control.kind === 'money' ? toMinor(v as number, null) : v);
        if (!blank(from)) out.push({ field: control.field, operator: 'gte', value: conv(from) });
        if (!blank(to)) out.push({ field: control.field, operator: 'lte', value: conv(to) });
        break;
      }
    }
  }
  return out;
}

/** CrudFilters (from the URL) → bar values, the inverse of toCrudFilters. */
export function fromCrudFilters(controls: readonly FilterControl[], filters: readonly CrudFilter[]): FilterValues {
  const values: FilterValues = {};
  const find = (field: string, operator: string) =>
    filters.find((f) => 'field' in f && f.field === field && f.operator === operator)?.value as unknown;
  for (const control of controls) {
    if (control.type === 'range') {
      const conv = (v: unknown) => (control.kind === 'money' && !blank(v) ? toMajor(Number(v), null) : v);
      const from = find(control.field, 'gte');
      const to = find(control.field, 'lte');
      if (!blank(from) || !blank(to)) values[control.field] = [conv(from), conv(to)];
    } else if (control.type === 'like') values[control.field] = find(control.field, 'contains');
    else if (control.type === 'multi') {
      const v = find(control.field, 'in');
      values[control.field] = v === undefined ? undefined : Array.isArray(v) ? v : [v];
    } else if (control.type === 'boolean') {
      const v = find(control.field, 'eq');
      values[control.field] = v === undefined ? undefined : v === true || v === 'true';
    } else if (control.type === 'reference') {
      // The URL gives a string; the select's options are numeric ids.
      const v = find(control.field, 'eq');
      values[control.field] = blank(v) ? undefined : Number(v);
    } else values[control.field] = find(control.field, 'eq');
  }
  return values;
}
