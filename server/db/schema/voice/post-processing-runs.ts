/**
 * Table of the `post-processing-runs` resource: one row each time a pipeline ran over a call —
 * the values it extracted (the newest row of a call is what the call shows), the outcome it set,
 * and its webhook request (the tool logs) with status and latency.
 */
import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { ExtractedValues } from '../../../../resources/voice/extract-fields.ts';
import type { CallOutcome } from '../../../../resources/voice/shared.ts';
import { resourceColumns } from '../../resource-columns.ts';
import { jobs } from '../workspace/jobs.ts';
import { calls } from './calls.ts';
import { postProcessing } from './post-processing.ts';

export const postProcessingRuns = pgTable(
  'post_processing_runs',
  {
    ...resourceColumns(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    pipeline_id: integer()
      .notNull()
      .references(() => postProcessing.id, { onDelete: 'cascade' }),
    call_id: integer()
      .notNull()
      .references(() => calls.id, { onDelete: 'cascade' }),
    /** The on-demand run it was part of; null after a call. */
    job_id: integer().references(() => jobs.id, { onDelete: 'set null' }),
    ok: boolean().notNull().default(false),
    values: jsonb().$type<ExtractedValues>().notNull().default({}),
    outcome_set: text().$type<CallOutcome>(),
    error: text(),
    webhook_called: boolean().notNull().default(false),
    webhook_status: integer(),
    webhook_latency_ms: integer(),
    webhook_error: text(),
  },
  (t) => [
    index('post_processing_runs_team_pipeline_at_idx').on(t.team_id, t.pipeline_id, t.at),
    index('post_processing_runs_call_idx').on(t.call_id, t.at),
  ],
);
