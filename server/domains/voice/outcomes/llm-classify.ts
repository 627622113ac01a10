/**
 * LLM classifiers: the classifier's prompt, the definitions of the outcomes it may choose, the call's
 * facts and its transcript go to the team's model, which answers JSON {outcome, confidence, reason}.
 * An answer below min_confidence_pct is not trusted: the outcome is `unknown`, with the model's
 * choice in the reason. An answer that is not that JSON is an error (502), never a guess.
 */
import { z } from 'zod';
import { OUTCOME_DEFINITIONS, type Classification } from '../../../../resources/voice/call-outcome-classifiers.ts';
import { CALL_OUTCOMES, type CallOutcome } from '../../../../resources/voice/shared.ts';
import type { AppContext } from '../../../context.ts';
import { HttpError } from '../../../http/errors.ts';
import { llmFor } from '../../llm/llm-client.ts';
import type { CallFacts } from './call-facts.ts';

export interface LlmClassifierSpec {
  id: number;
  team_id: number;
  outcomes: CallOutcome[];
  prompt: string | null;
  min_confidence_pct: number;
}

const answerSchema = z.object({ outcome: z.enum(CALL_OUTCOMES), confidence: z.coerce.number().min(0).max(100), reason: z.string().max(2000).default('') });

export async function classifyByLlm(app: AppContext, classifier: LlmClassifierSpec, facts: CallFacts, ref?: { type: string; id: number }): Promise<Classification> {
  const llm = await llmFor(app, classifier.team_id);
  const answer = await llm.chat({
    purpose: 'call-outcome',
    ref: ref ?? { type: 'call-outcome-classifier', id: classifier.id },
    temperature: 0,
    messages: [
      { role: 'system', content: systemPrompt(classifier) },
      { role: 'user', content: callText(facts) },
    ],
  });
  const parsed = answerSchema.safeParse(jsonIn(answer.text));
  if (!parsed.success || !classifier.outcomes.includes(parsed.data.outcome))
    throw new HttpError(502, `The language model did not answer with one of the outcomes as JSON: ${answer.text.slice(0, 200)}`, { llm: ['The model\u2019s answer was not {"outcome", "confidence", "reason"}.'] });
  const { outcome, reason } = parsed.data;
  const confidence = Math.round(parsed.data.confidence);
  if (confidence < classifier.min_confidence_pct)
    return { outcome: 'unknown', confidence, reason: `The model chose ${outcome} at ${confidence}%, below the ${classifier.min_confidence_pct}% needed: ${reason}` };
  return { outcome, confidence, reason: reason || `The model chose ${outcome}.` };
}

function systemPrompt(classifier: LlmClassifierSpec): string {
  const definitions = classifier.outcomes.map((o) => `- ${o}: ${OUTCOME_DEFINITIONS[o]}`).join('\n');
  return [
    classifier.prompt?.trim() || 'You label finished phone calls by what was said in them.',
    `Choose exactly one outcome from the conversation (not from how the call ended):\n${definitions}`,
    'Answer with JSON only: {"outcome": "<one of the outcomes>", "confidence": <0-100>, "reason": "<one sentence>"}.',
  ].join('\n\n');
}

function callText(facts: CallFacts): string {
  const lines = (facts.transcript ?? []).map((t) => `${t.role}: ${t.text}`);
  return [
    `Duration: ${facts.duration_seconds} s; answered by: ${facts.answered_by ?? 'unknown'}; hangup: ${facts.hangup_reason ?? 'unknown'}.`,
    lines.length ? `Transcript:\n${lines.join('\n')}` : 'No transcript: nothing was said.',
  ].join('\n\n');
}

/** The JSON object in a model's answer, fences and chatter around it allowed. */
function jsonIn(text: string): unknown {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start < 0 || end < start) return null;
  try {
    return JSON.parse(text.slice(start, end + 1));
  } catch {
    return null;
  }
}
