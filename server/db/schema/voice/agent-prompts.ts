/** Table of the `agent-prompts` resource (resources/voice/agent-prompts.ts): an agent's prompt sections. */
import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import type { PROMPT_PURPOSES } from '../../../../resources/voice/agent-prompts.ts';
import { resourceColumns } from '../../resource-columns.ts';
import { agents } from './agents.ts';

export const agentPrompts = pgTable(
  'agent_prompts',
  {
    ...resourceColumns(),
    /** Owned by the agent: deleting it deletes its prompts. */
    agent_id: integer()
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    purpose: text().$type<(typeof PROMPT_PURPOSES)[number]>().notNull().default('main'),
    content: text().notNull(),
    position: integer().notNull().default(0),
    active: boolean().notNull().default(true),
  },
  (t) => [index('agent_prompts_agent_position_idx').on(t.agent_id, t.position), index('agent_prompts_team_position_idx').on(t.team_id, t.position)],
);
