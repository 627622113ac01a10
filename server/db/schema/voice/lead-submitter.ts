/**
 * The lead submitter: one settings row per team, and one submission per lead. A call's lead has
 * one row at most (the unique index on call_id): the after-call step, a retry and a manual submit
 * all claim that row, so the same lead is never sent twice. Test submissions have no call.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { LEAD_METHODS, LEAD_SUBMISSION_STATUSES, LeadMapping } from '../../../../resources/voice/lead-submitter.ts';
import type { CallOutcome } from '../../../../resources/voice/shared.ts';
import { resourceColumns } from '../../resource-columns.ts';
import { teams } from '../teams.ts';
import { calls } from './calls.ts';

export const leadSubmitterSettings = pgTable('lead_submitter_settings', {
  team_id: integer()
    .primaryKey()
    .references(() => teams.id, { onDelete: 'cascade' }),
  enabled: boolean().notNull().default(false),
  url: text(),
  method: text().$type<(typeof LEAD_METHODS)[number]>().notNull().default('POST'),
  /** `Name: value` lines, sealed (server/security/credentials.ts). */
  headers: text(),
  mapping: jsonb().$type<LeadMapping>().notNull().default({}),
  outcomes: jsonb().$type<CallOutcome[]>().notNull().default([]),
  updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const leadSubmissions = pgTable(
  'lead_submissions',
  {
    ...resourceColumns(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Null for a test submission. */
    call_id: integer().references(() => calls.id, { onDelete: 'cascade' }),
    test: boolean().notNull().default(false),
    status: text().$type<(typeof LEAD_SUBMISSION_STATUSES)[number]>().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    status_code: integer(),
    latency_ms: integer(),
    response_excerpt: text(),
    error: text(),
    payload: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    sent_at: timestamp({ withTimezone: true }),
  },
  (t) => [
    // Never the same lead twice: one submission per call, whoever asks.
    uniqueIndex('lead_submissions_call_uq').on(t.call_id).where(sql`${t.call_id} is not null`),
    index('lead_submissions_team_at_idx').on(t.team_id, t.at),
  ],
);
