/**
 * A classifier rerun over past calls (`outcome-rerun`): the team's ended calls (all, or those the
 * filters keep) in id order, a batch at a time. Each batch is read in one query, classified in
 * memory (rules are compiled once) and written back in two statements: the changed outcomes, and a
 * log row per call (old → new, why). Rule batches are large so 100,000 calls take seconds; LLM
 * batches are small so progress moves. A retry starts again from the first call: classifying a
 * call twice gives the same outcome, so nothing is decided differently, only logged again.
 */
import { and, asc, count, eq, gt } from 'drizzle-orm';
import { z } from 'zod';
import { rerunFilters, type Classification } from '../../../../resources/voice/call-outcome-classifiers.ts';
import { callOutcomeClassifiers, calls } from '../../../db/schema/index.ts';
import { PermanentJobError } from '../../../jobs/job-kind.ts';
import { defineJob } from '../../define-job.ts';
import { classifierOf } from './classify.ts';
import { factsOf } from './outcome-step.ts';
import { writeBatch } from './rerun-write.ts';
import { rerunWhere } from './rerun-filter.ts';

const RULE_BATCH = 5_000;
const LLM_BATCH = 20;

export const outcomeRerunInput = z.object({ classifier_id: z.number().int(), filters: rerunFilters.default({}) });

export const outcomeRerunJob = defineJob<z.infer<typeof outcomeRerunInput>>({
  kind: 'outcome-rerun',
  input: outcomeRerunInput,
  maxAttempts: 3,
  retryDelaySeconds: 5,
  async run({ job, input, app, progress, signal }) {
    const db = app.database.db;
    const [classifier] = await db
      .select()
      .from(callOutcomeClassifiers)
      .where(and(eq(callOutcomeClassifiers.id, input.classifier_id), eq(callOutcomeClassifiers.team_id, job.team_id)));
    if (!classifier) throw new PermanentJobError('The classifier was deleted.');
    const classify = classifierOf(app, classifier);
    const where = rerunWhere(job.team_id, input.filters);
    const [{ n: total }] = await db.select({ n: count() }).from(calls).where(where);
    await progress(0, total);
    const batch = classifier.kind === 'rule' ? RULE_BATCH : LLM_BATCH;
    let afterId = 0;
    let done = 0;
    let changed = 0;
    let failed = 0;
    for (;;) {
      signal.throwIfAborted();
      const rows = await db
        .select({ id: calls.id, outcome: calls.outcome, transcript: calls.transcript, duration_seconds: calls.duration_seconds, hangup_reason: calls.hangup_reason, answered_by: calls.answered_by })
        .from(calls)
        .where(and(where, gt(calls.id, afterId)))
        .orderBy(asc(calls.id))
        .limit(batch);
      if (!rows.length) break;
      const decided: { call_id: number; old: string; decided: Classification | null; error?: string }[] = [];
      for (const row of rows) {
        try {
          decided.push({ call_id: row.id, old: row.outcome, decided: await classify(factsOf(row), row.id) });
        } catch (error) {
          failed++;
          decided.push({ call_id: row.id, old: row.outcome, decided: null, error: (error as Error).message });
        }
      }
      changed += await writeBatch(db, { teamId: job.team_id, classifierId: classifier.id, jobId: job.id }, decided);
      afterId = rows.at(-1)!.id;
      done += rows.length;
      await progress(done, Math.max(total, done));
    }
    const message = `${changed} of ${done} calls changed outcome${failed ? `; ${failed} could not be classified` : ''}.`;
    return { rows: changed, message, calls: done, changed, failed };
  },
});

