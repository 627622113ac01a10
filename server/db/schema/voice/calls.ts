/** Table of the `calls` resource (resources/voice/calls.ts): the call log. */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { ANSWERED_BY, CALL_DIRECTIONS, CALL_STATUSES, CallToolCall, HANGUP_REASONS, TranscriptTurn } from '../../../../resources/voice/calls.ts';
import type { CallOutcome, CURRENCIES } from '../../../../resources/voice/shared.ts';
import { resourceColumns } from '../../resource-columns.ts';
import { agentCampaigns } from './agent-campaigns.ts';
import { agents } from './agents.ts';

export const calls = pgTable(
  'calls',
  {
    ...resourceColumns(),
    agent_id: integer().references(() => agents.id, { onDelete: 'restrict' }),
    campaign_id: integer().references(() => agentCampaigns.id, { onDelete: 'restrict' }),
    direction: text().$type<(typeof CALL_DIRECTIONS)[number]>().notNull(),
    from_number: text().notNull(),
    to_number: text().notNull(),
    status: text().$type<(typeof CALL_STATUSES)[number]>().notNull().default('queued'),
    outcome: text().$type<CallOutcome>().notNull().default('unknown'),
    started_at: timestamp({ withTimezone: true }),
    duration_seconds: integer().notNull().default(0),
    /** Minor units of `currency`. */
    cost: integer().notNull().default(0),
    currency: text().$type<(typeof CURRENCIES)[number]>().notNull().default('USD'),
    summary: text(),
    /** Each turn as it was said: `[{role, text, at}]`, appended by the provider's transcript events. */
    transcript: jsonb().$type<TranscriptTurn[]>(),
    tool_calls: jsonb().$type<CallToolCall[]>().notNull().default([]),
    answered_by: text().$type<(typeof ANSWERED_BY)[number]>(),
    hangup_reason: text().$type<(typeof HANGUP_REASONS)[number]>(),
    /** The agent's prompt version the call used, once prompts are versioned. */
    prompt_version: integer(),
    /** The agent spoke from Parley's script because no language model was configured (a test call). */
    scripted_agent: boolean().notNull().default(false),
    ended_at: timestamp({ withTimezone: true }),
    recording_url: text(),
    provider_call_id: text(),
    /** When the after-call steps (outcome, post-processing, lead) were done; empty until then. */
    after_call_at: timestamp({ withTimezone: true }),
    /** When a worker took the call for its after-call steps: a stale claim is taken again. */
    after_call_claimed_at: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('calls_team_started_idx').on(t.team_id, t.started_at),
    index('calls_team_agent_started_idx').on(t.team_id, t.agent_id, t.started_at),
    index('calls_team_status_idx').on(t.team_id, t.status),
    index('calls_team_outcome_idx').on(t.team_id, t.outcome),
    index('calls_campaign_idx').on(t.campaign_id),
    index('calls_team_provider_call_idx').on(t.team_id, t.provider_call_id),
    // A contact's history finds its calls by number, either way.
    index('calls_team_to_number_idx').on(t.team_id, t.to_number),
    index('calls_team_from_number_idx').on(t.team_id, t.from_number),
    // The after-call worker's queue: ended calls whose steps have not run.
    index('calls_after_call_pending_idx').on(t.id).where(sql`${t.after_call_at} is null`),
  ],
);
