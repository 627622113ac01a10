/**
 * Files Parley made for a team (exports, rate sheets): the bytes live in the file store
 * (server/files/), this row says whose they are and how to serve them.
 */
import { bigint, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { teams } from './teams.ts';
import { users } from './users.ts';

export const files = pgTable(
  'files',
  {
    id: serial('id').primaryKey(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    /** The name the browser saves it under. */
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    /** Where the file store keeps it. */
    storageKey: text('storage_key').notNull().unique(),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Exports are kept for a while, then removed with their bytes. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [index('files_team_idx').on(t.teamId), index('files_expires_idx').on(t.expiresAt)],
);
