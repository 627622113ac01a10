/** Turns parsed list parameters into a drizzle where clause and order, always scoped to one team. */
import { and, asc, desc, eq, gte, ilike, inArray, isNull, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { searchFields, type Resource } from '../../resources/kit/index.ts';
import type { FilterValue, ListFilter, ListParams, ListSort } from './list-params.ts';
import { isJson, isText, isTimestamp, type ResourceTable } from '../db/resource-table.ts';

/** `%`, `_` and `\` match themselves in a contains search. */
export const containsPattern = (v: string) => `%${v.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A coerced value as the column's driver expects it (dates in a date column go as YYYY-MM-DD). */
function forColumn(column: PgColumn, v: FilterValue): FilterValue {
  if (v instanceof Date && !isTimestamp(column)) return column.columnType === 'PgDateString' || column.columnType === 'PgDate' ? v.toISOString().slice(0, 10) : v.toISOString();
  return v;
}

function filterSql(column: PgColumn, f: ListFilter): SQL | undefined {
  if (isJson(column)) {
    // Multi-selects and tags: eq = holds the value, in = holds any of them.
    const holds = (v: FilterValue) => sql`${column} @> ${JSON.stringify([v])}::jsonb`;
    if (f.op === 'eq') return holds(f.value as FilterValue);
    if (f.op === 'in') return or(...(f.value as FilterValue[]).map(holds));
    if (f.op === 'ne') return sql`not coalesce(${column} @> ${JSON.stringify([f.value])}::jsonb, false)`;
    if (f.op === 'like') return ilike(sql`${column}::text`, containsPattern(String(f.value)));
  }
  const one = () => forColumn(column, f.value as FilterValue);
  // The API shows times to the millisecond while PostgreSQL keeps microseconds: a time given back
  // as a bound stands for its whole millisecond.
  if (isTimestamp(column) && f.value instanceof Date && (f.op === 'lte' || f.op === 'eq')) {
    const next = new Date(f.value.getTime() + 1);
    return f.op === 'lte' ? lt(column, next) : and(gte(column, f.value), lt(column, next));
  }
  switch (f.op) {
    case 'eq':
      return eq(column, one());
    case 'in':
      return inArray(column, (f.value as FilterValue[]).map((v) => forColumn(column, v)));
    case 'ne':
      return column.notNull ? ne(column, one()) : or(ne(column, one()), isNull(column));
    case 'gte':
      return gte(column, one());
    case 'lte':
      return lte(column, one());
    case 'like':
      return isText(column) ? ilike(column, containsPattern(String(f.value))) : ilike(sql`${column}::text`, containsPattern(String(f.value)));
  }
}

export function listWhere(resource: Resource, t: ResourceTable, teamId: number | null, params: Pick<ListParams, 'filters' | 'q'>, allTeams = false): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (resource.scope === 'team' && !allTeams) conditions.push(eq(t.col('team_id'), teamId ?? -1));
  for (const f of params.filters) conditions.push(filterSql(t.col(f.field), f));
  if (params.q) {
    const pattern = containsPattern(params.q);
    conditions.push(or(...searchFields(resource).map((name) => (isText(t.col(name)) ? ilike(t.col(name), pattern) : ilike(sql`${t.col(name)}::text`, pattern)))));
  }
  return and(...conditions);
}

/** The asked sort, else the resource's default, then id in the same direction for a stable page order. */
export function listOrder(resource: Resource, t: ResourceTable, sort: ListSort[]): SQL[] {
  const keys = sort.length ? [...sort] : resource.defaultSort ? [resource.defaultSort] : [];
  if (!keys.some((k) => k.field === 'id')) keys.push({ field: 'id', order: keys.at(-1)?.order ?? 'asc' });
  return keys.map((k) => (k.order === 'desc' ? desc(t.col(k.field)) : asc(t.col(k.field))));
}
