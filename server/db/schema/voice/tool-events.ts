/** Table of the `tool-events` resource (resources/voice/tool-events.ts): one row per tool call. */
import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { resourceColumns } from '../../resource-columns.ts';
import { calls } from './calls.ts';
import { voiceTools } from './voice-tools.ts';

export const toolEvents = pgTable(
  'tool_events',
  {
    ...resourceColumns(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    tool_id: integer()
      .notNull()
      .references(() => voiceTools.id, { onDelete: 'cascade' }),
    call_id: integer().references(() => calls.id, { onDelete: 'set null' }),
    ok: boolean().notNull().default(false),
    status_code: integer(),
    latency_ms: integer().notNull().default(0),
    error: text(),
    arguments: jsonb().$type<Record<string, unknown>>(),
  },
  (t) => [index('tool_events_team_tool_at_idx').on(t.team_id, t.tool_id, t.at), index('tool_events_team_at_idx').on(t.team_id, t.at), index('tool_events_call_idx').on(t.call_id)],
);
