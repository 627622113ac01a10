/**
 * Changes to many contacts at once beside tags (contact-tags.ts): putting them in a segment by hand
 * or taking them out, and putting their numbers on the do-not-contact list. Each is one statement
 * over the contacts `where` picks (already scoped to the team), however many they are: the rows
 * written are narrow (a segment's member, a list entry), so even a list of a million is seconds.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { segments } from '../../db/schema/index.ts';
import type { Db } from '../../db/client.ts';
import { invalid } from '../../http/errors.ts';
import { recountSegments } from './segment-counts.ts';

function countOf(result: unknown): number {
  return Number((result as { rows: { n: number | string }[] }).rows[0]?.n ?? 0);
}

/** Adds the contacts to the segment's own members (or takes them out); answers how many moved. */
export async function changeSegmentMembers(db: Db, teamId: number, where: SQL, segmentId: number, remove: boolean): Promise<number> {
  const [segment] = await db.select({ id: segments.id }).from(segments).where(and(eq(segments.id, segmentId), eq(segments.team_id, teamId)));
  if (!segment) throw invalid({ segment_id: ['No such segment in this team.'] });
  const result = remove
    ? await db.execute(sql`
        with gone as (delete from segment_contacts s using contacts where s.segment_id = ${segmentId} and s.contact_id = contacts.id and ${where} returning 1)
        select count(*)::int as n from gone`)
    : await db.execute(sql`
        with added as (insert into segment_contacts (segment_id, contact_id) select ${segmentId}, contacts.id from contacts where ${where} on conflict do nothing returning 1)
        select count(*)::int as n from added`);
  // Members by hand change the count the list shows now, not at the next change of a contact.
  await recountSegments(db, teamId, [segmentId]);
  return countOf(result);
}

/**
 * Puts the contacts' numbers on the do-not-contact list (the list's triggers mark the contacts) and
 * records it in each one's history; numbers on it already are left as they are.
 */
export async function optOutContacts(db: Db, teamId: number, where: SQL, userId: number, reason: string | null): Promise<number> {
  const result = await db.execute(sql`
    with added as (
      insert into opt_outs (team_id, phone, source, reason, created_by_id, updated_by_id)
      select ${teamId}, contacts.phone, 'manual', ${reason}::text, ${userId}::int, ${userId}::int from contacts where ${where}
      on conflict do nothing returning phone
    ), history as (
      insert into contact_events (team_id, contact_id, kind, ref_type, ref_id, detail)
      select ${teamId}, c.id, 'opted_out', 'users', ${userId}::int, ${JSON.stringify(reason ? { reason } : {})}::jsonb
      from contacts c join added a on a.phone = c.phone where c.team_id = ${teamId}
    )
    select count(*)::int as n from added`);
  return countOf(result);
}
