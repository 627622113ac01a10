/** A stats request's date range as conditions on a timestamp column: from inclusive, to exclusive, either open. */
import { and, gte, lt, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

export interface Range {
  from?: string;
  to?: string;
}

export function inRange(column: PgColumn, range: Range): SQL | undefined {
  return and(range.from ? gte(column, new Date(range.from)) : undefined, range.to ? lt(column, new Date(range.to)) : undefined);
}
