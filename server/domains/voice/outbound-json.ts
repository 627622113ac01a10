/**
 * One JSON request from Parley to a team's system (a pipeline's webhook, the lead submitter),
 * through the outbound guard with the team's allowed hosts, answered as what the logs show:
 * status, latency, the start of the body, or why no answer came. It never throws for what the
 * other side did; `retryable` says whether trying later may help (a 5xx, a timeout, a dropped
 * connection) — a 4xx or a refused address will not get better by itself.
 */
import { OutboundError, OutboundRefused, OutboundTooLarge, outboundPolicyOf } from '../../http/outbound/index.ts';
import type { AppContext } from '../../context.ts';

/** What the logs keep of an answer's body. */
export const EXCERPT_CHARS = 1_000;

export interface JsonRequest {
  url: string;
  method: string;
  headers?: Record<string, string>;
  /** Sent exactly as given (it may be signed). */
  raw: Buffer;
  timeoutMs: number;
  purpose: string;
}

export interface JsonAnswer {
  ok: boolean;
  status: number | null;
  latency_ms: number;
  excerpt: string | null;
  error: string | null;
  retryable: boolean;
}

export async function sendJson(app: Pick<AppContext, 'outbound' | 'database'>, teamId: number, req: JsonRequest): Promise<JsonAnswer> {
  const started = performance.now();
  const latency = () => Math.round(performance.now() - started);
  try {
    const res = await app.outbound.request({
      ...(await outboundPolicyOf(app.database.db, teamId)),
      url: req.url,
      method: req.method,
      headers: { 'content-type': 'application/json', accept: 'application/json, text/plain;q=0.9, */*;q=0.5', ...req.headers },
      body: req.raw,
      timeoutMs: req.timeoutMs,
      connectTimeoutMs: Math.min(req.timeoutMs, 5_000),
      maxBytes: 256 * 1024,
      // Retries are the caller's (a job with backoff), so each attempt is logged.
      retries: 0,
      acceptStatus: () => true,
      purpose: req.purpose,
    });
    const ok = res.status < 400;
    const host = new URL(req.url).hostname;
    return { ok, status: res.status, latency_ms: latency(), excerpt: res.body.subarray(0, EXCERPT_CHARS * 4).toString('utf8').slice(0, EXCERPT_CHARS), error: ok ? null : `${host} answered ${res.status}.`, retryable: res.status >= 500 || res.status === 429 };
  } catch (error) {
    const message = error instanceof OutboundError ? error.message : `The request failed: ${error instanceof Error ? error.message : String(error)}`;
    return { ok: false, status: null, latency_ms: latency(), excerpt: null, error: message, retryable: !(error instanceof OutboundRefused || error instanceof OutboundTooLarge) };
  }
}
