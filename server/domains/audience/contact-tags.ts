/**
 * Tags in bulk: add and remove tags on the contacts picked on the list (their ids) or on every
 * contact a list query shows. A few thousand contacts change at once in one statement; a bigger
 * filter becomes a job that works through them in batches by id, so no statement holds the table
 * long. Each changed contact gets an `updated` entry in its history naming the tags.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/transaction.ts';
import { MAX_TAGS } from './contact-writer.ts';

/** Contacts changed in one statement; a filter matching more runs as a job. */
export const TAGS_AT_ONCE = 5_000;

export interface TagChange {
  add: string[];
  remove: string[];
}

export function tidyTags(tags: readonly string[] | undefined): string[] {
  return [...new Set((tags ?? []).map((t) => t.trim()).filter(Boolean))];
}

/**
 * Applies the change to the contacts `where` picks (already scoped to the team), at most `limit` of
 * them from id `afterId` on; answers how many changed and the last id looked at.
 */
export async function applyTagChange(db: DbOrTx, teamId: number, where: SQL, change: TagChange, userId: number | null, page?: { afterId: number; limit: number }): Promise<{ changed: number; lastId: number | null; looked: number }> {
  const add = JSON.stringify(change.add);
  const remove = sql.param(change.remove);
  // `where` names the table by its own name (the list's conditions), so the pick does not alias it.
  const slice = page ? sql`and contacts.id > ${page.afterId} order by contacts.id limit ${page.limit}` : sql``;
  const result = await db.execute(sql`
    with picked as (
      select contacts.id from contacts where ${where} ${slice}
    ), changed as (
      update contacts c set
        tags = (
          select coalesce(jsonb_agg(u.tag order by u.pos), '[]'::jsonb) from (
            select t.tag, min(t.pos) as pos from jsonb_array_elements(c.tags || ${add}::jsonb) with ordinality as t(tag, pos)
            where not (t.tag #>> '{}' = any(${remove}::text[]))
            group by t.tag order by min(t.pos) limit ${MAX_TAGS}
          ) as u),
        version = c.version + 1, updated_at = now(), updated_by_id = ${userId}::int
      from picked p
      where c.id = p.id and c.team_id = ${teamId}
        and (not (c.tags @> ${add}::jsonb) or c.tags ?| ${remove}::text[])
      returning c.id
    ), history as (
      insert into contact_events (team_id, contact_id, kind, ref_type, ref_id, detail)
      select ${teamId}, ch.id, 'updated', ${userId === null ? null : 'users'}::text, ${userId}::int, ${JSON.stringify({ tags_added: change.add, tags_removed: change.remove })}::jsonb from changed ch
    )
    select (select count(*) from changed)::int as changed, (select max(id) from picked) as last_id, (select count(*) from picked)::int as looked`);
  const [row] = (result as unknown as { rows: { changed: number; last_id: number | null; looked: number }[] }).rows;
  return { changed: Number(row.changed), lastId: row.last_id === null ? null : Number(row.last_id), looked: Number(row.looked) };
}

/** The team's tags with how many contacts carry each, most used first (for pickers and filters). */
export async function teamTags(db: DbOrTx, teamId: number, limit = 500): Promise<{ tag: string; count: number }[]> {
  const result = await db.execute(sql`
    select t.tag, count(*)::int as count
    from contacts c cross join lateral jsonb_array_elements_text(c.tags) as t(tag)
    where c.team_id = ${teamId} and c.tags <> '[]'::jsonb
    group by t.tag order by count(*) desc, t.tag limit ${limit}`);
  return (result as unknown as { rows: { tag: string; count: number }[] }).rows.map((r) => ({ tag: r.tag, count: Number(r.count) }));
}
