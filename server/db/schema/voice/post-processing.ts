/** Table of the `post-processing` resource (resources/voice/post-processing.ts). */
import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { ExtractField, SetOutcome } from '../../../../resources/voice/extract-fields.ts';
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
    outcomes: jsonb().$type<CallOutcome[]>().notNull().default([]),
    fields: jsonb().$type<ExtractField[]>().notNull().default([]),
    prompt: text(),
    set_outcome: jsonb().$type<SetOutcome>(),
    webhook_url: text(),
    /** Sealed (server/security/credentials.ts). */
    webhook_secret: text(),
    active: boolean().notNull().default(true),
    runs_count: integer().notNull().default(0),
    last_run_at: timestamp({ withTimezone: true }),
  },
  (t) => [index('post_processing_team_name_idx').on(t.team_id, t.name), index('post_processing_agent_idx').on(t.agent_id)],
);
