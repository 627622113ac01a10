/**
 * The first after-call step: the team's active classifier decides the ended call's outcome from its
 * conversation, and a log row says which classifier decided and why. A classifier that fails (the
 * model is down, its answer unreadable) leaves the outcome as it was and logs the failure where the
 * operator reads the classifier's logs. A team without an active classifier keeps the outcome given.
 */
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../context.ts';
import { callOutcomeLogs, calls } from '../../../db/schema/index.ts';
import { activeClassifier, classifierOf } from './classify.ts';
import type { CallFacts } from './call-facts.ts';
import type { AfterCallStep, FinishedCall } from '../after-call/finished-call.ts';


export const factsOf = (call: Pick<FinishedCall, 'transcript' | 'duration_seconds' | 'hangup_reason' | 'answered_by'>): CallFacts => ({
  transcript: call.transcript,
  duration_seconds: call.duration_seconds,
  hangup_reason: call.hangup_reason,
  answered_by: call.answered_by,
});

export const classifyOutcomeStep: AfterCallStep = {
  name: 'classify outcome',
  async run(app: AppContext, call: FinishedCall) {
    const db = app.database.db;
    const classifier = await activeClassifier(db, call.team_id);
    if (!classifier) return;
    const log = { team_id: call.team_id, classifier_id: classifier.id, call_id: call.id, old_outcome: call.outcome };
    try {
      const decided = await classifierOf(app, classifier)(factsOf(call), call.id);
      await db.transaction(async (tx) => {
        await tx.update(calls).set({ outcome: decided.outcome }).where(eq(calls.id, call.id));
        await tx.insert(callOutcomeLogs).values({ ...log, new_outcome: decided.outcome, confidence: decided.confidence, reason: decided.reason });
      });
    } catch (error) {
      await db.insert(callOutcomeLogs).values({ ...log, new_outcome: call.outcome, confidence: 0, reason: `Not classified: ${(error as Error).message}` });
    }
  },
} as const;
