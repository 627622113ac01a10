/**
 * One attempt at a job: claim the row, run the kind's code with progress and a heartbeat, and
 * record how it ended. Every write is conditional on this attempt still owning the row (status
 * running, same attempt number), so an attempt that was cancelled or replaced changes nothing.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { jobs } from '../db/schema/index.ts';
import { JobAbandoned, PermanentJobError, type JobKindDef } from './job-kind.ts';

const HEARTBEAT_MS = 5_000;
const PROGRESS_EVERY_MS = 500;

export interface AttemptSetup {
  db: Db;
  app: unknown;
  def: JobKindDef<any>;
  jobId: number;
  queueJobId: string;
  worker: string;
  controller: AbortController;
  stopping(): boolean;
}

export async function runAttempt(setup: AttemptSetup): Promise<void> {
  const { db, def, jobId, controller } = setup;
  // The queue's job must be the row's current one: an operator's retry replaced older ones.
  const [job] = await db
    .update(jobs)
    .set({ status: 'running', attempts: sql`${jobs.attempts} + 1`, started_at: sql`coalesce(${jobs.started_at}, now())`, heartbeat_at: new Date(), worker: setup.worker, updated_at: new Date() })
    .where(and(eq(jobs.id, jobId), eq(jobs.queue_job_id, setup.queueJobId), inArray(jobs.status, ['queued', 'retrying', 'running'])))
    .returning();
  if (!job) return; // cancelled, finished or replaced: nothing to do, the queue job completes

  const owned = and(eq(jobs.id, jobId), eq(jobs.attempts, job.attempts), eq(jobs.status, 'running'));
  const lose = (why: JobAbandoned['why']) => {
    if (!controller.signal.aborted) controller.abort(new JobAbandoned(why));
  };
  const stillOwned = async (values: Partial<typeof jobs.$inferInsert>) => {
    const rows = await db.update(jobs).set(values).where(owned).returning({ id: jobs.id });
    if (!rows.length) lose('superseded');
    return rows.length > 0;
  };
  const heartbeat = setInterval(() => void stillOwned({ heartbeat_at: new Date() }).catch(() => undefined), HEARTBEAT_MS);
  heartbeat.unref();

  let lastProgress = 0;
  const progress = async (done: number, total?: number) => {
    if (controller.signal.aborted) throw abandonment(controller, setup);
    const now = Date.now();
    const finished = total !== undefined ? done >= total : false;
    if (!finished && now - lastProgress < PROGRESS_EVERY_MS) return;
    lastProgress = now;
    const ok = await stillOwned({ progress_done: done, ...(total !== undefined && { progress_total: total }), heartbeat_at: new Date() });
    if (!ok) throw abandonment(controller, setup);
  };

  try {
    const input = def.input.parse(job.input);
    const result = await def.run({ job, input, attempt: job.attempts, app: setup.app, progress, signal: controller.signal });
    if (controller.signal.aborted) throw abandonment(controller, setup);
    await db
      .update(jobs)
      .set({ status: 'completed', result, error: null, finished_at: new Date(), heartbeat_at: null, progress_done: sql`coalesce(${jobs.progress_total}, ${jobs.progress_done})`, updated_at: new Date(), version: sql`${jobs.version} + 1` })
      .where(owned);
  } catch (error) {
    const abandoned = error instanceof JobAbandoned ? error : controller.signal.aborted ? abandonment(controller, setup) : null;
    if (abandoned && abandoned.why !== 'shutdown') return; // cancelled or taken over: the owner decides
    const permanent = error instanceof PermanentJobError;
    const last = permanent || job.attempts >= job.max_attempts;
    const message = abandoned ? 'Parley stopped while this job ran; it continues after the restart.' : describe(error);
    await db
      .update(jobs)
      .set({ status: last && !abandoned ? 'failed' : 'retrying', error: message, heartbeat_at: null, finished_at: last && !abandoned ? new Date() : null, updated_at: new Date(), version: sql`${jobs.version} + 1` })
      .where(owned)
      .catch(() => undefined);
    // The queue retries with backoff, or records the failure; a permanent one is not retried.
    if (!permanent) throw error instanceof Error ? error : new Error(message);
  } finally {
    clearInterval(heartbeat);
  }
}

function abandonment(controller: AbortController, setup: AttemptSetup): JobAbandoned {
  const reason = controller.signal.reason;
  if (reason instanceof JobAbandoned) return reason;
  return new JobAbandoned(setup.stopping() ? 'shutdown' : 'cancelled');
}

function describe(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, 2_000);
}
