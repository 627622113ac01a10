/**
 * Running a pipeline on demand over past calls (`post-processing-run`): the team's ended calls the
 * pipeline applies to, narrowed by the date range, agent and outcome asked for, in id order, a batch
 * at a time. Runs are written FLUSH at a time (one statement), each carrying the job's id, so an
 * attempt taken over after a crash goes on after the calls recorded: at most the calls of one
 * unwritten flush are processed again (their webhook sent again). Campaigns are not stopped from
 * here: stoppers judge calls as they end, not history.
 */
import { and, asc, eq, gt, gte, inArray, lt, notExists, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { FINAL_CALL_STATUSES } from '../../../../resources/voice/calls.ts';
import { CALL_OUTCOMES } from '../../../../resources/voice/shared.ts';
import { calls, postProcessing, postProcessingRuns } from '../../../db/schema/index.ts';
import { PermanentJobError } from '../../../jobs/job-kind.ts';
import { defineJob } from '../../define-job.ts';
import { pipelineApplies, processCall, recordRuns, type RunValues } from './run-pipeline.ts';

const BATCH = 500;
/** Runs written per statement. */
const FLUSH = 100;

export const runRequestSchema = z.object({
  pipeline_id: z.number().int(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  agent_id: z.number().int().optional(),
  outcome: z.enum(CALL_OUTCOMES).optional(),
});
export type RunRequest = z.infer<typeof runRequestSchema>;

/** The calls a run covers (team, ended, filters); the pipeline's own agent and outcomes are applied per call. */
export function runScope(teamId: number, request: RunRequest): SQL {
  return and(
    eq(calls.team_id, teamId),
    inArray(calls.status, [...FINAL_CALL_STATUSES]),
    request.from ? gte(calls.created_at, new Date(`${request.from}T00:00:00Z`)) : undefined,
    // `to` is the last day included.
    request.to ? lt(calls.created_at, sql`${`${request.to}T00:00:00Z`}::timestamptz + interval '1 day'`) : undefined,
    request.agent_id !== undefined ? eq(calls.agent_id, request.agent_id) : undefined,
    request.outcome ? eq(calls.outcome, request.outcome) : undefined,
  )!;
}

export const postProcessingRunJob = defineJob<RunRequest>({
  kind: 'post-processing-run',
  input: runRequestSchema,
  maxAttempts: 3,
  retryDelaySeconds: 5,
  async run({ job, input, app, progress, signal }) {
    const db = app.database.db;
    const [pipeline] = await db.select().from(postProcessing).where(and(eq(postProcessing.id, input.pipeline_id), eq(postProcessing.team_id, job.team_id)));
    if (!pipeline) throw new PermanentJobError('The pipeline was deleted.');
    const scope = runScope(job.team_id, input);
    const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(calls).where(scope);
    const notDone = notExists(db.select({ one: sql`1` }).from(postProcessingRuns).where(and(eq(postProcessingRuns.call_id, calls.id), eq(postProcessingRuns.job_id, job.id))));
    let [{ done }] = await db.select({ done: sql<number>`count(distinct ${postProcessingRuns.call_id})::int` }).from(postProcessingRuns).where(eq(postProcessingRuns.job_id, job.id));
    let processed = 0;
    let after = 0;
    let pending: RunValues[] = [];
    const flush = async () => {
      await recordRuns(app, pipeline, pending);
      pending = [];
      await progress(done, total);
    };
    await progress(done, total);
    for (;;) {
      const batch = await db.select().from(calls).where(and(scope, gt(calls.id, after), notDone)).orderBy(asc(calls.id)).limit(BATCH);
      if (!batch.length) break;
      for (const call of batch) {
        signal.throwIfAborted();
        after = call.id;
        done++;
        if (!pipelineApplies(pipeline, call)) continue;
        pending.push(await processCall(app, pipeline, call, job.id));
        processed++;
        if (pending.length >= FLUSH) await flush();
      }
      await flush();
    }
    return { message: `${processed} call(s) processed of ${total} in range.`, counts: { processed, total } };
  },
});
