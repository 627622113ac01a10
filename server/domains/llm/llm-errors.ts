/**
 * What a failed call of the model means for the person who configured it: the field to fix and a
 * sentence saying how. The same reading serves the connection test (422) and the features (502).
 */
import { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import type { FieldErrors } from '../../http/errors.ts';
import type { ResolvedLlm } from './llm-config.ts';

export function llmProblem(error: unknown, llm: ResolvedLlm, timeoutMs: number): FieldErrors {
  const where = llm.source === 'team' ? 'the team’s AI settings' : 'LLM_BASE_URL';
  if (error instanceof APIUserAbortError) return { llm: ['The request to the language model was cancelled.'] };
  if (error instanceof APIConnectionTimeoutError)
    return { base_url: [`The language model at ${llm.baseUrl} did not answer within ${Math.round(timeoutMs / 1000)} s. Check that the server is running and not overloaded, or raise LLM_TIMEOUT_MS.`] };
  if (error instanceof APIConnectionError) {
    const cause = causeText(error);
    return { base_url: [`Parley could not reach the language model at ${llm.baseUrl}${cause ? ` (${cause})` : ''}. Check the address in ${where} and that the server is running.`] };
  }
  if (error instanceof APIError) {
    const said = serverMessage(error);
    if (error.status === 401 || error.status === 403)
      return { api_key: [`The language model server refused the API key (${error.status}${said ? `: ${said}` : ''}). Check the key in ${where}.`] };
    if (error.status === 404)
      return { model: [`The language model server answered 404${said ? ` (${said})` : ''}: check that the base URL ends in /v1 and that the model “${llm.model}” exists there.`] };
    return { llm: [`The language model server answered ${error.status ?? 'an error'}${said ? `: ${said}` : ''}.`] };
  }
  return { llm: [`The language model failed: ${error instanceof Error ? error.message : String(error)}`] };
}

/** One line for llm_calls.error. */
export function llmErrorText(error: unknown): string {
  if (error instanceof APIError && error.status) return `${error.status} ${serverMessage(error) ?? error.message}`.slice(0, 1000);
  const cause = error instanceof APIConnectionError ? causeText(error) : null;
  const text = error instanceof Error ? error.message : String(error);
  return (cause ? `${text} (${cause})` : text).slice(0, 1000);
}

function serverMessage(error: APIError): string | null {
  const body = error.error as { message?: unknown } | string | undefined;
  const text = typeof body === 'string' ? body : typeof body?.message === 'string' ? body.message : null;
  // Without its closing full stop: the sentence around it has its own.
  return text ? text.slice(0, 300).replace(/\.+$/, '') : null;
}

/** The deepest cause's message: "connect ECONNREFUSED 127.0.0.1:9", a refused private address. */
function causeText(error: Error): string | null {
  let at: unknown = error.cause;
  let text: string | null = null;
  for (let depth = 0; at instanceof Error && depth < 5; depth++) {
    text = at.message;
    at = at.cause;
  }
  return text;
}
