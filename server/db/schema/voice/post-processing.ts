/** Table of the `post-processing` resource (resources/voice/post-processing.ts). */
import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { POST_PROCESSING_TRIGGERS } from '../../../../resources/voice/post-processing.ts';
import type { CallOutcome } from '../../../../resources/voice/shared.ts';
import { resourceColumns } from '../../resource-columns.ts';
import { agents } from './agents.ts';

export const postProcessing = pgTable(
  'post_processing',
  {
    ...resourceColumns(),
    name: text().notNull(),
    /** Null: runs for every agent of the team. */
    agent_id: integer().references(() => agents.id, { onDelete: 'restrict' }),
    trigger: text().$type<(typeof POST_PROCESSING_TRIGGERS)[number]>().notNull().default('on_hangup'),
    outcomes: jsonb().$type<CallOutcome[]>().notNull().default([]),
    prompt: text().notNull(),
    output_schema: jsonb().$type<Record<string, unknown>>(),
    webhook_url: text(),
    active: boolean().notNull().default(true),
    runs_count: integer().notNull().default(0),
    last_run_at: timestamp({ withTimezone: true }),
  },
  (t) => [index('post_processing_team_name_idx').on(t.team_id, t.name), index('post_processing_agent_idx').on(t.agent_id)],
);
