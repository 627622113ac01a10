/**
 * "Contact enters a segment": a contact created or changed that is now a member of the segment (its
 * rules match, or it was added to the segment by name) enters. One query per segment over the
 * batch's contacts; the re-entry rule keeps a contact that stays a member from entering again with
 * every change. A segment whose rules no longer compile (a custom field removed) lets nobody in and
 * says so in the log, instead of holding up the team's other events.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { contacts, segments } from '../../../db/schema/index.ts';
import type { DbOrTx } from '../../../db/transaction.ts';
import { segmentCatalogue } from '../../audience/segment-fields.ts';
import { segmentWhere } from '../../audience/segment-members.ts';
import type { Entrance, RunningAutomation } from './match-triggers.ts';
import type { InboxEvent } from './inbox.ts';

const segmentIdOf = (data: unknown): number | null => {
  const id = (data as { segment_id?: unknown } | undefined)?.segment_id;
  return typeof id === 'number' && Number.isInteger(id) ? id : null;
};

/** The contacts of the team's segments among `contactIds`, by segment. */
export async function membersAmong(db: DbOrTx, teamId: number, segmentIds: readonly number[], contactIds: readonly number[]): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>();
  if (!segmentIds.length || !contactIds.length) return out;
  // Services of the audience area take the database; a transaction is one (PgTransaction extends it).
  const base = db as Db;
  const rows = await base.select().from(segments).where(and(eq(segments.team_id, teamId), inArray(segments.id, [...segmentIds])));
  if (!rows.length) return out;
  const catalogue = await segmentCatalogue(base, teamId);
  for (const segment of rows) {
    let where;
    try {
      where = await segmentWhere(base, segment, catalogue);
    } catch (error) {
      console.error(`[parley] automations: segment ${segment.id}'s rules do not apply, nobody enters by it: ${(error as Error).message}`);
      continue;
    }
    const members = await base
      .select({ id: contacts.id })
      .from(contacts)
      .where(and(where, inArray(contacts.id, [...contactIds])));
    out.set(segment.id, members.map((m) => m.id));
  }
  return out;
}

/** The entrances of the team's segment triggers for the contacts its events created or changed. */
export async function segmentEntrances(db: DbOrTx, teamId: number, running: readonly RunningAutomation[], events: readonly InboxEvent[]): Promise<Entrance[]> {
  const contactIds = [...new Set(events.filter((e) => e.event === 'contact_created' || e.event === 'contact_changed').map((e) => e.contact_id))];
  if (!contactIds.length) return [];
  const triggers = running.filter((a) => a.teamId === teamId).flatMap((a) => a.triggers.filter((n) => n.type === 'segment_entered').map((node) => ({ a, node, segmentId: segmentIdOf(node.data) })));
  const segmentIds = [...new Set(triggers.map((t) => t.segmentId).filter((id): id is number => id !== null))];
  const members = await membersAmong(db, teamId, segmentIds, contactIds);
  const out: Entrance[] = [];
  for (const { a, node, segmentId } of triggers) {
    const ids = segmentId === null ? undefined : members.get(segmentId);
    if (!ids?.length) continue;
    out.push({ teamId, automationId: a.id, version: a.version, reentry: a.reentry, reentryDays: a.reentryDays, nodeId: node.id, contactIds: ids, entry: { trigger: 'segment_entered', segment_id: segmentId } });
  }
  return out;
}
