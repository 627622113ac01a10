/**
 * `POST /v1/audience/contacts/upsert`: one contact or a batch, matched by number in any notation
 * (the team's default country reads national numbers). The same number is the same contact.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Caller } from '../caller.ts';
import { contacts } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../db/transaction.ts';
import { invalid } from '../../http/errors.ts';
import { writeContacts, type ContactInput, type WriteResult } from './contact-writer.ts';
import { loadCustomFields } from './custom-values.ts';
import { teamContactSettings } from './contact-record.ts';

export const MAX_UPSERT_BATCH = 1000;

async function upsert(db: DbOrTx, caller: Caller, rows: ContactInput[], tags?: string[]): Promise<WriteResult> {
  const settings = await teamContactSettings(db, caller.teamId);
  return writeContacts(db, caller.teamId, rows, {
    source: 'api',
    onDuplicate: 'update',
    tags,
    ...settings,
    customFields: await loadCustomFields(db, caller.teamId),
    event: { kind: 'api', ref_type: 'users', ref_id: caller.userId },
    userId: caller.userId,
  });
}

/** One contact: its record, and whether it is new. A rejected contact is a 422 naming the field. */
export async function upsertOneContact(db: DbOrTx, caller: Caller, input: ContactInput) {
  const result = await upsert(db, caller, [input]);
  const [bad] = result.rejected;
  if (bad) throw invalid({ [bad.field]: [bad.message] });
  const [row] = await db.select().from(contacts).where(eq(contacts.id, result.ids[0]));
  return { created: result.created === 1, row };
}

/** A batch: counts, and every rejected row with its position and reason; the good rows are written. */
export async function upsertContactBatch(db: DbOrTx, caller: Caller, rows: ContactInput[], tags?: string[]) {
  const result = await upsert(db, caller, rows, tags);
  const ids = result.ids.length ? await db.select({ id: contacts.id, phone: contacts.phone }).from(contacts).where(inArray(contacts.id, result.ids)) : [];
  return { created: result.created, updated: result.updated, rejected: result.rejected, contacts: ids };
}
