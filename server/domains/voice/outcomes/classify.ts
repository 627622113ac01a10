/**
 * One entry for every place a call's outcome is decided (test, after-call step, rerun): the team's
 * active classifier, and a classifier turned into a function of a call's facts.
 */
import { and, eq } from 'drizzle-orm';
import type { Classification } from '../../../../resources/voice/call-outcome-classifiers.ts';
import type { AppContext } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import { callOutcomeClassifiers } from '../../../db/schema/index.ts';
import type { CallFacts } from './call-facts.ts';
import { classifyByLlm } from './llm-classify.ts';
import { compileRules } from './rule-classify.ts';

export type ClassifierRow = typeof callOutcomeClassifiers.$inferSelect;
export type Classify = (facts: CallFacts, callId?: number) => Promise<Classification>;

export async function activeClassifier(db: Db, teamId: number): Promise<ClassifierRow | null> {
  const [row] = await db
    .select()
    .from(callOutcomeClassifiers)
    .where(and(eq(callOutcomeClassifiers.team_id, teamId), eq(callOutcomeClassifiers.active, true)));
  return row ?? null;
}

export function classifierOf(app: AppContext, classifier: ClassifierRow): Classify {
  if (classifier.kind === 'rule') {
    const byRules = compileRules(classifier.rules ?? []);
    return async (facts) => byRules(facts);
  }
  return (facts, callId) => classifyByLlm(app, classifier, facts, callId ? { type: 'call', id: callId } : undefined);
}
