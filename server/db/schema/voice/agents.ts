/** Table of the `agents` resource (resources/voice/agents.ts): columns named as its fields. */
import { boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { AGENT_LANGUAGES, AGENT_STATUSES } from '../../../../resources/voice/agents.ts';
import { resourceColumns } from '../../resource-columns.ts';

export const agents = pgTable(
  'agents',
  {
    ...resourceColumns(),
    name: text().notNull(),
    status: text().$type<(typeof AGENT_STATUSES)[number]>().notNull().default('draft'),
    language: text().$type<(typeof AGENT_LANGUAGES)[number]>().notNull().default('en-US'),
    voice: text().notNull(),
    llm_model: text().notNull().default('gpt-4o-mini'),
    first_message: text(),
    system_prompt: text().notNull(),
    /** Keys of the team's voice tools. */
    tools: jsonb().$type<string[]>().notNull().default([]),
    temperature_pct: integer().notNull().default(70),
    max_call_seconds: integer().notNull().default(600),
    record_calls: boolean().notNull().default(true),
  },
  (t) => [
    index('agents_team_name_idx').on(t.team_id, t.name),
    index('agents_team_status_idx').on(t.team_id, t.status),
  ],
);
