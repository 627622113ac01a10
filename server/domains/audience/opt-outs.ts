/**
 * The team's do-not-contact list (docs/areas/audience.md#do-not-contact-list): numbers read in any
 * notation into E.164 on every write, and the one check every send and call makes before it
 * reaches a number. Triggers in the database keep `contacts.opted_out` in step with the list.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { RecordWriter } from '../../crud/record-writer.ts';
import { contactEvents, contacts, optOuts } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../db/transaction.ts';
import { invalid } from '../../http/errors.ts';
import { teamContactSettings } from './contact-record.ts';
import { readPhoneNumber } from './phone-number.ts';

/** E.164 of a number as given, or null when it cannot be read (such a number is reachable by nobody anyway). */
function e164(phone: string, defaultCountry: string | null): string | null {
  const read = readPhoneNumber(phone, defaultCountry);
  return read.ok ? read.number.e164 : null;
}

/**
 * The numbers of `phones` that may be messaged or called: those on the team's do-not-contact list
 * are left out, whatever notation they are given in. Answers them as given, in their order.
 */
export async function reachableNumbers(db: DbOrTx, teamId: number, phones: readonly string[]): Promise<string[]> {
  if (!phones.length) return [];
  const { defaultCountry } = await teamContactSettings(db, teamId);
  const read = phones.map((p) => e164(p, defaultCountry) ?? p);
  const result = await db.execute(sql`select phone from opt_outs where team_id = ${teamId} and phone = any(${sql.param([...new Set(read)])}::text[])`);
  const blocked = new Set((result as unknown as { rows: { phone: string }[] }).rows.map((r) => r.phone));
  return phones.filter((_, i) => !blocked.has(read[i]));
}

export async function isOptedOut(db: DbOrTx, teamId: number, phone: string): Promise<boolean> {
  return (await reachableNumbers(db, teamId, [phone])).length === 0;
}

/** Puts a contact's number on the list (the contact page's action); nothing changes when it is on already. */
export async function optOutContact(db: DbOrTx, teamId: number, contactId: number, userId: number, reason?: string | null): Promise<boolean> {
  const [contact] = await db.select({ phone: contacts.phone }).from(contacts).where(and(eq(contacts.id, contactId), eq(contacts.team_id, teamId)));
  if (!contact) return false;
  const added = await db
    .insert(optOuts)
    .values({ team_id: teamId, phone: contact.phone, source: 'manual', reason: reason ?? null, created_by_id: userId, updated_by_id: userId })
    .onConflictDoNothing()
    .returning({ id: optOuts.id });
  if (added.length) await db.insert(contactEvents).values({ team_id: teamId, contact_id: contactId, kind: 'opted_out', ref_type: 'users', ref_id: userId, detail: reason ? { reason } : {} });
  return true;
}

/** Takes a contact's number off the list. */
export async function optInContact(db: DbOrTx, teamId: number, contactId: number, userId: number): Promise<boolean> {
  const [contact] = await db.select({ phone: contacts.phone }).from(contacts).where(and(eq(contacts.id, contactId), eq(contacts.team_id, teamId)));
  if (!contact) return false;
  const removed = await db.delete(optOuts).where(and(eq(optOuts.team_id, teamId), eq(optOuts.phone, contact.phone))).returning({ id: optOuts.id });
  if (removed.length) await db.insert(contactEvents).values({ team_id: teamId, contact_id: contactId, kind: 'opted_in', ref_type: 'users', ref_id: userId, detail: {} });
  return true;
}

/** Generic create and update of an entry: the number in any notation becomes E.164 (the team's default country reads a national one). */
export const optOutRecordWriter: RecordWriter = {
  async prepare(values, ctx) {
    if (values.phone === undefined) return values;
    const { defaultCountry } = await teamContactSettings(ctx.db, ctx.teamId);
    const read = readPhoneNumber(values.phone, defaultCountry);
    if (!read.ok) throw invalid({ phone: [read.message] });
    return { ...values, phone: read.number.e164 };
  },
};
