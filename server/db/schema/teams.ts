import { boolean, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { TeamSettings } from '../../../resources/account/team-settings.ts';
import { users } from './users.ts';

export const teams = pgTable('teams', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** Every user gets one personal team at sign-up. */
  personal: boolean('personal').notNull().default(false),
  /** The team's own switches (resources/account/team-settings.ts); missing keys take their defaults. */
  settings: jsonb('settings').$type<Partial<TeamSettings>>().notNull().default({}),
  ownerId: integer('owner_id')
    .notNull()
    .references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A team as read from the database. */
export type TeamRow = typeof teams.$inferSelect;
