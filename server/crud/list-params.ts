/**
 * Parses and whitelists the json-server list parameters that @refinedev/simple-rest sends:
 * `_start`, `_end`, `_sort`, `_order` (comma lists), `field=value` (repeated = in), `field_like`,
 * `field_gte`, `field_lte`, `field_ne` and `q`. Only the operators a field declares (and id eq/in)
 * and only sortable fields pass; anything else is a 422 naming the parameter. Values are coerced
 * by the field's kind, so the query builder never sends the database a value it would reject.
 */
import { moneyUnitDescription } from '../../resources/format/money.ts';
import { filterOperators, searchFields, sortableFields, type FieldDef, type Resource } from '../../resources/kit/index.ts';
import { invalid, type FieldErrors } from '../http/errors.ts';
import { MAX_PAGE } from '../http/list-query.ts';

export type FilterOp = 'eq' | 'in' | 'like' | 'gte' | 'lte' | 'ne';
export type FilterValue = string | number | boolean | Date;

export interface ListFilter {
  field: string;
  op: FilterOp;
  /** An array for `in`, one value otherwise. */
  value: FilterValue | FilterValue[];
}

export interface ListSort {
  field: string;
  order: 'asc' | 'desc';
}

export interface ListParams {
  offset: number;
  limit: number;
  sort: ListSort[];
  filters: ListFilter[];
  q?: string;
}

export const DEFAULT_PAGE = 10;
const INT4_MAX = 2_147_483_647;
const MAX_OFFSET = 1_000_000_000;
const MAX_TEXT = 500;

const SUFFIXES: readonly [string, FilterOp][] = [
  ['_like', 'like'],
  ['_gte', 'gte'],
  ['_lte', 'lte'],
  ['_ne', 'ne'],
];

/** The pseudo-fields every record has; id filters by eq/in, the timestamps only sort. */
const ID_FIELD = { kind: 'number', integer: true } as const;

export interface ListParamOptions {
  /** Fields stored in integer columns: their values must be whole numbers in int4 range. */
  integerFields?: ReadonlySet<string>;
}

export function parseListParams(resource: Resource, query: Record<string, unknown>, options: ListParamOptions = {}): ListParams {
  const errors: FieldErrors = Object.create(null); // no inherited keys: a field may be named `constructor`
  const fail = (param: string, message: string) => void (errors[param] ??= []).push(message);
  const single = (param: string): string | undefined => {
    const v = query[param];
    if (v === undefined) return undefined;
    if (typeof v === 'string') return v;
    fail(param, `Give ${param} once.`);
    return undefined;
  };

  const start = pageNumber(single('_start'), '_start', fail) ?? 0;
  const end = pageNumber(single('_end'), '_end', fail);
  if (end !== undefined && end < start) fail('_end', '_end must not be less than _start.');
  const limit = Math.min(Math.max((end ?? start + DEFAULT_PAGE) - start, 0), MAX_PAGE);

  const sort = parseSort(resource, single('_sort'), single('_order'), fail);

  let q = single('q')?.trim();
  if (q && !searchFields(resource).length) fail('q', 'This list has no free-text search.');
  else if (q && q.length > MAX_TEXT) fail('q', `Search for at most ${MAX_TEXT} characters.`);
  if (!q) q = undefined;

  const ops = filterOperators(resource);
  const filters: ListFilter[] = [];
  for (const [param, raw] of Object.entries(query)) {
    if (param === '_start' || param === '_end' || param === '_sort' || param === '_order' || param === 'q' || raw === undefined) continue;
    const parsed = splitParam(param, ops);
    if (!parsed) {
      fail(param, `Unknown filter ${param}.`);
      continue;
    }
    const { field } = parsed;
    let op = parsed.op;
    const allowed = Object.hasOwn(ops, field) ? ops[field] : [];
    const values = Array.isArray(raw) ? raw : [raw];
    if (values.some((v) => typeof v !== 'string')) {
      fail(param, 'Give a plain value.');
      continue;
    }
    if (op === 'eq' && (values.length > 1 || !allowed.includes('eq'))) op = 'in';
    else if (values.length > 1) {
      fail(param, `Give ${param} once.`);
      continue;
    }
    const declared = op === 'gte' || op === 'lte' ? 'range' : op;
    if (!allowed.includes(declared)) {
      fail(param, `${field} cannot be filtered ${describe(op)}.`);
      continue;
    }
    const def = field === 'id' ? ID_FIELD : { ...resource.fields[field], integer: options.integerFields?.has(field) };
    const coerced: FilterValue[] = [];
    for (const v of values as string[]) {
      let c = op === 'like' ? likeValue(v) : coerce(def, v);
      // A day as the upper bound of a date-and-time range (a date picker's "to") means up to the end of that day (UTC).
      if (op === 'lte' && def.kind === 'datetime' && c instanceof Date && /^\d{4}-\d{2}-\d{2}$/.test(v)) c = new Date(c.getTime() + 86_399_999);
      if (typeof c === 'object' && c !== null && 'error' in c) {
        fail(param, c.error);
        break;
      }
      coerced.push(c as FilterValue);
    }
    if (coerced.length !== values.length) continue;
    filters.push({ field, op, value: op === 'in' ? coerced : coerced[0] });
  }

  if (Object.keys(errors).length) throw invalid(errors);
  return { offset: start, limit, sort, filters, q };
}

function pageNumber(raw: string | undefined, param: string, fail: (p: string, m: string) => void): number | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (!/^\d{1,10}$/.test(raw) || Number(raw) > MAX_OFFSET) {
    fail(param, `${param} must be a whole number from 0 to ${MAX_OFFSET}.`);
    return undefined;
  }
  return Number(raw);
}

function parseSort(resource: Resource, rawSort: string | undefined, rawOrder: string | undefined, fail: (p: string, m: string) => void): ListSort[] {
  if (!rawSort) return [];
  const sortable = sortableFields(resource);
  const fields = rawSort.split(',').map((s) => s.trim());
  const orders = (rawOrder ?? '').split(',').map((s) => s.trim().toLowerCase());
  const out: ListSort[] = [];
  fields.forEach((field, i) => {
    if (!sortable.includes(field)) return fail('_sort', `${field || '(empty)'} is not sortable; sort by one of: ${sortable.join(', ')}.`);
    const order = orders[i] || 'asc';
    if (order !== 'asc' && order !== 'desc') return fail('_order', 'Order by asc or desc.');
    if (!out.some((s) => s.field === field)) out.push({ field, order });
  });
  return out;
}

/** `payout_gte` → payout/gte; a field whose own name ends like a suffix wins as an equality. */
function splitParam(param: string, ops: Record<string, readonly string[]>): { field: string; op: FilterOp } | undefined {
  // Own keys only: `constructor` or `toString_like` must not find Object.prototype's members.
  if (Object.hasOwn(ops, param)) return { field: param, op: 'eq' };
  for (const [suffix, op] of SUFFIXES) {
    if (param.endsWith(suffix)) {
      const field = param.slice(0, -suffix.length);
      if (Object.hasOwn(ops, field)) return { field, op };
    }
  }
  return undefined;
}

function describe(op: FilterOp): string {
  return { eq: 'by equality', in: 'by a list of values', like: 'by contains', gte: 'by range', lte: 'by range', ne: 'by not-equal' }[op];
}

function likeValue(v: string): string | { error: string } {
  if (v.length > MAX_TEXT) return { error: `Search for at most ${MAX_TEXT} characters.` };
  return v;
}

type Coercible = Pick<FieldDef, 'kind'> & Partial<Pick<FieldDef, 'scale' | 'currencyField' | 'currency' | 'currencyFrom'>> & { options?: readonly string[]; integer?: boolean };

/** A query string value as the field's type, or why it is not one. */
export function coerce(def: Coercible, v: string): FilterValue | { error: string } {
  switch (def.kind) {
    case 'number':
    case 'money':
    case 'reference': {
      const n = v.trim() === '' ? NaN : Number(v);
      if (!Number.isFinite(n)) return { error: `${JSON.stringify(v)} is not a number.` };
      // Amounts are filtered as they are stored (docs/architecture.md#money): 31437, not 0.031437.
      if (def.kind === 'money' && !Number.isInteger(n)) return { error: `${JSON.stringify(v)} is not a stored amount. ${moneyUnitDescription(def)}` };
      if ((def.integer || def.kind === 'reference') && (!Number.isInteger(n) || Math.abs(n) > INT4_MAX)) return { error: `${JSON.stringify(v)} is not a whole number in range.` };
      return n;
    }
    case 'switch':
      if (v === 'true') return true;
      if (v === 'false') return false;
      return { error: 'Use true or false.' };
    case 'date':
    case 'datetime': {
      const ok = def.kind === 'date' ? /^\d{4}-\d{2}-\d{2}$/.test(v) : /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(v);
      const d = new Date(v);
      if (!ok || Number.isNaN(d.getTime())) return { error: `${JSON.stringify(v)} is not a ${def.kind === 'date' ? 'date (YYYY-MM-DD)' : 'date and time (ISO 8601)'}.` };
      return d;
    }
    case 'select':
      if (def.options && !def.options.includes(v)) return { error: `Choose one of: ${def.options.join(', ')}.` };
      return v;
    case 'multiselect':
      if (def.options && !def.options.includes(v)) return { error: `Choose one of: ${def.options.join(', ')}.` };
      return v.length > MAX_TEXT ? { error: `At most ${MAX_TEXT} characters.` } : v;
    default:
      return v.length > MAX_TEXT ? { error: `At most ${MAX_TEXT} characters.` } : v;
  }
}
