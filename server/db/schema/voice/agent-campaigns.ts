/** Table of the `agent-campaigns` resource (resources/voice/agent-campaigns.ts): voice campaigns. */
import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { AGENT_CAMPAIGN_STATUSES } from '../../../../resources/voice/agent-campaigns.ts';
import type { CAMPAIGN_RECURRENCES, WEEKDAYS } from '../../../../resources/campaigns/campaigns.ts';
import { resourceColumns } from '../../resource-columns.ts';
import { feeds } from '../audience/feeds.ts';
import { segments } from '../audience/segments.ts';
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
    /** More caller numbers (E.164, the team's voice numbers) rotated with `number_id`'s. */
    caller_numbers: jsonb().$type<string[]>().notNull().default([]),
    segment_id: integer().references(() => segments.id, { onDelete: 'restrict' }),
    feed_id: integer().references(() => feeds.id, { onDelete: 'restrict' }),
    status: text().$type<(typeof AGENT_CAMPAIGN_STATUSES)[number]>().notNull().default('draft'),
    schedule_start: timestamp({ withTimezone: true }),
    schedule_end: timestamp({ withTimezone: true }),
    recurring: boolean().notNull().default(false),
    recurrence: text().$type<(typeof CAMPAIGN_RECURRENCES)[number]>().notNull().default('daily'),
    window_start: text(),
    window_end: text(),
    window_days: jsonb().$type<(typeof WEEKDAYS)[number][]>().notNull().default([]),
    window_timezone: text(),
    calls_per_minute: integer().notNull().default(10),
    concurrency: integer().notNull().default(5),
    max_attempts: integer().notNull().default(3),
    retry_delay_minutes: integer().notNull().default(60),
    breaker_calls: integer().notNull().default(20),
    breaker_failed_percent: integer().notNull().default(50),
    /** Why the campaign was paused by Parley (the breaker, a job that gave up); cleared on send. */
    paused_reason: text(),
    run: integer().notNull().default(0),
    started_at: timestamp({ withTimezone: true }),
    finished_at: timestamp({ withTimezone: true }),
    /** When it was last sent or resumed: the breaker counts the calls since. */
    resumed_at: timestamp({ withTimezone: true }),
    /** A run waiting for a calling window or a retry goes on at this time. */
    wakes_at: timestamp({ withTimezone: true }),
    next_run_at: timestamp({ withTimezone: true }),
    contacts_total: integer().notNull().default(0),
    calls_made: integer().notNull().default(0),
  },
  (t) => [
    index('agent_campaigns_team_created_idx').on(t.team_id, t.created_at),
    index('agent_campaigns_team_status_idx').on(t.team_id, t.status),
    index('agent_campaigns_agent_idx').on(t.agent_id),
    index('agent_campaigns_number_idx').on(t.number_id),
    index('agent_campaigns_segment_idx').on(t.segment_id),
    index('agent_campaigns_feed_idx').on(t.feed_id),
  ],
);
