/**
 * Contacts a segment holds by name rather than by rule (added by an upload, a feed or by hand), and
 * the frozen list a send works through (`segment_build_members`, built as a job).
 */
import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { contacts } from './contacts.ts';
import { segments } from './segments.ts';

export const segmentContacts = pgTable(
  'segment_contacts',
  {
    segment_id: integer()
      .notNull()
      .references(() => segments.id, { onDelete: 'cascade' }),
    contact_id: integer()
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    added_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.segment_id, t.contact_id] }), index('segment_contacts_contact_idx').on(t.contact_id)],
);

export const segmentBuildMembers = pgTable(
  'segment_build_members',
  {
    segment_id: integer()
      .notNull()
      .references(() => segments.id, { onDelete: 'cascade' }),
    contact_id: integer()
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.segment_id, t.contact_id] })],
);
