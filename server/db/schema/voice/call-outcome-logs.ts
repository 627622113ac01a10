/**
 * What a classifier decided about a call, and why: written by the after-call step and by reruns
 * (job_id set), read by the classifier's logs. The newest row of a call says who set its outcome.
 */
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { CallOutcome } from '../../../../resources/voice/shared.ts';
import { teams } from '../teams.ts';
import { calls } from './calls.ts';
import { callOutcomeClassifiers } from './call-outcome-classifiers.ts';

export const callOutcomeLogs = pgTable(
  'call_outcome_logs',
  {
    id: serial().primaryKey(),
    team_id: integer()
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    classifier_id: integer()
      .notNull()
      .references(() => callOutcomeClassifiers.id, { onDelete: 'cascade' }),
    call_id: integer()
      .notNull()
      .references(() => calls.id, { onDelete: 'cascade' }),
    /** The rerun job that wrote it; empty for the after-call step. */
    job_id: integer(),
    old_outcome: text().$type<CallOutcome>().notNull(),
    new_outcome: text().$type<CallOutcome>().notNull(),
    confidence: integer().notNull(),
    reason: text().notNull(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('call_outcome_logs_classifier_idx').on(t.classifier_id, t.id), index('call_outcome_logs_job_idx').on(t.job_id), index('call_outcome_logs_call_idx').on(t.call_id)],
);
