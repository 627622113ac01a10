/**
 * The columns every resource table starts with (the generic CRUD routes rely on them): id, the
 * owning team, the optimistic-concurrency version and who created and last changed the row.
 * Keys are snake_case like the API's fields, so a row maps to a record without renaming.
 */
import { integer, serial, timestamp } from 'drizzle-orm/pg-core';
import { teams } from './schema/teams.ts';
import { users } from './schema/users.ts';

export function resourceColumns() {
  return {
    id: serial().primaryKey(),
    team_id: integer()
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    version: integer().notNull().default(1),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    created_by_id: integer().references(() => users.id, { onDelete: 'set null' }),
    updated_by_id: integer().references(() => users.id, { onDelete: 'set null' }),
  };
}

/** The same columns for a platform-scope resource (staff's data: no owning team). */
export function platformResourceColumns() {
  const { team_id: _team, ...rest } = resourceColumns();
  return rest;
}
