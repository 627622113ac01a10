/**
 * Background work: a job is a row in `jobs` (what the team sees: status, progress, error) and a job
 * in the queue (what a worker picks up). Queueing writes both; a worker claims the row for one
 * attempt, reports progress and finishes it. Every write of an attempt is conditional on that
 * attempt still owning the row, so a cancelled job stops, and an attempt that lost its process is
 * replaced without the two ever both finishing.
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import { JOB_KINDS, type JobKind } from '../../resources/workspace/jobs.ts';
import type { Db } from '../db/client.ts';
import { jobs } from '../db/schema/index.ts';
import { invalid } from '../http/errors.ts';
import { runAttempt } from './attempt.ts';
import { JobAbandoned, type JobKindDef, type JobRow } from './job-kind.ts';
import { orphanedWaiting, reapStalled } from './reaper.ts';

export interface JobRuntimeOptions {
  /** This process runs workers (PARLEY_ROLE all or worker). */
  workers: boolean;
  /** A running attempt whose heartbeat is older than this is taken to have lost its process. */
  stallSeconds: number;
  /** The database serves this process alone (PGlite): any running attempt at start was ours and died. */
  soleProcess: boolean;
  /** Jobs of one kind this process runs at once. */
  concurrency: number;
}

export interface Enqueue {
  teamId: number;
  userId: number | null;
  title: string;
  /** Not before this moment (a schedule's next occurrence); at once when absent. */
  startAfter?: Date;
}

/** Long enough for the largest export; a lost process is noticed by its heartbeat long before. */
const EXPIRE_SECONDS = 6 * 60 * 60;

export class JobRuntime {
  readonly worker = `${os.hostname()}:${process.pid}`;
  private readonly kinds: Map<JobKind, JobKindDef<any>>;
  private readonly inFlight = new Map<number, AbortController>();
  private readonly settled = new Set<Promise<unknown>>();
  private reaper: NodeJS.Timeout | null = null;
  private workerIds = new Map<string, string[]>();
  private app: unknown = null;
  private stopping = false;
  private lastOrphanCheck = 0;

  constructor(
    private readonly db: Db,
    private readonly boss: PgBoss,
    kinds: readonly JobKindDef<any>[],
    readonly options: JobRuntimeOptions,
  ) {
    this.kinds = new Map(kinds.map((k) => [k.kind, k]));
    const missing = JOB_KINDS.filter((k) => !this.kinds.has(k));
    if (missing.length) throw new Error(`job kinds without a worker: ${missing.join(', ')}`);
  }

  /** `app` is what every attempt receives as its services (the app's context). */
  async start(app: unknown): Promise<void> {
    this.app = app;
    await this.boss.start();
    for (const kind of this.kinds.keys()) {
      if (!(await this.boss.getQueue(kind))) await this.boss.createQueue(kind, { name: kind });
    }
    if (!this.options.workers) return;
    await this.reap(this.options.soleProcess);
    for (const kind of this.kinds.keys()) {
      const ids: string[] = [];
      for (let i = 0; i < this.options.concurrency; i++) {
        ids.push(await this.boss.work<{ jobId: number }>(kind, { batchSize: 1, pollingIntervalSeconds: 1 }, ([job]) => this.handle(kind, job)));
      }
      this.workerIds.set(kind, ids);
    }
    this.reaper = setInterval(() => void this.reap(false).catch((e) => console.error(`[parley] job reaper: ${(e as Error).message}`)), Math.max(1_000, (this.options.stallSeconds * 1_000) / 2));
    this.reaper.unref();
  }

  /** Queues a job for the team; answers its row (status queued). */
  async enqueue(kind: JobKind, input: unknown, who: Enqueue): Promise<JobRow> {
    const def = this.kindOf(kind);
    const parsed = def.input.safeParse(input);
    if (!parsed.success) throw invalid(Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.') || 'input', [i.message]])));
    const queueJobId = randomUUID();
    const [row] = await this.db
      .insert(jobs)
      .values({
        team_id: who.teamId,
        created_by_id: who.userId,
        updated_by_id: who.userId,
        kind,
        title: who.title,
        max_attempts: def.maxAttempts,
        input: parsed.data as Record<string, unknown>,
        queue_job_id: queueJobId,
      })
      .returning();
    await this.send(def, row.id, queueJobId, def.maxAttempts, who.startAfter);
    return row;
  }

  /** Stops a job that has not finished; a running attempt stops at its next progress report. */
  async cancel(jobId: number, teamId: number, userId: number): Promise<JobRow | undefined> {
    const [row] = await this.db
      .update(jobs)
      .set({ status: 'cancelled', finished_at: new Date(), heartbeat_at: null, updated_at: new Date(), updated_by_id: userId, version: sql`${jobs.version} + 1` })
      .where(and(eq(jobs.id, jobId), eq(jobs.team_id, teamId), inArray(jobs.status, ['queued', 'running', 'retrying'])))
      .returning();
    if (!row) return undefined;
    this.inFlight.get(jobId)?.abort(new JobAbandoned('cancelled'));
    await this.boss.cancel(row.kind, row.queue_job_id).catch(() => undefined);
    return row;
  }

  /** Gives a failed or cancelled job a fresh set of attempts. */
  async retry(jobId: number, teamId: number, userId: number): Promise<JobRow | undefined> {
    const queueJobId = randomUUID();
    const [current] = await this.db.select({ kind: jobs.kind }).from(jobs).where(and(eq(jobs.id, jobId), eq(jobs.team_id, teamId)));
    if (!current) return undefined;
    const def = this.kindOf(current.kind);
    const [row] = await this.db
      .update(jobs)
      .set({
        status: 'queued',
        error: null,
        result: null,
        progress_done: 0,
        finished_at: null,
        queue_job_id: queueJobId,
        max_attempts: sql`${jobs.attempts} + ${def.maxAttempts}`,
        updated_at: new Date(),
        updated_by_id: userId,
        version: sql`${jobs.version} + 1`,
      })
      .where(and(eq(jobs.id, jobId), eq(jobs.team_id, teamId), inArray(jobs.status, ['failed', 'cancelled'])))
      .returning();
    if (!row) return undefined;
    await this.send(def, row.id, queueJobId, def.maxAttempts);
    return row;
  }

  /** Lets running attempts give their jobs back (they continue on the next start), then stops the queue. */
  async stop(): Promise<void> {
    this.stopping = true;
    if (this.reaper) clearInterval(this.reaper);
    for (const controller of this.inFlight.values()) controller.abort(new JobAbandoned('shutdown'));
    await Promise.race([Promise.allSettled([...this.settled]), new Promise((r) => setTimeout(r, 10_000).unref())]);
    await this.boss.stop({ graceful: true, wait: true, close: true, timeout: 5_000 }).catch(() => undefined);
  }

  private kindOf(kind: JobKind): JobKindDef<any> {
    const def = this.kinds.get(kind);
    if (!def) throw new Error(`no job kind ${kind}`);
    return def;
  }

  private async send(def: JobKindDef<any>, jobId: number, queueJobId: string, attempts: number, startAfter?: Date): Promise<void> {
    const later = startAfter && startAfter.getTime() > Date.now() ? { startAfter } : {};
    await this.boss.send(def.kind, { jobId }, { id: queueJobId, retryLimit: attempts - 1, retryDelay: def.retryDelaySeconds, retryBackoff: true, expireInSeconds: EXPIRE_SECONDS, ...later });
    // A worker of this process starts at once instead of at its next poll.
    for (const id of this.workerIds.get(def.kind) ?? []) this.boss.notifyWorker(id);
  }

  private async handle(kind: JobKind, job: PgBoss.Job<{ jobId: number }>): Promise<void> {
    if (this.stopping || !this.app) throw new Error('Parley is shutting down; the job continues on the next start.');
    const controller = new AbortController();
    this.inFlight.set(job.data.jobId, controller);
    const work = runAttempt({ db: this.db, app: this.app, def: this.kindOf(kind), jobId: job.data.jobId, queueJobId: job.id, worker: this.worker, controller, stopping: () => this.stopping });
    this.settled.add(work);
    try {
      await work;
    } finally {
      this.settled.delete(work);
      this.inFlight.delete(job.data.jobId);
    }
  }

  private async reap(all: boolean): Promise<void> {
    const lost = await reapStalled(this.db, { stallSeconds: this.options.stallSeconds, all, worker: this.worker });
    for (const row of lost) await this.boss.fail(row.kind, row.queue_job_id, { message: row.error ?? 'worker lost' }).catch(() => undefined);
    // A row whose queue job never got written (the process died between the two) is queued again.
    if (!all && Date.now() - this.lastOrphanCheck < 5 * 60_000) return;
    this.lastOrphanCheck = Date.now();
    for (const row of await orphanedWaiting(this.db, 60)) {
      const queued = await this.boss.getJobById(row.kind, row.queue_job_id, { includeArchive: true }).catch(() => null);
      if (queued) continue;
      await this.send(this.kindOf(row.kind), row.id, row.queue_job_id, Math.max(1, row.max_attempts - row.attempts));
    }
  }
}
