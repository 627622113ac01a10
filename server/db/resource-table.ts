/** What the generic CRUD code needs to know about a resource's table, read once from drizzle. */
import { getTableColumns, getTableName } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Resource } from '../../resources/kit/index.ts';

export interface ResourceTable {
  table: PgTable;
  name: string;
  columns: Record<string, PgColumn>;
  /** Fields kept in integer columns (whole numbers in int4 range only). */
  integerFields: ReadonlySet<string>;
  col(name: string): PgColumn;
}

const BASE_COLUMNS = ['id', 'team_id', 'version', 'created_at', 'updated_at', 'created_by_id', 'updated_by_id'];
const INTEGER_TYPES = new Set(['PgInteger', 'PgSerial', 'PgSmallInt', 'PgSmallSerial']);

export function describeTable(resource: Resource, table: PgTable): ResourceTable {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const name = getTableName(table);
  const needed = [...BASE_COLUMNS.filter((c) => c !== 'team_id' || resource.scope === 'team'), ...Object.keys(resource.fields)];
  const missing = needed.filter((c) => !(c in columns));
  if (missing.length) throw new Error(`table ${name} of resource ${resource.name} lacks the columns ${missing.join(', ')}`);
  const integerFields = new Set(Object.keys(columns).filter((c) => INTEGER_TYPES.has(columns[c].columnType)));
  return {
    table,
    name,
    columns,
    integerFields,
    col: (c) => {
      const column = columns[c];
      if (!column) throw new Error(`${name}.${c} is not a column`);
      return column;
    },
  };
}

export const isTimestamp = (column: PgColumn) => column.columnType === 'PgTimestamp' || column.columnType === 'PgTimestampString';
export const isJson = (column: PgColumn) => column.columnType === 'PgJsonb' || column.columnType === 'PgJson';
export const isText = (column: PgColumn) => column.columnType === 'PgText' || column.columnType === 'PgVarchar';
