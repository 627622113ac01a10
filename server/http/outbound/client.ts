/**
 * The one HTTP client for every call Parley makes to the outside (tools, webhooks it sends, the
 * lead submitter, provider adapters): guarded destinations, a connect and a total timeout, retries
 * with backoff for requests that may be repeated, a limit on the answer's size, redirects followed
 * one checked hop at a time (exchange.ts), and a log line per exchange without bodies or secrets.
 */
import { Agent, type Dispatcher } from 'undici';
import { guardedConnector } from './connector.ts';
import { OutboundError, OutboundHttpError, OutboundNetworkError, OutboundTimeout } from './errors.ts';
import { exchange, parseUrl } from './exchange.ts';
import { allowedHostSet, normalizeHost, systemLookup } from './guard.ts';
import { backoffMs, isIdempotent, isRetryableStatus, retryAfterMs, sleep } from './retry.ts';
import { DEFAULT_SETTINGS, type OutboundClient, type OutboundClientOptions, type OutboundRequest, type OutboundResponse, type OutboundSettings } from './types.ts';

const RETRYABLE_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'UND_ERR_SOCKET', 'UND_ERR_CLOSED']);
/** Agents are kept per allowed-host list; teams share the common one with no entries. */
const MAX_AGENTS = 64;

export function createOutboundClient(options: OutboundClientOptions = {}): OutboundClient {
  const lookup = options.lookup ?? systemLookup;
  let log = options.log ?? (() => undefined);
  const random = options.random ?? Math.random;
  const agents = new Map<string, Agent>();

  /**
   * Connections are pooled per agent, and an agent's connector knows one allowed list: a socket
   * opened to a host one team allowed is never reused for a team that did not allow it.
   */
  function agentFor(allowed: ReadonlySet<string>, connectTimeoutMs: number): Dispatcher {
    const key = `${connectTimeoutMs}|${[...allowed].sort().join(',')}`;
    let agent = agents.get(key);
    if (!agent) {
      if (agents.size >= MAX_AGENTS) {
        const [oldest, old] = agents.entries().next().value!;
        agents.delete(oldest);
        void old.close();
      }
      agent = new Agent({ connect: guardedConnector({ allowed, lookup, connectTimeoutMs }), keepAliveTimeout: 10_000 });
      agents.set(key, agent);
    }
    return agent;
  }

  async function request(req: OutboundRequest): Promise<OutboundResponse> {
    const settings = settingsOf(options.defaults, req);
    const method = (req.method ?? 'GET').toUpperCase();
    const retries = (req.retryable ?? isIdempotent(method)) ? settings.retries : 0;
    const accept = req.acceptStatus ?? ((status: number) => status < 400);
    const url = parseUrl(String(req.url));
    const host = normalizeHost(url.hostname);
    const { headers, body } = encode(req, options.userAgent ?? 'Parley');
    const allowed = allowedHostSet(req.allowedHosts);
    const dispatcher = agentFor(allowed, settings.connectTimeoutMs);

    for (let attempt = 1; ; attempt++) {
      let wait: number;
      try {
        const res = await exchange({ url, method, headers, body, settings, req, attempt, allowed, dispatcher, log });
        if (accept(res.status)) return { ...res, attempts: attempt };
        const retryAfter = retryAfterMs(res.headers['retry-after']);
        const error = new OutboundHttpError(res.status, host, res.body.subarray(0, 500).toString('utf8'), attempt);
        if (attempt > retries || !isRetryableStatus(res.status)) throw error;
        if (retryAfter !== null && retryAfter > settings.maxRetryAfterMs) throw error;
        wait = retryAfter ?? backoffMs(attempt - 1, settings.baseDelayMs, settings.maxDelayMs, random);
      } catch (error) {
        if (!(error instanceof OutboundError) || error instanceof OutboundHttpError || attempt > retries || !isRetryableError(error)) throw error;
        wait = backoffMs(attempt - 1, settings.baseDelayMs, settings.maxDelayMs, random);
      }
      await sleep(wait, req.signal);
    }
  }

  return {
    request,
    setLog(hook) {
      log = hook;
    },
    async close() {
      const all = [...agents.values()];
      agents.clear();
      await Promise.all(all.map((a) => a.close()));
    },
  };
}

function settingsOf(defaults: Partial<OutboundSettings> | undefined, req: OutboundRequest): OutboundSettings {
  const out = { ...DEFAULT_SETTINGS, ...defaults };
  for (const key of Object.keys(DEFAULT_SETTINGS) as (keyof OutboundSettings)[]) if (req[key] !== undefined) out[key] = req[key];
  out.maxRedirects = Math.min(out.maxRedirects, DEFAULT_SETTINGS.maxRedirects);
  return out;
}

function encode(req: OutboundRequest, userAgent: string): { headers: Record<string, string>; body: string | Uint8Array | undefined } {
  const headers: Record<string, string> = { 'user-agent': userAgent };
  for (const [name, value] of Object.entries(req.headers ?? {})) headers[name.toLowerCase()] = value;
  if (req.json !== undefined) {
    headers['content-type'] ??= 'application/json';
    return { headers, body: JSON.stringify(req.json) };
  }
  return { headers, body: req.body };
}

function isRetryableError(error: OutboundError): boolean {
  if (error instanceof OutboundTimeout) return true;
  return error instanceof OutboundNetworkError && RETRYABLE_CODES.has(error.causeCode);
}
