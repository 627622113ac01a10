/**
 * Every provider event applied to a call, in order of arrival: the call's timeline, and the replay
 * guard (a provider's event id is taken once; the same event again changes nothing).
 */
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { teams } from '../teams.ts';
import { calls } from './calls.ts';

export const callEvents = pgTable(
  'call_events',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    team_id: integer()
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    call_id: integer()
      .notNull()
      .references(() => calls.id, { onDelete: 'cascade' }),
    provider: text().notNull(),
    event_id: text().notNull(),
    type: text().notNull(),
    data: jsonb().$type<Record<string, unknown>>(),
    occurred_at: timestamp({ withTimezone: true }).notNull(),
    received_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('call_events_provider_event_idx').on(t.provider, t.event_id), index('call_events_call_idx').on(t.call_id, t.id)],
);
