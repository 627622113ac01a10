/**
 * Published versions of an agent's prompt (resources/voice/prompt-versions.ts): each publish keeps a
 * copy of the draft (system prompt, first message, sections) for ever. Written by Parley only
 * (publish), never edited; the agent going deletes its versions.
 */
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PromptSectionSnapshot } from '../../../../resources/voice/prompt-versions.ts';
import { teams } from '../teams.ts';
import { users } from '../users.ts';
import { agents } from './agents.ts';

export const agentPromptVersions = pgTable(
  'agent_prompt_versions',
  {
    id: serial().primaryKey(),
    team_id: integer()
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    agent_id: integer()
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    /** 1, 2, 3… per agent. */
    version: integer().notNull(),
    system_prompt: text().notNull(),
    first_message: text(),
    sections: jsonb().$type<PromptSectionSnapshot[]>().notNull().default([]),
    note: text(),
    published_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Who published it: kept as a name too, so the history still says who after the user is gone. */
    published_by_id: integer().references(() => users.id, { onDelete: 'set null' }),
    published_by_name: text(),
  },
  (t) => [uniqueIndex('agent_prompt_versions_agent_version_idx').on(t.agent_id, t.version), index('agent_prompt_versions_team_idx').on(t.team_id)],
);
