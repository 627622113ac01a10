/**
 * Attempts whose process died (killed, out of memory, the machine gone) stop writing heartbeats.
 * Their jobs go back to the queue: the row says so, and the queue retries them with backoff, or
 * fails them for good when they were on their last attempt.
 */
import { and, eq, inArray, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { jobs } from '../db/schema/index.ts';
import type { JobRow } from './job-kind.ts';

export interface ReapOptions {
  stallSeconds: number;
  /** Take every running attempt, fresh heartbeat or not (this process owns the database and just started). */
  all: boolean;
  worker: string;
}

export async function reapStalled(db: Db, options: ReapOptions): Promise<JobRow[]> {
  const stale = options.all
    ? eq(jobs.status, 'running')
    : and(eq(jobs.status, 'running'), or(lt(jobs.heartbeat_at, sql`now() - make_interval(secs => ${options.stallSeconds})`), sql`${jobs.heartbeat_at} is null`), ne(jobs.worker, options.worker));
  const lost = await db.select({ id: jobs.id, attempts: jobs.attempts, worker: jobs.worker }).from(jobs).where(stale);
  const reaped: JobRow[] = [];
  for (const job of lost) {
    const [row] = await db
      .update(jobs)
      .set({
        status: sql`case when ${jobs.attempts} >= ${jobs.max_attempts} then 'failed' else 'retrying' end`,
        finished_at: sql`case when ${jobs.attempts} >= ${jobs.max_attempts} then now() else null end`,
        error: `The process running attempt ${job.attempts} (${job.worker ?? 'unknown'}) stopped before it finished.`,
        heartbeat_at: null,
        updated_at: new Date(),
      })
      .where(and(eq(jobs.id, job.id), eq(jobs.attempts, job.attempts), eq(jobs.status, 'running')))
      .returning();
    if (row) reaped.push(row);
  }
  return reaped;
}

/** Jobs that wait in the table but not in the queue (the process died between the two writes). */
export async function orphanedWaiting(db: Db, olderThanSeconds: number): Promise<JobRow[]> {
  return db
    .select()
    .from(jobs)
    .where(and(inArray(jobs.status, ['queued', 'retrying']), lt(jobs.updated_at, sql`now() - make_interval(secs => ${olderThanSeconds})`)))
    .limit(100);
}
