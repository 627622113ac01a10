/** Table of the `jobs` resource (resources/workspace/jobs.ts): one row per piece of background work. */
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { JobKind, JobStatus } from '../../../../resources/workspace/jobs.ts';
import { resourceColumns } from '../../resource-columns.ts';

export const jobs = pgTable(
  'jobs',
  {
    ...resourceColumns(),
    kind: text().$type<JobKind>().notNull(),
    title: text().notNull(),
    status: text().$type<JobStatus>().notNull().default('queued'),
    progress_done: integer().notNull().default(0),
    progress_total: integer(),
    /** Attempts started so far; a write from an older attempt than this one is ignored. */
    attempts: integer().notNull().default(0),
    max_attempts: integer().notNull(),
    error: text(),
    /** What the kind's worker needs, as given when the job was queued. */
    input: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    result: jsonb().$type<Record<string, unknown>>(),
    /** The queue's own job (pg-boss); a retry by an operator queues a new one. */
    queue_job_id: uuid().notNull(),
    /** host:pid of the process running the current attempt. */
    worker: text(),
    /** Written every few seconds while an attempt runs; a stale one means its process died. */
    heartbeat_at: timestamp({ withTimezone: true }),
    started_at: timestamp({ withTimezone: true }),
    finished_at: timestamp({ withTimezone: true }),
  },
  (t) => [index('jobs_team_created_idx').on(t.team_id, t.created_at), index('jobs_status_heartbeat_idx').on(t.status, t.heartbeat_at)],
);
