/**
 * What the classifiers' actions do (server/domains/voice/actions.ts): make one the team's active one, test
 * one on a pasted transcript, queue a rerun, and read its runs and logs. Every read is scoped to
 * the caller's team; the record given is already the caller's (the action routes load it).
 */
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { OUTCOME_DEFINITIONS, type Classification, type RerunFilters } from '../../../../resources/voice/call-outcome-classifiers.ts';
import { CALL_OUTCOMES } from '../../../../resources/voice/shared.ts';
import type { AppContext } from '../../../context.ts';
import { callOutcomeClassifiers, callOutcomeLogs, jobs } from '../../../db/schema/index.ts';
import type { Caller } from '../../../crud/store.ts';
import { HttpError, notFound } from '../../../http/errors.ts';
import { llmFor } from '../../llm/llm-client.ts';
import type { CallFacts } from './call-facts.ts';
import { activeClassifier, classifierOf, type ClassifierRow } from './classify.ts';
import { parsePastedTranscript } from './pasted-transcript.ts';

export const outcomeDefinitions = () => CALL_OUTCOMES.map((outcome) => ({ outcome, description: OUTCOME_DEFINITIONS[outcome] }));

export async function activeOf(app: AppContext, teamId: number) {
  const row = await activeClassifier(app.database.db, teamId);
  return { id: row?.id ?? null, name: row?.name ?? null };
}

/** Locks the team's classifiers, turns the others off and this one on: two activations at once queue up instead of colliding. */
export async function activate(app: AppContext, teamId: number, id: number) {
  await app.database.db.transaction(async (tx) => {
    await tx.select({ id: callOutcomeClassifiers.id }).from(callOutcomeClassifiers).where(eq(callOutcomeClassifiers.team_id, teamId)).for('update');
    await tx
      .update(callOutcomeClassifiers)
      .set({ active: false })
      .where(and(eq(callOutcomeClassifiers.team_id, teamId), eq(callOutcomeClassifiers.active, true), ne(callOutcomeClassifiers.id, id)));
    await tx
      .update(callOutcomeClassifiers)
      .set({ active: true, updated_at: new Date() })
      .where(and(eq(callOutcomeClassifiers.team_id, teamId), eq(callOutcomeClassifiers.id, id)));
  });
  return { active: true };
}

export async function testClassifier(
  app: AppContext,
  classifier: ClassifierRow,
  input: { transcript: string; duration_seconds?: number; hangup_reason?: CallFacts['hangup_reason']; answered_by?: CallFacts['answered_by'] },
): Promise<Classification> {
  ready(classifier);
  const facts: CallFacts = {
    transcript: parsePastedTranscript(input.transcript),
    duration_seconds: input.duration_seconds ?? 0,
    hangup_reason: input.hangup_reason ?? null,
    answered_by: input.answered_by ?? null,
  };
  return classifierOf(app, classifier)(facts);
}

export async function queueRerun(app: AppContext, caller: Caller, classifier: ClassifierRow, filters: RerunFilters) {
  ready(classifier);
  // Without a model an LLM rerun would log a failure per call: say what to configure instead.
  if (classifier.kind === 'llm') await llmFor(app, caller.teamId);
  const job = await app.jobs.enqueue('outcome-rerun', { classifier_id: classifier.id, filters }, { teamId: caller.teamId, userId: caller.userId, title: `Outcomes by ${classifier.name}` });
  return { job_id: job.id };
}

/** A rule classifier needs rules, an LLM one a prompt or outcomes to choose from: refuse before deciding anything. */
function ready(classifier: ClassifierRow) {
  if (classifier.kind === 'rule' && !classifier.rules?.length)
    throw new HttpError(422, 'This classifier has no rules yet.', { rules: ['Add at least one rule before testing or rerunning.'] });
}

/** A classifier's reruns, newest first (the last 50); another team's classifier is a 404. */
export async function runsOf(app: AppContext, teamId: number, classifierId: number) {
  await ownClassifier(app, teamId, classifierId);
  const rows = await app.database.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.team_id, teamId), eq(jobs.kind, 'outcome-rerun'), sql`(${jobs.input}->>'classifier_id')::int = ${classifierId}`))
    .orderBy(desc(jobs.id))
    .limit(50);
  return rows.map(progressOf);
}

export async function runProgress(app: AppContext, teamId: number, jobId: number) {
  const [row] = await app.database.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.team_id, teamId), eq(jobs.kind, 'outcome-rerun'), eq(jobs.id, jobId)));
  if (!row) throw new HttpError(404, 'There is no such rerun.');
  return progressOf(row);
}

function progressOf(job: typeof jobs.$inferSelect) {
  const result = (job.result ?? {}) as { message?: string; changed?: number };
  return {
    id: job.id,
    status: job.status,
    done: job.progress_done,
    total: job.progress_total ?? null,
    changed: result.changed ?? null,
    message: result.message ?? job.error ?? null,
    filters: ((job.input as { filters?: RerunFilters }).filters ?? {}) as Record<string, unknown>,
    created_at: job.created_at.toISOString(),
    finished_at: job.finished_at?.toISOString() ?? null,
  };
}

/** What a classifier decided per call, newest first (200 at most); another team's classifier is a 404. */
export async function logsOf(app: AppContext, teamId: number, classifierId: number, filter: { job_id?: number; changed?: boolean }) {
  await ownClassifier(app, teamId, classifierId);
  const rows = await app.database.db
    .select()
    .from(callOutcomeLogs)
    .where(
      and(
        eq(callOutcomeLogs.team_id, teamId),
        eq(callOutcomeLogs.classifier_id, classifierId),
        filter.job_id !== undefined ? eq(callOutcomeLogs.job_id, filter.job_id) : undefined,
        filter.changed ? ne(callOutcomeLogs.old_outcome, callOutcomeLogs.new_outcome) : undefined,
      ),
    )
    .orderBy(desc(callOutcomeLogs.id))
    .limit(200);
  return rows.map((r) => ({ ...r, at: r.at.toISOString() }));
}

/** The reads by classifier id answer 404 for another team's classifier rather than an empty list, as its record would. */
async function ownClassifier(app: AppContext, teamId: number, id: number) {
  const [row] = await app.database.db
    .select({ id: callOutcomeClassifiers.id })
    .from(callOutcomeClassifiers)
    .where(and(eq(callOutcomeClassifiers.id, id), eq(callOutcomeClassifiers.team_id, teamId)));
  if (!row) throw notFound('No such classifier.');
}
