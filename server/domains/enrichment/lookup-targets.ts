/**
 * Whom a batch lookup asks about: a segment's contacts or contacts named by id, always within the
 * caller's team, read in id order a batch at a time so a million contacts cost one batch of memory.
 * A segment's contacts are its members as the segment screens count them: its rules match, or it
 * names them (server/domains/audience/segment-members.ts).
 */
import { and, asc, count, countDistinct, eq, gt, inArray, type SQL } from 'drizzle-orm';
import type { LookupAudience } from '../../../resources/enrichment/lookups.ts';
import type { DbOrTx } from '../../db/transaction.ts';
import type { Db } from '../../db/client.ts';
import { contacts, segments } from '../../db/schema/index.ts';
import { segmentOf, segmentWhere } from '../audience/segment-members.ts';
import { invalid } from '../../http/errors.ts';

export interface Target {
  contact_id: number | null;
  phone: string;
}

async function audienceCondition(db: DbOrTx, teamId: number, audience: LookupAudience): Promise<SQL> {
  if (audience.segment_id !== undefined) return segmentWhere(db as Db, await segmentOf(db as Db, teamId, audience.segment_id));
  return and(eq(contacts.team_id, teamId), inArray(contacts.id, audience.contact_ids ?? []))!;
}

/** 422 for a segment or contacts the team does not have (another team's look the same as none). */
export async function checkAudience(db: DbOrTx, teamId: number, audience: LookupAudience): Promise<void> {
  if (audience.segment_id !== undefined) {
    const [found] = await db
      .select({ id: segments.id })
      .from(segments)
      .where(and(eq(segments.id, audience.segment_id), eq(segments.team_id, teamId)));
    if (!found) throw invalid({ segment_id: ['There is no such segment.'] });
    return;
  }
  const ids = [...new Set(audience.contact_ids ?? [])];
  const found = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(eq(contacts.team_id, teamId), inArray(contacts.id, ids)));
  if (found.length === ids.length) return;
  const known = new Set(found.map((r) => r.id));
  const missing = ids.filter((id) => !known.has(id));
  throw invalid({ contact_ids: [`There is no contact with the id ${missing.slice(0, 10).join(', ')}${missing.length > 10 ? ', …' : ''}.`] });
}

/** How many contacts and distinct numbers the audience holds. */
export async function countAudience(db: DbOrTx, teamId: number, audience: LookupAudience): Promise<{ contacts: number; numbers: number }> {
  const [row] = await db
    .select({ contacts: count(), numbers: countDistinct(contacts.phone) })
    .from(contacts)
    .where(await audienceCondition(db, teamId, audience));
  return { contacts: Number(row?.contacts ?? 0), numbers: Number(row?.numbers ?? 0) };
}

/** The next contacts after `afterId`, in id order. */
export async function audienceBatch(db: DbOrTx, teamId: number, audience: LookupAudience, afterId: number, limit: number): Promise<{ contact_id: number; phone: string }[]> {
  return db
    .select({ contact_id: contacts.id, phone: contacts.phone })
    .from(contacts)
    .where(and(await audienceCondition(db, teamId, audience), gt(contacts.id, afterId)))
    .orderBy(asc(contacts.id))
    .limit(limit);
}

/** Every distinct number of the audience, a batch at a time (for counting what the cache holds). */
export async function* audiencePhones(db: DbOrTx, teamId: number, audience: LookupAudience, batch = 5_000): AsyncGenerator<string[]> {
  let after = 0;
  for (;;) {
    const rows = await audienceBatch(db, teamId, audience, after, batch);
    if (!rows.length) return;
    yield [...new Set(rows.map((r) => r.phone))];
    after = rows[rows.length - 1].contact_id;
  }
}

/** The contact of a team with this number, if any. */
export async function contactOfPhone(db: DbOrTx, teamId: number, phone: string): Promise<number | null> {
  const [row] = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(eq(contacts.team_id, teamId), eq(contacts.phone, phone)));
  return row?.id ?? null;
}
