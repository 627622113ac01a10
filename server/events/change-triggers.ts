/**
 * Every write to a resource table announces itself: a statement-level trigger sends one NOTIFY per
 * statement on `parley_changes` naming the table, the teams it touched and the first ids. Because
 * the database does it, a domain service, a bulk load, a job in another process and the generic
 * CRUD routes all keep list totals and open screens right without calling anything by hand, and the
 * notice goes out only when the transaction commits.
 */
import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';

export const CHANGES_CHANNEL = 'parley_changes';

/** At most this many ids ride along; a larger statement says how many rows it touched. */
const MAX_IDS = 50;
const MAX_TEAMS = 100;

const FUNCTION_SQL = `
create or replace function parley_notify_change() returns trigger language plpgsql as $$
declare
  info record;
begin
  if TG_OP = 'DELETE' then
    if TG_ARGV[0] = 'team' then
      select count(*) as n,
        (select case when count(*) > ${MAX_TEAMS} then null else json_agg(team_id) end from (select distinct team_id from old_rows) s) as teams,
        (select json_agg(id) from (select id from old_rows limit ${MAX_IDS}) s) as ids
        into info from old_rows;
    else
      select count(*) as n, null::json as teams, (select json_agg(id) from (select id from old_rows limit ${MAX_IDS}) s) as ids into info from old_rows;
    end if;
  else
    if TG_ARGV[0] = 'team' then
      select count(*) as n,
        (select case when count(*) > ${MAX_TEAMS} then null else json_agg(team_id) end from (select distinct team_id from new_rows) s) as teams,
        (select json_agg(id) from (select id from new_rows limit ${MAX_IDS}) s) as ids
        into info from new_rows;
    else
      select count(*) as n, null::json as teams, (select json_agg(id) from (select id from new_rows limit ${MAX_IDS}) s) as ids into info from new_rows;
    end if;
  end if;
  if info.n > 0 then
    perform pg_notify('${CHANGES_CHANNEL}', json_build_object('t', TG_TABLE_NAME, 'op', lower(TG_OP), 'n', info.n, 'teams', info.teams, 'ids', info.ids)::text);
  end if;
  return null;
end $$`;

const OPS = [
  ['insert', 'insert', 'new'],
  ['update', 'update', 'new'],
  ['delete', 'delete', 'old'],
] as const;

/**
 * Creates the function and the triggers a table lacks (one query when nothing is missing), so a
 * table added by a later migration is covered on the next start. Callers hold the migration lock.
 */
export async function ensureChangeTriggers(db: Db, tables: readonly PgTable[]): Promise<void> {
  const present = await db.execute(sql`
    select c.relname as tbl, t.tgname as name from pg_trigger t join pg_class c on c.oid = t.tgrelid
    where t.tgname like 'parley_change_%' and c.relnamespace = 'public'::regnamespace`);
  const have = new Set(rowsOf<{ tbl: string; name: string }>(present).map((r) => `${r.tbl}.${r.name}`));
  const [fn] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from pg_proc where proname = 'parley_notify_change'`));
  const missing: string[] = [];
  for (const table of tables) {
    const name = getTableName(table);
    const scope = 'team_id' in getTableColumns(table) ? 'team' : 'platform';
    for (const [suffix, event, side] of OPS) {
      if (have.has(`${name}.parley_change_${suffix}`)) continue;
      missing.push(
        `create or replace trigger parley_change_${suffix} after ${event} on "${name}" referencing ${side} table as ${side}_rows for each statement execute function parley_notify_change('${scope}')`,
      );
    }
  }
  if (!missing.length && fn?.n) return;
  await db.execute(sql.raw(FUNCTION_SQL));
  for (const statement of missing) await db.execute(sql.raw(statement));
}

/** drizzle answers `execute` as an array (PGlite) or as a result with rows (node-postgres). */
export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}
