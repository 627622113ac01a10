/**
 * A contact's history: what happened to it and where it came from (created by hand or by the API,
 * imported from a file, delivered by a feed, sent a message, clicked, called). Written by Parley
 * only; the contact page reads it and segment rules on history match against it.
 */
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { contacts } from './contacts.ts';

export const contactEvents = pgTable(
  'contact_events',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    // The contact's team, kept here to filter by; no foreign key of its own: the contact's cascade
    // removes the events with the team, and an import writes a million events without checking the
    // same team a million times.
    team_id: integer().notNull(),
    contact_id: integer()
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    /** created, updated, imported, feed, message_sent, message_delivered, message_failed, clicked, call. */
    kind: text().notNull(),
    /** The record it points at: `data-files`, `feeds`, `campaigns`, `calls`, … */
    ref_type: text(),
    ref_id: integer(),
    detail: jsonb().$type<Record<string, unknown>>(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_events_contact_at_idx').on(t.contact_id, t.at), index('contact_events_team_kind_ref_idx').on(t.team_id, t.kind, t.ref_id)],
);
