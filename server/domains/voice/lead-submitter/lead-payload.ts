/**
 * A lead's payload, from the team's mapping: each payload key takes a call field (`call.outcome`),
 * an extracted field (`extracted.budget`, the newest value the pipelines found) or a field of the
 * contact called (`contact.first_name`, found by the number on the other end of the call). A key
 * whose source is empty is sent as null, so the receiver sees every key it was promised.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { LeadMapping } from '../../../../resources/voice/lead-submitter.ts';
import { calls, contacts } from '../../../db/schema/index.ts';
import type { DbOrTx } from '../../../db/transaction.ts';
import type { FinishedCall } from '../after-call/finished-call.ts';
import { extractedValuesOf } from '../post-processing/campaign-stopper.ts';

type Json = string | number | boolean | null;

const asJson = (value: unknown): Json => (value instanceof Date ? value.toISOString() : value === undefined ? null : (value as Json));

export async function leadPayload(db: DbOrTx, call: FinishedCall, mapping: LeadMapping): Promise<Record<string, Json>> {
  const sources = Object.values(mapping);
  const extracted = sources.some((s) => s.startsWith('extracted.')) ? await extractedValuesOf(db, call.team_id, call.id) : {};
  const contact = sources.some((s) => s.startsWith('contact.')) ? await contactOf(db, call) : null;
  const payload: Record<string, Json> = {};
  for (const [key, source] of Object.entries(mapping)) {
    const [from, field] = source.split('.') as [string, string];
    const record: Record<string, unknown> = from === 'call' ? call : from === 'extracted' ? extracted : (contact ?? {});
    payload[key] = asJson(record[field]);
  }
  return payload;
}

async function contactOf(db: DbOrTx, call: FinishedCall) {
  const phone = call.direction === 'inbound' ? call.from_number : call.to_number;
  const [contact] = await db.select().from(contacts).where(and(eq(contacts.team_id, call.team_id), eq(contacts.phone, phone))).limit(1);
  return contact ?? null;
}

/** A sample lead for the test button: the mapping filled from the team's latest ended call, or placeholders. */
export async function sampleLeadPayload(db: DbOrTx, teamId: number, mapping: LeadMapping): Promise<Record<string, Json>> {
  const [call] = await db.select().from(calls).where(and(eq(calls.team_id, teamId), eq(calls.status, 'completed'))).orderBy(desc(calls.id)).limit(1);
  if (call) return leadPayload(db, call, mapping);
  return Object.fromEntries(Object.entries(mapping).map(([key, source]) => [key, `<${source}>`]));
}
