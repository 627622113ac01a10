/**
 * Reads a list's rows in batches, in the list's own order, holding one batch in memory. On
 * PostgreSQL a cursor in a read-only snapshot sorts once and streams (a million contacts imported in
 * one statement share one created_at, and nothing but a single sort orders such ties cheaply); on
 * PGlite, whose one connection a long transaction would hold from everyone, keyset pagination on the
 * first sort key and id reads batch by batch.
 */
import { and, asc, desc, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Resource } from '../../../resources/kit/index.ts';
import type { Db } from '../../db/client.ts';
import type { ListParams, ListSort } from '../../crud/list-params.ts';
import { listOrder, listWhere } from '../../crud/list-sql.ts';
import { rowsOf } from '../../events/change-triggers.ts';
import type { Row } from '../../crud/record.ts';
import type { ResourceTable } from '../../db/resource-table.ts';

export interface BatchSource {
  db: Db;
  /** PostgreSQL: read through a cursor; PGlite: by keyset. */
  cursor: boolean;
  resource: Resource;
  table: ResourceTable;
  teamId: number;
  params: Pick<ListParams, 'filters' | 'q' | 'sort'>;
  /** Conditions of the entity's own list filters (a contact's custom fields: server/crud/list-extension.ts). */
  extra?: SQL[];
  batchSize: number;
}

/** The list's conditions: its declared filters and search, and the entity's own. */
function sourceWhere(source: BatchSource): SQL | undefined {
  return and(listWhere(source.resource, source.table, source.teamId, source.params), ...(source.extra ?? []));
}

/** The number of rows the export will write. */
export async function countRows(source: BatchSource): Promise<number> {
  const [{ n }] = await source.db.select({ n: sql<number>`count(*)::int` }).from(source.table.table).where(sourceWhere(source));
  return Number(n);
}

/** Calls `fn` with each batch in turn; the next batch is read once `fn` is done with this one. */
export async function eachBatch(source: BatchSource, fn: (rows: Row[]) => Promise<void>): Promise<void> {
  if (source.cursor) return cursorBatches(source, fn);
  for await (const batch of keysetBatches(source)) await fn(batch);
}

async function cursorBatches(source: BatchSource, fn: (rows: Row[]) => Promise<void>): Promise<void> {
  const { db, resource, table, params, batchSize } = source;
  const query = db.select().from(table.table).where(sourceWhere(source)).orderBy(...listOrder(resource, table, params.sort));
  const columns = Object.entries(table.columns);
  // Raw rows carry the database's values: map them as drizzle's own select would.
  const mapped = (raw: Record<string, unknown>): Row =>
    Object.fromEntries(columns.map(([key, column]) => [key, raw[column.name] === null || raw[column.name] === undefined ? null : column.mapFromDriverValue(raw[column.name])]));
  await db.transaction(
    async (tx) => {
      await tx.execute(sql`declare parley_export no scroll cursor for ${query}`);
      for (;;) {
        const rows = rowsOf<Record<string, unknown>>(await tx.execute(sql`fetch forward ${sql.raw(String(batchSize))} from parley_export`));
        if (!rows.length) return;
        await fn(rows.map(mapped));
        if (rows.length < batchSize) return;
      }
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

export async function* keysetBatches(source: BatchSource): AsyncGenerator<Row[]> {
  const { db, resource, table, params, batchSize } = source;
  const where = sourceWhere(source);
  // The list's own order (listOrder): its first sort key, then id the same way, nulls where
  // PostgreSQL puts them (last going up, first going down), so an index on the key serves every batch.
  const key: ListSort = params.sort[0] ?? resource.defaultSort ?? { field: 'id', order: 'asc' };
  const column = table.col(key.field);
  const id = table.col('id');
  const dir = key.order === 'desc' ? desc : asc;
  const order = key.field === 'id' ? [dir(id)] : [dir(column), dir(id)];
  let after: { key: string | null; id: number } | null = null;
  for (;;) {
    const next = after ? (key.field === 'id' ? (key.order === 'desc' ? sql`${id} < ${after.id}` : sql`${id} > ${after.id}`) : afterKey(column, id, key.order, after)) : undefined;
    // The sort key travels as text so a timestamp keeps its microseconds between batches.
    const rows = (await db
      .select({ row: table.table, sort_key: sql<string | null>`${column}::text` })
      .from(table.table)
      .where(and(where, next))
      .orderBy(...order)
      .limit(batchSize)) as { row: Row; sort_key: string | null }[];
    if (!rows.length) return;
    yield rows.map((r) => r.row);
    const last = rows[rows.length - 1];
    after = { key: last.sort_key, id: last.row.id as number };
    if (rows.length < batchSize) return;
  }
}

/** Rows after (key, id) in `key <order>, id <order>` with PostgreSQL's default null placement. */
function afterKey(column: PgColumn, id: PgColumn, order: 'asc' | 'desc', after: { key: string | null; id: number }): SQL {
  const value = sql`cast(${after.key} as ${sql.raw(column.getSQLType())})`;
  if (order === 'asc') {
    // Non-null values first, nulls last.
    if (after.key === null) return and(isNull(column), sql`${id} > ${after.id}`)!;
    const beyond = and(sql`${column} >= ${value}`, or(sql`${column} > ${value}`, sql`${id} > ${after.id}`))!;
    return column.notNull ? beyond : or(beyond, isNull(column))!;
  }
  // Nulls first, then values going down.
  if (after.key === null) return or(and(isNull(column), sql`${id} < ${after.id}`), isNotNull(column))!;
  return and(sql`${column} <= ${value}`, or(sql`${column} < ${value}`, sql`${id} < ${after.id}`))!;
}

/** Titles of the records that a batch's reference fields point at, by field then id. */
export async function referenceTitles(db: Db, resource: Resource, tableOf: (name: string) => ResourceTable | undefined, rows: readonly Row[], teamId: number, fields: readonly string[]): Promise<Map<string, Map<number, string>>> {
  const out = new Map<string, Map<number, string>>();
  for (const name of fields) {
    const ref = resource.fields[name]?.reference;
    const target = ref && tableOf(ref.resource);
    if (!ref || !target) continue;
    const ids = [...new Set(rows.flatMap((r) => (Array.isArray(r[name]) ? (r[name] as unknown[]) : [r[name]])).filter((v): v is number => typeof v === 'number'))];
    if (!ids.length) continue;
    const scoped = 'team_id' in target.columns ? and(inArray(target.col('id'), ids), eq(target.col('team_id'), teamId)) : inArray(target.col('id'), ids);
    const found = (await db.select({ id: target.col('id'), label: target.col(ref.label) }).from(target.table).where(scoped)) as { id: number; label: unknown }[];
    out.set(name, new Map(found.map((f) => [f.id, String(f.label ?? f.id)])));
  }
  return out;
}
