/**
 * PostgreSQL constraint errors as answers a person can act on, never a 500: a duplicate unique
 * value is a 422 on its field, a record still referenced is a 409 naming what uses it, a reference
 * to a missing record is a 422 on the reference field.
 */
import { sql } from 'drizzle-orm';
import type { Resource } from '../../resources/kit/index.ts';
import type { Db } from '../db/client.ts';
import { HttpError, conflict, invalid } from '../http/errors.ts';

export interface PgError {
  code: string;
  table?: string;
  constraint?: string;
  detail?: string;
}

/** The driver's error inside drizzle's wrapper (both node-postgres and PGlite carry the SQLSTATE). */
export function pgErrorOf(err: unknown): PgError | undefined {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return e as PgError;
  }
  return undefined;
}

/** The singular noun for a resource in messages: `custom-fields` → `custom field`. */
export const nounOf = (resource: Resource) => resource.name.replace(/-/g, ' ').replace(/ies$/, 'y').replace(/s$/, '');

/** `Key (team_id, key)=(1, plan) …` → ['team_id', 'key']. */
const keyColumns = (detail?: string) =>
  /^Key \(([^)]*)\)/
    .exec(detail ?? '')?.[1]
    .split(',')
    .map((c) => c.trim().replace(/^"|"$/g, '')) ?? [];

/** An answer for a failed write, or undefined when the error is not one we can explain. */
export function writeError(resource: Resource, err: unknown): HttpError | undefined {
  const pg = pgErrorOf(err);
  if (!pg) return undefined;
  const noun = nounOf(resource);
  if (pg.code === '23505') {
    const fields = keyColumns(pg.detail).filter((c) => c in resource.fields);
    if (!fields.length) return conflict(`Another ${noun} already has these values.`);
    return invalid(Object.fromEntries(fields.map((f) => [f, [`This ${f.replace(/_/g, ' ')} is already used by another ${noun}.`]])));
  }
  if (pg.code === '23503') {
    const field = keyColumns(pg.detail).find((c) => c in resource.fields);
    if (field) return invalid({ [field]: ['The chosen record does not exist.'] });
  }
  if (pg.code === '23502' || pg.code === '22001' || pg.code === '22003' || pg.code === '22P02' || pg.code === '23514') {
    return new HttpError(422, 'The given data was invalid.');
  }
  return undefined;
}

/** Why a delete was refused: "Still used by 3 campaigns", counted from the referencing table. */
export async function deleteError(db: Db, resource: Resource, err: unknown, id: number, labelOfTable: (table: string) => string | undefined): Promise<HttpError | undefined> {
  const pg = pgErrorOf(err);
  // 23503 for a plain foreign key, 23001 for one declared ON DELETE RESTRICT: both mean "still used".
  if (!pg || (pg.code !== '23503' && pg.code !== '23001') || !pg.table) return writeError(resource, err);
  const label = labelOfTable(pg.table) ?? pg.table.replace(/_/g, ' ');
  let used: number | undefined;
  try {
    const column = pg.constraint ? await referencingColumn(db, pg.table, pg.constraint) : undefined;
    if (column) {
      const rows = await db.execute<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(pg.table)} where ${sql.identifier(column)} = ${id}`);
      used = Number(rowsOf<{ n: number }>(rows)[0]?.n);
    }
  } catch {
    // The count only makes the message nicer; the refusal stands without it.
  }
  const what = used && Number.isFinite(used) ? `${used} ${label}` : label;
  return conflict(`Still used by ${what}: remove or change them before deleting this ${nounOf(resource)}.`);
}

async function referencingColumn(db: Db, table: string, constraint: string): Promise<string | undefined> {
  const rows = await db.execute<{ column: string }>(sql`
    select a.attname as column from pg_constraint c
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
    where c.conname = ${constraint} and c.conrelid = to_regclass(${`"${table.replace(/"/g, '""')}"`})`);
  return rowsOf<{ column: string }>(rows)[0]?.column;
}

/** node-postgres answers `{ rows }`, PGlite too; keep both shapes working. */
function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
