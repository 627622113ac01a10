/** Entities whose generic create and update apply rules of their own (server/crud/record-writer.ts), by resource name. */
import type { ListExtension } from '../crud/list-extension.ts';
import type { RecordWriter } from '../crud/record-writer.ts';
import type { DbOrTx } from '../db/transaction.ts';
import { contactListExtension } from './audience/contact-filters.ts';
import { optOutRecordWriter } from './audience/opt-outs.ts';
import { feedRecordWriter } from './audience/feed-stop.ts';
import { contactRecordWriter } from './audience/contact-record.ts';

export const recordWriters: Record<string, RecordWriter> = {
  contacts: contactRecordWriter,
  'opt-outs': optOutRecordWriter,
  feeds: feedRecordWriter,
};

/** Entities whose list takes filters beyond their declared fields (server/crud/list-extension.ts). */
export function listExtensionOf(name: string, db: DbOrTx): ListExtension | undefined {
  return name === 'contacts' ? contactListExtension(db) : undefined;
}
