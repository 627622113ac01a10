/**
 * Contacts written in bulk by number within a team (one contact per number and team): a new number
 * makes a subscribed contact, a known one takes the fields given and keeps the rest. A feed never
 * changes a contact's subscription status or channels: someone who unsubscribed stays so.
 */
import { sql } from 'drizzle-orm';
import type { CONTACT_SOURCES } from '../../../resources/audience/contacts.ts';
import type { DbOrTx } from '../../db/transaction.ts';
import type { FeedRow } from './feed-payload.ts';

export interface UpsertResult {
  created: number;
  updated: number;
}

const MAX_TAGS = 50;

export async function upsertContactsByPhone(db: DbOrTx, teamId: number, rows: readonly FeedRow[], source: (typeof CONTACT_SOURCES)[number]): Promise<UpsertResult> {
  if (!rows.length) return { created: 0, updated: 0 };
  const column = <K extends keyof FeedRow>(key: K) => rows.map((r) => (r[key] === undefined ? null : r[key]));
  const json = (key: 'tags' | 'custom') => rows.map((r) => (r[key] === undefined ? null : JSON.stringify(r[key])));
  // One statement over arrays (unnest), whatever the number of rows: no parameter limit, one round trip.
  const result = await db.execute(sql`
    insert into contacts as c (team_id, phone, first_name, last_name, email, country, tags, custom, source)
    select ${teamId}, r.phone, r.first_name, r.last_name, r.email, r.country, coalesce(r.tags::jsonb, '[]'::jsonb), r.custom::jsonb, ${source}
    from unnest(${sql.param(column('phone'))}::text[], ${sql.param(column('first_name'))}::text[], ${sql.param(column('last_name'))}::text[],
                ${sql.param(column('email'))}::text[], ${sql.param(column('country'))}::text[], ${sql.param(json('tags'))}::text[],
                ${sql.param(json('custom'))}::text[]) as r(phone, first_name, last_name, email, country, tags, custom)
    on conflict (team_id, phone) do update set
      first_name = coalesce(excluded.first_name, c.first_name),
      last_name = coalesce(excluded.last_name, c.last_name),
      email = coalesce(excluded.email, c.email),
      country = coalesce(excluded.country, c.country),
      tags = case when jsonb_array_length(excluded.tags) = 0 then c.tags else (
        select coalesce(jsonb_agg(u.tag order by u.pos), '[]'::jsonb) from (
          select t.tag, min(t.pos) as pos from jsonb_array_elements(c.tags || excluded.tags) with ordinality as t(tag, pos)
          group by t.tag order by min(t.pos) limit ${MAX_TAGS}
        ) as u) end,
      custom = case when excluded.custom is null then c.custom else coalesce(c.custom, '{}'::jsonb) || excluded.custom end,
      version = c.version + 1,
      updated_at = now(),
      updated_by_id = null
    returning (xmax = 0) as created`);
  const created = (result as unknown as { rows: { created: boolean }[] }).rows.filter((r) => r.created).length;
  return { created, updated: rows.length - created };
}
