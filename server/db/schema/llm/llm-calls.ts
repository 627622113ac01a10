/**
 * Every call of the language model Parley made, as a fact: what it was for, which model answered,
 * the tokens both ways, how long it took, whether it failed and what it cost.
 */
import { bigint, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { teams } from '../teams.ts';

export const llmCalls = pgTable(
  'llm_calls',
  {
    id: serial().primaryKey(),
    team_id: integer()
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    /** What asked ("agent-chat", "settings-test", …). */
    purpose: text().notNull(),
    /** The record the call was made for, when there is one (an agent, a call). */
    ref_type: text(),
    ref_id: integer(),
    model: text().notNull(),
    /** Where the model came from: the team's own settings or the installation's environment. */
    source: text().notNull(),
    prompt_tokens: integer().notNull().default(0),
    completion_tokens: integer().notNull().default(0),
    latency_ms: integer().notNull(),
    /** ok or error. */
    status: text().notNull(),
    error: text(),
    /** Millionths of a USD, from the installation's price table (0 for a model without a price). */
    cost: bigint({ mode: 'number' }).notNull().default(0),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('llm_calls_team_created_idx').on(t.team_id, t.created_at)],
);
