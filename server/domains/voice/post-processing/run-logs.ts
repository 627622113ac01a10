/** A pipeline's run logs, and its tool logs (the runs that called its webhook), a page at a time, newest first. */
import { and, desc, eq, lt } from 'drizzle-orm';
import type { z } from 'zod';
import type { runLogsRequestSchema } from '../../../../resources/voice/post-processing-runs.ts';
import { postProcessing, postProcessingRuns } from '../../../db/schema/index.ts';
import type { DbOrTx } from '../../../db/transaction.ts';
import { notFound } from '../../../http/errors.ts';

export async function pipelineRunLogs(db: DbOrTx, teamId: number, pipelineId: number, request: z.infer<typeof runLogsRequestSchema>, onlyWebhook: boolean) {
  const [pipeline] = await db.select({ id: postProcessing.id }).from(postProcessing).where(and(eq(postProcessing.id, pipelineId), eq(postProcessing.team_id, teamId)));
  if (!pipeline) throw notFound('No such pipeline.');
  const rows = await db
    .select()
    .from(postProcessingRuns)
    .where(
      and(
        eq(postProcessingRuns.team_id, teamId),
        eq(postProcessingRuns.pipeline_id, pipelineId),
        onlyWebhook ? eq(postProcessingRuns.webhook_called, true) : undefined,
        request.call_id ? eq(postProcessingRuns.call_id, request.call_id) : undefined,
        request.before_id ? lt(postProcessingRuns.id, request.before_id) : undefined,
      ),
    )
    .orderBy(desc(postProcessingRuns.id))
    .limit(request.limit);
  const data = rows.map((r) =>
    onlyWebhook
      ? { id: r.id, at: r.at.toISOString(), call_id: r.call_id, ok: r.webhook_status !== null && r.webhook_status < 400, status: r.webhook_status, latency_ms: r.webhook_latency_ms ?? 0, error: r.webhook_error }
      : { id: r.id, at: r.at.toISOString(), call_id: r.call_id, job_id: r.job_id, ok: r.ok, values: r.values, outcome_set: r.outcome_set, error: r.error, webhook_status: r.webhook_status },
  );
  return { data, next_before_id: rows.length === request.limit ? rows.at(-1)!.id : null };
}
