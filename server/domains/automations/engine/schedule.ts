/**
 * Keeps the runner going where the workers run: a notice on the due topic (journeys entered or
 * resumed, in any process) drains at once; a timer wakes it when the next wait ends; a slow safety
 * tick covers a lost notice. One drain at a time per process; a notice during a drain runs another
 * after it. Stopping waits for the drain in progress, which stops between groups.
 */
import type { AppContext } from '../../../context.ts';
import { drainOnKick } from '../../drain-on-kick.ts';
import { AUTOMATION_DUE_TOPIC } from '../topics.ts';
import { nextDueAt, releaseClaims } from './claim.ts';
import { tickJourneys } from './runner.ts';

export interface ScheduleOptions {
  /** The longest the runner sleeps without a notice or a wait ending. */
  safetyMs?: number;
  /** Journeys claimed per round. */
  batch?: number;
  /** A claim older than this is a dead process's. */
  staleMs?: number;
}

export function runJourneysOnSchedule(app: AppContext, options: ScheduleOptions = {}): () => Promise<void> {
  const safetyMs = options.safetyMs ?? 30_000;
  const db = app.database.db;
  const stopping = new AbortController();
  let timer: NodeJS.Timeout | null = null;
  let unsubscribe: (() => void) | null = null;

  const sleepUntilNext = async () => {
    const next = await nextDueAt(db).catch(() => null);
    if (stopping.signal.aborted) return;
    if (timer) clearTimeout(timer);
    const wait = next ? Math.min(safetyMs, Math.max(0, next.getTime() - Date.now()) + 5) : safetyMs;
    timer = setTimeout(drain, wait);
    timer.unref();
  };

  const worker = drainOnKick(
    'automation journeys',
    () => tickJourneys(app, new Date(), { signal: stopping.signal, batch: options.batch, staleMs: options.staleMs }),
    sleepUntilNext,
  );
  const drain = worker.kick;

  const started = (async () => {
    // The only process on the database (PGlite): every claim left is from before a crash.
    if (app.database.driver === 'pglite') await releaseClaims(db).catch(() => undefined);
    unsubscribe = await app.changes.subscribe(AUTOMATION_DUE_TOPIC, drain);
    if (stopping.signal.aborted) unsubscribe();
    drain();
  })().catch((error) => console.error(`[parley] automation runner did not start: ${(error as Error).message}`));

  return async () => {
    stopping.abort();
    worker.stop();
    if (timer) clearTimeout(timer);
    await started;
    unsubscribe?.();
    await worker.idle();
  };
}
