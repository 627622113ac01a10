/**
 * One pipeline over one finished call: extract its fields (rules always; the model's fields when a
 * model is configured — without one the run says what to configure and the rule fields still
 * count), set the outcome when the pipeline's condition holds, send the result to the webhook, and
 * log it all as a run (post_processing_runs: the call's extracted values, the run logs and the
 * webhook's tool logs).
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { valueEquals, type ExtractedValues } from '../../../../resources/voice/extract-fields.ts';
import type { CallOutcome } from '../../../../resources/voice/shared.ts';
import type { AppContext } from '../../../context.ts';
import { calls, postProcessing, postProcessingRuns } from '../../../db/schema/index.ts';
import type { FinishedCall } from '../after-call/finished-call.ts';
import { sendJson } from '../outbound-json.ts';
import { signedJson } from '../signed-json.ts';
import { extractByLlm } from './extract-llm.ts';
import { extractByRule } from './extract-rules.ts';

export type Pipeline = typeof postProcessing.$inferSelect;
export type PipelineRun = typeof postProcessingRuns.$inferSelect;

const WEBHOOK_TIMEOUT_MS = 10_000;

/** Whether the pipeline is for this call: its agent (none = all) and its outcomes (none = all). */
export function pipelineApplies(pipeline: Pipeline, call: Pick<FinishedCall, 'agent_id' | 'outcome'>): boolean {
  if (pipeline.agent_id !== null && pipeline.agent_id !== call.agent_id) return false;
  return !pipeline.outcomes.length || pipeline.outcomes.includes(call.outcome);
}

export const needsLlm = (pipeline: Pick<Pipeline, 'fields'>) => pipeline.fields.some((f) => f.by === 'llm');

export async function runPipeline(app: AppContext, pipeline: Pipeline, call: FinishedCall, jobId: number | null = null): Promise<PipelineRun> {
  const [run] = await recordRuns(app, pipeline, [await processCall(app, pipeline, call, jobId)]);
  return run;
}

export type RunValues = typeof postProcessingRuns.$inferInsert;

/** Extracts, sets the outcome and calls the webhook for one call; answers the run to record. */
export async function processCall(app: AppContext, pipeline: Pipeline, call: FinishedCall, jobId: number | null): Promise<RunValues> {
  const values: ExtractedValues = {};
  let error: string | null = null;
  for (const field of pipeline.fields) if (field.by === 'rule') values[field.key] = extractByRule(field, call.transcript);
  const byLlm = pipeline.fields.filter((f) => f.by === 'llm');
  if (byLlm.length) {
    try {
      Object.assign(values, await extractByLlm(app, pipeline.team_id, call, byLlm, pipeline.prompt ?? null));
    } catch (failure) {
      error = failure instanceof Error ? failure.message : String(failure);
      for (const field of byLlm) values[field.key] = null;
    }
  }

  let outcomeSet: CallOutcome | null = null;
  const rule = pipeline.set_outcome;
  if (rule && valueEquals(values[rule.field], rule.equals) && call.outcome !== rule.outcome) {
    await app.database.db.update(calls).set({ outcome: rule.outcome, updated_at: new Date() }).where(eq(calls.id, call.id));
    outcomeSet = rule.outcome;
  }

  const webhook = pipeline.webhook_url ? await sendWebhook(app, pipeline, call, values, outcomeSet ?? call.outcome) : null;
  return {
    team_id: pipeline.team_id,
    at: new Date(),
    pipeline_id: pipeline.id,
    call_id: call.id,
    job_id: jobId,
    ok: !error && (!webhook || webhook.ok),
    values,
    outcome_set: outcomeSet,
    error,
    webhook_called: !!webhook,
    webhook_status: webhook?.status ?? null,
    webhook_latency_ms: webhook?.latency_ms ?? null,
    webhook_error: webhook?.error ?? null,
  };
}

/** Writes runs (one statement however many) and counts them on the pipeline. */
export async function recordRuns(app: AppContext, pipeline: Pipeline, runs: RunValues[]): Promise<PipelineRun[]> {
  if (!runs.length) return [];
  const db = app.database.db;
  const written = await db.insert(postProcessingRuns).values(runs).returning();
  await db
    .update(postProcessing)
    .set({ runs_count: sql`${postProcessing.runs_count} + ${runs.length}`, last_run_at: runs.at(-1)!.at })
    .where(eq(postProcessing.id, pipeline.id));
  return written;
}

async function sendWebhook(app: AppContext, pipeline: Pipeline, call: FinishedCall, values: ExtractedValues, outcome: CallOutcome) {
  const payload = {
    event: 'call.post_processed',
    pipeline: { id: pipeline.id, name: pipeline.name },
    call: { id: call.id, agent_id: call.agent_id, campaign_id: call.campaign_id, direction: call.direction, from: call.from_number, to: call.to_number, outcome, duration_seconds: call.duration_seconds, ended_at: call.ended_at?.toISOString() ?? null },
    values,
  };
  const { raw, headers } = signedJson(payload, pipeline.webhook_secret, randomUUID());
  return sendJson(app, pipeline.team_id, { url: pipeline.webhook_url!, method: 'POST', headers, raw, timeoutMs: WEBHOOK_TIMEOUT_MS, purpose: 'post-processing webhook' });
}
