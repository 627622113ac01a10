/**
 * The language model, configured once (docs/areas/voice.md#language-model): any OpenAI-compatible
 * chat API through the `openai` package, chosen per team (llm-config.ts). Every call is recorded in
 * llm_calls with its tokens, latency and cost; 429 and 5xx answers are retried with backoff by the
 * package (LLM_MAX_RETRIES, LLM_TIMEOUT_MS per attempt). A team's own server is reached through
 * the outbound guard: a private or loopback address needs the team's allowed hosts.
 */
import OpenAI, { type ClientOptions } from 'openai';
import { Agent, fetch as undiciFetch } from 'undici';
import type { AppContext } from '../../context.ts';
import { llmCalls } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { guardedConnector } from '../../http/outbound/connector.ts';
import { allowedHostSet, systemLookup } from '../../http/outbound/guard.ts';
import { outboundPolicyOf } from '../../http/outbound/team-policy.ts';
import { llmCost, NOT_CONFIGURED, resolveLlm, type ResolvedLlm } from './llm-config.ts';
import { llmErrorText, llmProblem } from './llm-errors.ts';
import { teamLlmSettings } from './llm-settings.ts';
import type { ChatAnswer, ChatMessage, ChatRequest, LlmClient, ToolCall } from './types.ts';

export type { ChatAnswer, ChatMessage, ChatRequest, LlmClient, ToolCall, ToolSpec } from './types.ts';

/** A failed call of the model: 502 for the features, with the field to fix in `errors`. */
export class LlmCallError extends HttpError {
  constructor(errors: Record<string, string[]>, readonly failure: unknown) {
    super(502, Object.values(errors)[0]?.[0] ?? 'The language model failed.', errors);
  }
}

/** Throws HttpError 422 { llm: [NOT_CONFIGURED] } when neither the team nor the environment names a model. */
export async function llmFor(app: AppContext, teamId: number): Promise<LlmClient> {
  const llm = await resolvedLlmFor(app, teamId);
  if (!llm) throw new HttpError(422, NOT_CONFIGURED, { llm: [NOT_CONFIGURED] });
  return createLlmClient(app, teamId, llm);
}

export async function resolvedLlmFor(app: AppContext, teamId: number): Promise<ResolvedLlm | null> {
  return resolveLlm(app.config.llm, await teamLlmSettings(app.database.db, teamId));
}

export interface LlmClientOptions {
  maxRetries?: number;
  timeoutMs?: number;
}

export async function createLlmClient(app: AppContext, teamId: number, llm: ResolvedLlm, options: LlmClientOptions = {}): Promise<LlmClient> {
  const timeoutMs = options.timeoutMs ?? app.config.llm.timeoutMs;
  // The installation's own model is the operator's choice (often localhost); a team's goes through the guard.
  const guard: Pick<ClientOptions, 'fetch' | 'fetchOptions'> =
    llm.source === 'team' ? { fetch: undiciFetch as unknown as ClientOptions['fetch'], fetchOptions: { dispatcher: guardedAgent((await outboundPolicyOf(app.database.db, teamId)).allowedHosts) } as ClientOptions['fetchOptions'] } : {};
  const openai = new OpenAI({
    baseURL: llm.baseUrl,
    // Servers without keys (Ollama, llama.cpp) ignore the header; the package insists on a value.
    apiKey: llm.apiKey ?? 'none',
    maxRetries: options.maxRetries ?? app.config.llm.maxRetries,
    timeout: timeoutMs,
    ...guard,
  });

  return {
    async chat(request) {
      const model = request.model ?? llm.model;
      const started = performance.now();
      const record = (status: 'ok' | 'error', answer: Partial<ChatAnswer>, error?: string) =>
        app.database.db.insert(llmCalls).values({
          team_id: teamId,
          purpose: request.purpose,
          ref_type: request.ref?.type ?? null,
          ref_id: request.ref?.id ?? null,
          model: answer.model ?? model,
          source: llm.source,
          prompt_tokens: answer.usage?.prompt ?? 0,
          completion_tokens: answer.usage?.completion ?? 0,
          latency_ms: Math.round(performance.now() - started),
          status,
          error: error ?? null,
          cost: answer.usage ? llmCost(app.config.llm.prices, answer.model ?? model, answer.usage) : 0,
        });
      try {
        const answer = request.onDelta ? await streamed(openai, model, request) : await whole(openai, model, request);
        await record('ok', answer);
        return answer;
      } catch (error) {
        await record('error', {}, llmErrorText(error));
        throw new LlmCallError(llmProblem(error, { ...llm, model }, timeoutMs), error);
      }
    },
  };
}

function body(model: string, request: ChatRequest) {
  return {
    model,
    messages: request.messages.map(toOpenAi) as OpenAI.Chat.Completions.ChatCompletionMessageParam[],
    ...(request.tools?.length ? { tools: request.tools.map((t) => ({ type: 'function' as const, function: { name: t.name, description: t.description, parameters: t.parameters } })) } : {}),
    ...(request.temperature !== undefined && { temperature: request.temperature }),
    ...(request.maxTokens !== undefined && { max_tokens: request.maxTokens }),
    ...(request.json && { response_format: { type: 'json_object' as const } }),
  };
}

function toOpenAi(message: ChatMessage) {
  if (message.role === 'tool') return { role: 'tool', content: message.content ?? '', tool_call_id: message.tool_call_id ?? '' };
  if (message.role === 'assistant' && message.tool_calls?.length)
    return { role: 'assistant', content: message.content, tool_calls: message.tool_calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: c.arguments } })) };
  return { role: message.role, content: message.content ?? '' };
}

async function whole(openai: OpenAI, model: string, request: ChatRequest): Promise<ChatAnswer> {
  const completion = await openai.chat.completions.create({ ...body(model, request), stream: false }, { signal: request.signal });
  const choice = completion.choices[0];
  const toolCalls: ToolCall[] = [];
  for (const call of choice?.message.tool_calls ?? []) {
    if (call.type === 'function') toolCalls.push({ id: call.id, name: call.function.name, arguments: call.function.arguments });
  }
  return {
    text: choice?.message.content ?? '',
    toolCalls,
    usage: { prompt: completion.usage?.prompt_tokens ?? 0, completion: completion.usage?.completion_tokens ?? 0 },
    model: completion.model || model,
    finishReason: choice?.finish_reason ?? 'stop',
  };
}

async function streamed(openai: OpenAI, model: string, request: ChatRequest): Promise<ChatAnswer> {
  const stream = await openai.chat.completions.create({ ...body(model, request), stream: true, stream_options: { include_usage: true } }, { signal: request.signal });
  let text = '';
  let answeredBy = '';
  let finishReason = 'stop';
  let usage = { prompt: 0, completion: 0 };
  // Tool calls arrive in pieces keyed by index: the id and name first, the arguments in fragments.
  const calls = new Map<number, ToolCall>();
  for await (const chunk of stream) {
    if (chunk.model) answeredBy = chunk.model;
    if (chunk.usage) usage = { prompt: chunk.usage.prompt_tokens ?? 0, completion: chunk.usage.completion_tokens ?? 0 };
    const choice = chunk.choices[0];
    if (!choice) continue;
    const delta = choice.delta;
    if (delta?.content) {
      text += delta.content;
      request.onDelta?.(delta.content);
    }
    for (const part of delta?.tool_calls ?? []) {
      const call = calls.get(part.index) ?? { id: '', name: '', arguments: '' };
      if (part.id) call.id = part.id;
      if (part.function?.name) call.name += part.function.name;
      if (part.function?.arguments) call.arguments += part.function.arguments;
      calls.set(part.index, call);
    }
    if (choice.finish_reason) finishReason = choice.finish_reason;
  }
  return { text, toolCalls: [...calls.entries()].sort(([a], [b]) => a - b).map(([, c]) => c), usage, model: answeredBy || model, finishReason };
}

/** One connection pool per set of allowed hosts: teams with the same policy share it. */
const agents = new Map<string, Agent>();

function guardedAgent(allowedHosts: readonly string[]): Agent {
  const key = [...allowedHosts].sort().join(',');
  let agent = agents.get(key);
  if (!agent) {
    agent = new Agent({ connect: guardedConnector({ allowed: allowedHostSet(allowedHosts), lookup: systemLookup, connectTimeoutMs: 10_000 }), keepAliveTimeout: 4_000 });
    agents.set(key, agent);
  }
  return agent;
}
