/**
 * The after-call worker, ticking where the workers run: it claims ended calls whose after-call
 * steps have not run (`after_call_at` empty), a batch at a time, and runs the steps of
 * after-call-steps.ts over each. A claim is one conditional update, so two workers never take the
 * same call; a claim older than CLAIM_STALE_SECONDS (its worker died) is taken again, so a crash
 * delays a call's steps but never loses them.
 */
import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { FINAL_CALL_STATUSES } from '../../../../resources/voice/calls.ts';
import type { AppContext } from '../../../context.ts';
import { calls } from '../../../db/schema/index.ts';
import { tickEvery } from '../../tick-every.ts';
import { afterCallSteps, type AfterCallStep, type FinishedCall } from './after-call-steps.ts';

const BATCH = 50;
const CLAIM_STALE_SECONDS = 120;

/** Runs the steps over the calls waiting for them; answers how many calls were done. */
export async function tickAfterCall(app: AppContext, steps: readonly AfterCallStep[] = afterCallSteps, now = new Date()): Promise<number> {
  const db = app.database.db;
  const waiting = db
    .select({ id: calls.id })
    .from(calls)
    .where(
      and(
        inArray(calls.status, [...FINAL_CALL_STATUSES]),
        isNull(calls.after_call_at),
        or(isNull(calls.after_call_claimed_at), lt(calls.after_call_claimed_at, sql`${now.toISOString()}::timestamptz - make_interval(secs => ${CLAIM_STALE_SECONDS})`)),
      ),
    )
    .orderBy(asc(calls.id))
    .limit(BATCH)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(calls)
    .set({ after_call_claimed_at: now })
    .where(inArray(calls.id, waiting))
    .returning({ id: calls.id });
  for (const { id } of claimed.sort((a, b) => a.id - b.id)) {
    for (const step of steps) {
      const [call] = await db.select().from(calls).where(eq(calls.id, id));
      if (!call) break;
      await runStep(app, step, call);
    }
    await db.update(calls).set({ after_call_at: new Date() }).where(eq(calls.id, id));
  }
  return claimed.length;
}

async function runStep(app: AppContext, step: AfterCallStep, call: FinishedCall) {
  try {
    await step.run(app, call);
  } catch (error) {
    console.error(`[parley] after-call step ${step.name} of call ${call.id}: ${(error as Error).message}`);
  }
}

/** Ticks while the workers run; answers the stop. */
export function runAfterCallOnSchedule(app: AppContext, tickMs: number): () => void {
  return tickEvery('after-call steps', tickMs, async () => {
    // Drain what is waiting before the next tick, a batch at a time.
    while ((await tickAfterCall(app)) === BATCH);
  });
}
