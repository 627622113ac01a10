/** Table of the `agent-campaigns` resource (resources/voice/agent-campaigns.ts): voice campaigns. */
import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { AGENT_CAMPAIGN_STATUSES } from '../../../../resources/voice/agent-campaigns.ts';
import { resourceColumns } from '../../resource-columns.ts';
import { agents } from './agents.ts';
import { voiceNumbers } from './voice-numbers.ts';

export const agentCampaigns = pgTable(
  'agent_campaigns',
  {
    ...resourceColumns(),
    name: text().notNull(),
    agent_id: integer()
      .notNull()
      .references(() => agents.id, { onDelete: 'restrict' }),
    number_id: integer().references(() => voiceNumbers.id, { onDelete: 'restrict' }),
    status: text().$type<(typeof AGENT_CAMPAIGN_STATUSES)[number]>().notNull().default('draft'),
    schedule_start: timestamp({ withTimezone: true }),
    schedule_end: timestamp({ withTimezone: true }),
    recurring: boolean().notNull().default(false),
    calls_per_minute: integer().notNull().default(10),
    max_attempts: integer().notNull().default(3),
    retry_delay_minutes: integer().notNull().default(60),
    contacts_total: integer().notNull().default(0),
    calls_made: integer().notNull().default(0),
  },
  (t) => [
    index('agent_campaigns_team_created_idx').on(t.team_id, t.created_at),
    index('agent_campaigns_team_status_idx').on(t.team_id, t.status),
    index('agent_campaigns_agent_idx').on(t.agent_id),
    index('agent_campaigns_number_idx').on(t.number_id),
  ],
);
