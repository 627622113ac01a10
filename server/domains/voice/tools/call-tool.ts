/**
 * Calling an HTTP tool (a `webhook` or `lead_submit` tool with a URL) for a team: the request the
 * tool describes, with the model's arguments, through the outbound guard with the team's allowed
 * hosts and within the tool's timeout. Used by the Test panel and by conversations.
 *
 *   callTool(app, teamId, tool, args, { signal, callId }) → { ok, status, latency_ms, body, truncated, error }
 *
 * It never throws for what the other side did (refused address, timeout, DNS, an error status):
 * the answer says it in `error`, in words for the person who set the tool up (and for the model).
 * Only the caller's own abort (`signal`) throws. Every call, successful or not, is logged as a
 * tool event.
 */
import type { voiceTools } from '../../../db/schema/index.ts';
import { OutboundError, outboundPolicyOf, type OutboundClient } from '../../../http/outbound/index.ts';
import type { Database } from '../../../db/client.ts';
import { openCredential } from '../../../security/credentials.ts';
import { argumentProblems, type JsonSchema } from '../../../../resources/voice/tool-parameters.ts';
import { parseHeaders } from '../../../../resources/voice/tool-headers.ts';
import type { ToolCallResult } from '../../../../resources/voice/tool-test.ts';
import { recordToolEvent } from './tool-events.ts';

export type ToolRow = typeof voiceTools.$inferSelect;

/** The part of the app a tool call needs (the AppContext has it). */
export interface ToolCallApp {
  database: Database;
  outbound: OutboundClient;
}

export interface ToolCallOptions {
  signal?: AbortSignal;
  /** The call the model used the tool in; null (or absent) for a test. */
  callId?: number | null;
  /** The member who asked for the call (a test), for the event's author. */
  by?: number | null;
}

/** The most of an answer's body shown to the user or the model. */
export const SHOWN_BODY_BYTES = 16 * 1024;
/** A larger answer is refused while it downloads: no tool needs to send Parley megabytes. */
const READ_LIMIT_BYTES = 1024 * 1024;
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

/** Why the tool cannot be called at all (not about its arguments), or null. */
export function notCallable(tool: ToolRow): string | null {
  if (tool.type !== 'webhook' && tool.type !== 'lead_submit') return 'Only webhook and lead tools send a request; this one is handled by the call itself.';
  if (!tool.url) return 'Give the tool a URL to call.';
  return null;
}

/** What is wrong with the arguments for the tool's parameters, by argument path. */
export function argumentErrors(tool: ToolRow, args: unknown): Record<string, string> {
  const schema: JsonSchema = tool.parameters ?? { type: 'object', properties: {} };
  return argumentProblems(schema, args ?? {});
}

export async function callTool(app: ToolCallApp, teamId: number, tool: ToolRow, args: unknown, options: ToolCallOptions = {}): Promise<ToolCallResult> {
  const at = new Date();
  const result = await send(app, teamId, tool, args ?? {}, options.signal);
  await recordToolEvent(app.database.db, { teamId, toolId: tool.id, callId: options.callId ?? null, arguments: args ?? {}, result, by: options.by, at });
  return result;
}

async function send(app: ToolCallApp, teamId: number, tool: ToolRow, args: unknown, signal?: AbortSignal): Promise<ToolCallResult> {
  const failed = (error: string, latency = 0): ToolCallResult => ({ ok: false, status: null, latency_ms: latency, body: null, truncated: false, error });
  const blocked = notCallable(tool);
  if (blocked) return failed(blocked);
  const problems = Object.entries(argumentErrors(tool, args));
  if (problems.length) return failed(`The arguments do not fit the tool's parameters: ${problems.map(([at, what]) => `${at}: ${what}`).join(' ')}`);
  const headers = headersOf(tool);
  if (typeof headers === 'string') return failed(headers);

  const method = tool.method;
  const url = new URL(tool.url!);
  const withBody = BODY_METHODS.has(method);
  if (!withBody) for (const [key, value] of Object.entries(args as Record<string, unknown>)) url.searchParams.append(key, typeof value === 'string' ? value : JSON.stringify(value));
  const timeoutMs = tool.timeout_seconds * 1000;
  const started = performance.now();
  const latency = () => Math.round(performance.now() - started);
  try {
    const res = await app.outbound.request({
      ...(await outboundPolicyOf(app.database.db, teamId)),
      url,
      method,
      headers: { accept: 'application/json, text/plain;q=0.9, */*;q=0.5', ...headers },
      ...(withBody && { json: args }),
      timeoutMs,
      connectTimeoutMs: Math.min(timeoutMs, 5_000),
      maxBytes: READ_LIMIT_BYTES,
      // The model waits on the answer, and the tool's timeout is all the time there is.
      retries: 0,
      acceptStatus: () => true,
      signal,
      purpose: 'tool',
    });
    const truncated = res.body.length > SHOWN_BODY_BYTES;
    const body = res.body.subarray(0, SHOWN_BODY_BYTES).toString('utf8');
    const ok = res.status < 400;
    return { ok, status: res.status, latency_ms: latency(), body, truncated, error: ok ? null : `${url.hostname} answered ${res.status}.` };
  } catch (error) {
    if (signal?.aborted) throw error;
    // Each outbound error's message says what to do (allow the host in team settings, check DNS…).
    if (error instanceof OutboundError) return failed(error.message, latency());
    return failed(`The request failed: ${error instanceof Error ? error.message : String(error)}`, latency());
  }
}

/** The tool's headers in plain text, or why they cannot be read. */
function headersOf(tool: ToolRow): Record<string, string> | string {
  if (!tool.headers) return {};
  let plain: string;
  try {
    plain = openCredential(tool.headers);
  } catch {
    return 'The tool\'s headers are sealed with a key this server does not have; enter them again.';
  }
  const parsed = parseHeaders(plain);
  return 'problem' in parsed ? parsed.problem : parsed.headers;
}
