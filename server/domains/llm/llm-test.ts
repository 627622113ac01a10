/**
 * "Test the connection": asks the model one short question with the team's settings (or the ones
 * typed but not saved yet) and answers its reply and latency, or a 422 naming the field to fix.
 * One attempt and a short wait: the person is looking at the screen.
 */
import type { LlmTestAnswer, LlmTestInput } from '../../../resources/llm/llm-settings.ts';
import type { AppContext } from '../../context.ts';
import { HttpError, invalid } from '../../http/errors.ts';
import { NOT_CONFIGURED, type ResolvedLlm } from './llm-config.ts';
import { createLlmClient, LlmCallError, resolvedLlmFor } from './llm-client.ts';
import { teamLlmSettings } from './llm-settings.ts';

const TEST_TIMEOUT_MS = 20_000;

export async function testLlmConnection(app: AppContext, teamId: number, input: LlmTestInput): Promise<LlmTestAnswer> {
  const llm = input.base_url ? await typedSettings(app, teamId, input) : await resolvedLlmFor(app, teamId);
  if (!llm) throw new HttpError(422, NOT_CONFIGURED, { llm: [NOT_CONFIGURED] });
  if (!input.base_url && input.model) llm.model = input.model;
  const client = await createLlmClient(app, teamId, llm, { maxRetries: 0, timeoutMs: Math.min(TEST_TIMEOUT_MS, app.config.llm.timeoutMs) });
  const started = performance.now();
  try {
    const answer = await client.chat({
      purpose: 'settings-test',
      messages: [
        { role: 'system', content: 'You are checking a connection. Answer in one short sentence.' },
        { role: 'user', content: 'Say hello to Parley.' },
      ],
      maxTokens: 60,
    });
    return { reply: answer.text, model: answer.model, latency_ms: Math.round(performance.now() - started), source: llm.source };
  } catch (error) {
    if (error instanceof LlmCallError && error.errors) throw invalid(error.errors);
    throw error;
  }
}

async function typedSettings(app: AppContext, teamId: number, input: LlmTestInput): Promise<ResolvedLlm> {
  if (!input.model) throw invalid({ model: ['Name the model to use, such as llama3.1 or gpt-4o-mini.'] });
  // A key left out is the stored one, so the mask need not be typed again to test a new model.
  const apiKey = input.api_key === undefined ? ((await teamLlmSettings(app.database.db, teamId))?.api_key ?? null) : input.api_key || null;
  return { baseUrl: input.base_url!.replace(/\/+$/, ''), apiKey, model: input.model, source: 'team' };
}
