/**
 * Extraction by the language model: the transcript and the fields (key, type, meaning, choices)
 * go to the team's model, which answers one JSON object; each value is read into its field's type
 * (what does not fit is null). Without a model configured, llmFor throws the 422 that says what to
 * configure.
 */
import type { ExtractedValues, ExtractField } from '../../../../resources/voice/extract-fields.ts';
import type { AppContext } from '../../../context.ts';
import type { FinishedCall } from '../after-call/finished-call.ts';
import { llmFor } from '../../llm/llm-client.ts';
import { typed } from './extract-rules.ts';

const TYPE_WORDS = { text: 'text', number: 'a number', boolean: 'true or false', choice: 'one of' } as const;

export function extractionPrompt(fields: readonly ExtractField[], instructions: string | null): string {
  const lines = fields.map((f) => `- "${f.key}": ${TYPE_WORDS[f.type]}${f.type === 'choice' ? ` ${(f.choices ?? []).map((c) => JSON.stringify(c)).join(', ')}` : ''}${f.description ? ` — ${f.description}` : ''}`);
  return [
    'You read the transcript of a phone call and extract fields from it.',
    'Answer with one JSON object and nothing else, with exactly these keys (null when the call did not say):',
    ...lines,
    ...(instructions ? ['', instructions] : []),
  ].join('\n');
}

export async function extractByLlm(app: AppContext, teamId: number, call: FinishedCall, fields: readonly ExtractField[], instructions: string | null): Promise<ExtractedValues> {
  const llm = await llmFor(app, teamId);
  const transcript = (call.transcript ?? []).map((t) => `${t.role}: ${t.text}`).join('\n') || '(no words were said)';
  const answer = await llm.chat({
    purpose: 'post-processing',
    ref: { type: 'call', id: call.id },
    temperature: 0,
    json: true,
    messages: [
      { role: 'system', content: extractionPrompt(fields, instructions) },
      { role: 'user', content: transcript },
    ],
  });
  const parsed = parseObject(answer.text);
  if (!parsed) throw new Error('The language model did not answer with a JSON object.');
  return Object.fromEntries(fields.map((f) => [f.key, typed(f, parsed[f.key])]));
}

/** The JSON object in the model's answer (models like to wrap it in a code fence or a sentence). */
export function parseObject(text: string): Record<string, unknown> | null {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start < 0 || end <= start) return null;
  try {
    const value: unknown = JSON.parse(text.slice(start, end + 1));
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
