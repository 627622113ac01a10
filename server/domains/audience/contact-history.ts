/**
 * A contact's history, newest first: what Parley recorded about it (created or changed and by
 * whom, imported from which upload, delivered by which feed, the API, messages, clicks, put on or
 * taken off the do-not-contact list) and the calls to and from its number. Each entry names what
 * it points at (the user, the upload, the feed, the campaign, the call), so the page links to it.
 */
import { and, eq, sql } from 'drizzle-orm';
import { contacts } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../db/transaction.ts';
import { notFound } from '../../http/errors.ts';

export interface HistoryEntry {
  /** `event-<id>` or `call-<id>`: unique across both. */
  key: string;
  kind: string;
  at: string;
  ref_type: string | null;
  ref_id: number | null;
  /** The name of what ref points at (a user, an upload, a feed, a campaign), when it still exists. */
  ref_label: string | null;
  detail: Record<string, unknown>;
}

export async function contactHistory(db: DbOrTx, teamId: number, contactId: number, page: { offset: number; limit: number }): Promise<{ entries: HistoryEntry[]; total: number }> {
  const [contact] = await db.select({ phone: contacts.phone }).from(contacts).where(and(eq(contacts.id, contactId), eq(contacts.team_id, teamId)));
  if (!contact) throw notFound('No such contact.');
  // Events by (contact_id, at); calls by the team's number columns. Every join stays in the team.
  const history = sql`
    select 'event-' || e.id as key, e.kind, e.at, e.ref_type, e.ref_id, e.detail,
      case e.ref_type when 'users' then u.name when 'data-files' then df.name when 'feeds' then f.name when 'campaigns' then cp.name end as ref_label
    from contact_events e
      left join users u on e.ref_type = 'users' and u.id = e.ref_id
      left join data_files df on e.ref_type = 'data-files' and df.id = e.ref_id and df.team_id = e.team_id
      left join feeds f on e.ref_type = 'feeds' and f.id = e.ref_id and f.team_id = e.team_id
      left join campaigns cp on e.ref_type = 'campaigns' and cp.id = e.ref_id and cp.team_id = e.team_id
    where e.contact_id = ${contactId} and e.team_id = ${teamId}
    union all
    select 'call-' || c.id, 'call', coalesce(c.started_at, c.created_at), 'calls', c.id,
      jsonb_build_object('direction', c.direction, 'status', c.status, 'outcome', c.outcome, 'duration_seconds', c.duration_seconds, 'from_number', c.from_number, 'to_number', c.to_number),
      null
    from calls c where c.team_id = ${teamId} and (c.to_number = ${contact.phone} or c.from_number = ${contact.phone})`;
  const [rows, counted] = await Promise.all([
    db.execute(sql`select * from (${history}) h order by h.at desc, h.key desc limit ${page.limit} offset ${page.offset}`),
    db.execute(sql`select count(*)::int as n from (${history}) h`),
  ]);
  const entries = (rows as unknown as { rows: Record<string, unknown>[] }).rows.map((r) => ({
    key: String(r.key),
    kind: String(r.kind),
    at: new Date(r.at as string).toISOString(),
    ref_type: (r.ref_type as string | null) ?? null,
    ref_id: r.ref_id === null ? null : Number(r.ref_id),
    ref_label: (r.ref_label as string | null) ?? null,
    detail: (r.detail as Record<string, unknown> | null) ?? {},
  }));
  return { entries, total: Number((counted as unknown as { rows: { n: number }[] }).rows[0].n) };
}
