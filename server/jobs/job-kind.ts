/**
 * A kind of background work: its input, how often it may be tried, and the code of one attempt.
 * Kinds live with their area (server/domains/<area>/, made with defineJob) and are listed in its manifest.
 */
import type { z } from 'zod';
import type { JobKind } from '../../resources/workspace/jobs.ts';
import type { jobs } from '../db/schema/index.ts';

export type JobRow = typeof jobs.$inferSelect;
export type JobResult = Record<string, unknown>;

export interface JobAttempt<I, S> {
  job: JobRow;
  input: I;
  /** 1 for the first attempt; a retry after a crash starts again from the beginning. */
  attempt: number;
  /** The services the work uses (the app's context). */
  app: S;
  /**
   * Records progress (written at most twice a second, and always when done reaches total). Throws
   * when the job was cancelled or another attempt took it over, so a loop that reports progress
   * stops by itself.
   */
  progress(done: number, total?: number): Promise<void>;
  /** Aborted when the job is cancelled, taken over, or Parley is shutting down. */
  signal: AbortSignal;
}

export interface JobKindDef<I = unknown, S = any> {
  kind: JobKind;
  input: z.ZodType<I>;
  /** Tries before the job is failed for good (an operator may retry it then). */
  maxAttempts: number;
  /** Seconds before the first retry; each later one waits about twice as long. */
  retryDelaySeconds: number;
  run(attempt: JobAttempt<I, S>): Promise<JobResult>;
}


/** A failure that trying again cannot fix (the record is gone, the input is wrong): no retry. */
export class PermanentJobError extends Error {}

/** Thrown into an attempt that no longer owns its job: cancelled, taken over, or shutting down. */
export class JobAbandoned extends Error {
  constructor(readonly why: 'cancelled' | 'superseded' | 'shutdown') {
    super(`job abandoned: ${why}`);
  }
}
