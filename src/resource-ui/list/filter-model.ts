/**
 * The filter bar's controls, derived from each field's `filter` operators, and the translation
 * between the bar's values and Refine's CrudFilters (which simple-rest turns into json-server
 * parameters: `f=v`, `f_like=v`, `f_gte`/`f_lte`, `f=a&f=b`, `q`).
 */
import type { CrudFilter } from '@refinedev/core';
import { searchFields, type Resource } from '../../../resources/kit/index.ts';
import { parseDecimal, safeUnits, scaleDigits, unitsToDecimal, type MoneyScale } from '../../../resources/format/money.ts';

/**
 * One control of the filter bar. `label` names a control that is no declared field (a team's custom
 * field, by its own name); `rawOptions` shows a select's values as they are, untranslated.
 */
export type FilterControl = FilterControlKind & { label?: string; rawOptions?: boolean };

type FilterControlKind =
  | { field: string; type: 'search' }
  | { field: string; type: 'like' | 'text' }
  | { field: string; type: 'select' | 'multi'; options: readonly string[] }
  | { field: string; type: 'boolean' }
  /** Countries by their names in the UI's language, any of several (the API filters on codes). */
  | { field: string; type: 'country' }
  /** A record of another resource, picked by name (the API filters on its id). */
  | { field: string; type: 'reference' }
  | { field: string; type: 'range'; kind: 'number' | 'date' }
  /** An amount, typed as the screen shows it (0.031437) and sent as the stored integer (31437). */
  | { field: string; type: 'range'; kind: 'money'; scale?: MoneyScale; currency?: string; currencyField?: string };

export type FilterValues = Record<string, unknown>;

export function filterControls(resource: Resource): FilterControl[] {
  const out: FilterControl[] = [];
  if (searchFields(resource).length) out.push({ field: 'q', type: 'search' });
  for (const [field, f] of Object.entries(resource.fields)) {
    const ops = f.filter ?? [];
    if (!ops.length) continue;
    if (f.kind === 'switch' && ops.includes('eq')) out.push({ field, type: 'boolean' });
    else if (f.kind === 'country' && ops.includes('in')) out.push({ field, type: 'country' });
    else if (f.kind === 'reference' && (ops.includes('eq') || ops.includes('in'))) out.push({ field, type: 'reference' });
    else if (f.options?.length && ops.includes('in')) out.push({ field, type: 'multi', options: f.options });
    else if (f.options?.length && ops.includes('eq')) out.push({ field, type: 'select', options: f.options });
    else if (ops.includes('range')) {
      if (f.kind === 'money') out.push({ field, type: 'range', kind: 'money', scale: f.scale, currency: f.currency, currencyField: f.currencyField });
      else out.push({ field, type: 'range', kind: f.kind === 'date' || f.kind === 'datetime' ? 'date' : 'number' });
    } else if (ops.includes('like')) out.push({ field, type: 'like' });
    else if (ops.includes('eq')) out.push({ field, type: 'text' });
  }
  return out;
}

/** The search, then the controls of `first` in its order, then the rest in their declared order. */
export function firstControls(controls: readonly FilterControl[], first: readonly string[]): FilterControl[] {
  if (!first.length) return [...controls];
  const rank = (c: FilterControl) => (c.field === 'q' ? -1 : first.includes(c.field) ? first.indexOf(c.field) : first.length);
  return controls
    .map((c, i) => [c, i] as const)
    .sort(([a, i], [b, j]) => rank(a) - rank(b) || i - j)
    .map(([c]) => c);
}

type MoneyRange = Extract<FilterControl, { kind: 'money' }>;

/**
 * The decimal digits a money range is typed in: a fixed scale, else the currency's minor units —
 * the field's fixed currency, or the one currency the bar's currency filter picks (JPY: none);
 * with several or none picked, cents.
 */
export function rangeDigits(control: MoneyRange, currencyFilter: unknown): number {
  const picked = Array.isArray(currencyFilter) ? (currencyFilter.length === 1 ? currencyFilter[0] : undefined) : currencyFilter;
  return scaleDigits(control.scale, control.currency ?? (typeof picked === 'string' && picked ? picked : null));
}

/** A typed amount as the stored integer, or undefined when it is not an amount at this scale (the box says so). */
export function rangeUnits(value: unknown, digits: number): number | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const parsed = parseDecimal(value, digits);
  return parsed.ok ? (safeUnits(parsed.units) ?? undefined) : undefined;
}

const blank = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/** Bar values → CrudFilters. Ranges are `[from, to]`; money ranges are typed as amounts read (0.031437) and sent as stored integers (31437). */
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
      case 'country':
        out.push({ field: control.field, operator: 'in', value });
        break;
      case 'range': {
        const [from, to] = Array.isArray(value) ? value : [];
        const digits = control.kind === 'money' ? rangeDigits(control, control.currencyField ? values[control.currencyField] : undefined) : 0;
        const conv = (v: unknown) => (control.kind === 'money' ? rangeUnits(v, digits) : v);
        if (!blank(from) && !blank(conv(from))) out.push({ field: control.field, operator: 'gte', value: conv(from) });
        if (!blank(to) && !blank(conv(to))) out.push({ field: control.field, operator: 'lte', value: conv(to) });
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
      const currencyFilter = control.kind === 'money' && control.currencyField ? (find(control.currencyField, 'in') ?? find(control.currencyField, 'eq')) : undefined;
      const digits = control.kind === 'money' ? rangeDigits(control, currencyFilter) : 0;
      const conv = (v: unknown) => (control.kind === 'money' && !blank(v) ? (unitsToDecimal(String(v), digits) ?? undefined) : v);
      const from = find(control.field, 'gte');
      const to = find(control.field, 'lte');
      if (!blank(from) || !blank(to)) values[control.field] = [conv(from), conv(to)];
    } else if (control.type === 'like') values[control.field] = find(control.field, 'contains');
    else if (control.type === 'multi' || control.type === 'country') {
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
