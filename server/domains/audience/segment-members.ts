/**
 * Who is in a segment, computed when asked: a contact of the team is a member when the rules match
 * it or when it was added to the segment by name (segment_contacts: an upload, a feed, by hand).
 * So a contact created, imported or changed is in or out of every segment at once, with nothing to
 * rebuild. Empty rules and no named contacts mean nobody, not everybody.
 */
import { and, asc, eq, gt, sql, type SQL } from 'drizzle-orm';
import { PREVIEW_SIZE, type SegmentSummary } from '../../../resources/audience/segment-rules.ts';
import type { Db } from '../../db/client.ts';
import { contacts, segments } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { segmentCatalogue } from './segment-fields.ts';
import { compileSegmentRules, type Catalogue } from './segment-rules.ts';

export type ContactRow = typeof contacts.$inferSelect;
export type SegmentRow = typeof segments.$inferSelect;

/** The membership condition over `contacts` (team included); `segmentId` adds the contacts named in it. */
export function membersWhere(teamId: number, rules: SQL, segmentId?: number): SQL {
  const named = segmentId === undefined ? sql`false` : sql`exists (select 1 from segment_contacts sc where sc.segment_id = ${segmentId} and sc.contact_id = ${contacts.id})`;
  return and(eq(contacts.team_id, teamId), sql`(${rules} or ${named})`)!;
}

/** A segment of the team, or 404 (another team's segment does not exist for the caller). */
export async function segmentOf(db: Db, teamId: number, id: number): Promise<SegmentRow> {
  const [row] = await db.select().from(segments).where(and(eq(segments.id, id), eq(segments.team_id, teamId)));
  if (!row) throw notFound('No such segment.');
  return row;
}

/** The stored segment's membership condition (its rules checked against today's fields). */
export async function segmentWhere(db: Db, segment: SegmentRow, catalogue?: Catalogue): Promise<SQL> {
  const cat = catalogue ?? (await segmentCatalogue(db, segment.team_id));
  return membersWhere(segment.team_id, compileSegmentRules(segment.rules, cat), segment.id);
}

export async function countWhere(db: Db, where: SQL): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(contacts).where(where);
  return row.n;
}

/** A page of members, oldest first (id order keeps pages stable while contacts are added). */
export async function pageWhere(db: Db, where: SQL, offset: number, limit: number): Promise<ContactRow[]> {
  return db.select().from(contacts).where(where).orderBy(asc(contacts.id)).limit(limit).offset(offset);
}

/** What the editor shows while the user edits: how many match, and the first of them. */
export async function previewRules(db: Db, teamId: number, rules: unknown): Promise<{ count: number; contacts: ContactRow[] }> {
  const where = membersWhere(teamId, compileSegmentRules(rules, await segmentCatalogue(db, teamId)));
  const [count, first] = await Promise.all([countWhere(db, where), pageWhere(db, where, 0, PREVIEW_SIZE)]);
  return { count, contacts: first };
}

/** Members by country, network and status, in one pass over them (grouping sets). */
export async function summaryWhere(db: Db, where: SQL): Promise<SegmentSummary> {
  const result = await db.execute<{ dim: string; value: string | null; n: string | number }>(sql`
    select case when grouping(${contacts.country}) = 0 then 'country' when grouping(${contacts.network}) = 0 then 'network' else 'status' end as dim,
      coalesce(${contacts.country}, ${contacts.network}, ${contacts.status}) as value, count(*) as n
    from ${contacts} where ${where}
    group by grouping sets ((${contacts.country}), (${contacts.network}), (${contacts.status}))`);
  const rows = (result as unknown as { rows: { dim: string; value: string | null; n: string | number }[] }).rows;
  const of = (dim: string) =>
    rows
      .filter((r) => r.dim === dim)
      .map((r) => ({ value: r.value, count: Number(r.n) }))
      .sort((a, b) => b.count - a.count || (a.value === null ? 1 : b.value === null ? -1 : a.value.localeCompare(b.value)));
  const byStatus = of('status');
  return { count: byStatus.reduce((n, b) => n + b.count, 0), by_country: of('country'), by_network: of('network'), by_status: byStatus };
}

/** Members after `afterId` in id order, `limit` of them: the keyset a frozen list is built by. */
export function membersAfter(where: SQL, afterId: number): SQL {
  return and(where, gt(contacts.id, afterId))!;
}
