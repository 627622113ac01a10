/**
 * One attempt of an outbound call: the request and every redirect after it, within one total
 * timeout, each hop checked before it is made, the answer read up to the size limit.
 */
import type { Readable } from 'node:stream';
import { request as undiciRequest, type Dispatcher } from 'undici';
import { OutboundError, OutboundNetworkError, OutboundRefused, OutboundTimeout, OutboundTooLarge } from './errors.ts';
import { checkUrl, normalizeHost } from './guard.ts';
import type { OutboundLogEntry, OutboundRequest, OutboundResponse, OutboundSettings } from './types.ts';

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const CREDENTIAL_HEADERS = ['authorization', 'cookie', 'proxy-authorization'];
const TIMED_OUT = Symbol('timed out');

export interface Exchange {
  url: URL;
  method: string;
  headers: Record<string, string>;
  body: string | Uint8Array | undefined;
  settings: OutboundSettings;
  req: OutboundRequest;
  attempt: number;
  /** The team's allowed hosts, and the pool whose connector enforces them. */
  allowed: ReadonlySet<string>;
  dispatcher: Dispatcher;
  log: (entry: OutboundLogEntry) => void;
}

export async function exchange(x: Exchange): Promise<Omit<OutboundResponse, 'attempts'>> {
  const { settings, req, allowed, dispatcher, log } = x;
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(TIMED_OUT), settings.timeoutMs);
  const signal = req.signal ? AbortSignal.any([timeout.signal, req.signal]) : timeout.signal;
  let url = x.url;
  let method = x.method;
  let body = x.body;
  const headers = { ...x.headers };
  let via: string | undefined;
  try {
    for (let hop = 0; ; hop++) {
      const host = normalizeHost(url.hostname);
      const started = performance.now();
      const entry = (status: number | null, bytes: number, error?: string) =>
        log({ method, host, status, latencyMs: Math.round(performance.now() - started), bytes, attempt: x.attempt, hop, ...(error && { error }), ...(req.purpose && { purpose: req.purpose }) });
      let res: Dispatcher.ResponseData;
      try {
        checkUrl(url, allowed, via);
        res = await undiciRequest(url, { dispatcher, method: method as Dispatcher.HttpMethod, headers, body, signal, maxRedirections: 0, headersTimeout: settings.timeoutMs, bodyTimeout: settings.timeoutMs });
      } catch (error) {
        const failure = translate(error, host, via, timeout.signal, settings, req.signal);
        entry(null, 0, failure instanceof OutboundError ? failure.code : 'aborted');
        throw failure;
      }
      const location = res.headers.location;
      if (REDIRECTS.has(res.statusCode) && typeof location === 'string' && req.redirect !== 'manual') {
        await res.body.dump().catch(() => undefined);
        entry(res.statusCode, 0);
        if (hop >= settings.maxRedirects) throw OutboundRefused.redirects(normalizeHost(x.url.hostname), settings.maxRedirects);
        const next = parseUrl(location, url, host);
        // 303 turns anything into a GET; 301 and 302 turn a POST into one (as browsers do).
        if (res.statusCode === 303 || (method === 'POST' && res.statusCode !== 307 && res.statusCode !== 308)) {
          if (method !== 'HEAD') method = 'GET';
          body = undefined;
          delete headers['content-type'];
          delete headers['content-length'];
        }
        // Credentials meant for one origin never travel to another.
        if (next.origin !== url.origin) for (const h of CREDENTIAL_HEADERS) delete headers[h];
        via = host;
        url = next;
        continue;
      }
      let data: Buffer;
      try {
        data = await readLimited(res, settings.maxBytes, host);
      } catch (error) {
        const failure = translate(error, host, via, timeout.signal, settings, req.signal);
        entry(res.statusCode, 0, failure instanceof OutboundError ? failure.code : 'aborted');
        throw failure;
      }
      entry(res.statusCode, data.length);
      const answered = url.toString();
      return {
        status: res.statusCode,
        headers: res.headers,
        body: data,
        url: answered,
        text: () => data.toString('utf8'),
        json: <T>() => JSON.parse(data.toString('utf8')) as T,
      };
    }
  } finally {
    clearTimeout(timer);
  }
}

export function parseUrl(text: string, base?: URL, via?: string): URL {
  try {
    return new URL(text, base);
  } catch {
    throw OutboundRefused.invalid(text, via);
  }
}

/** The answer's body, refusing past the limit: by its declared length at once, else while it streams. */
async function readLimited(res: Dispatcher.ResponseData, limit: number, host: string): Promise<Buffer> {
  const stream = res.body as unknown as Readable;
  // Destroying the body makes undici emit an abort error; the iterator below reports real ones.
  stream.on('error', () => undefined);
  const declared = Number(res.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) {
    stream.destroy();
    throw new OutboundTooLarge(limit, host);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > limit) {
      stream.destroy();
      throw new OutboundTooLarge(limit, host);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks, size);
}

/** Any failure of undici as one of ours; the caller's own abort stays what it is. */
function translate(error: unknown, host: string, via: string | undefined, timeout: AbortSignal, settings: OutboundSettings, callerSignal?: AbortSignal): unknown {
  if (timeout.aborted) return new OutboundTimeout('total', settings.timeoutMs, host);
  if (callerSignal?.aborted) return error;
  if (error instanceof OutboundRefused && error.reason === 'address' && via) return OutboundRefused.address(error.host, error.address!, error.category!, via);
  if (error instanceof OutboundError) return error;
  const code = errorCode(error);
  if (code === 'UND_ERR_CONNECT_TIMEOUT') return new OutboundTimeout('connect', settings.connectTimeoutMs, host);
  if (code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT') return new OutboundTimeout('total', settings.timeoutMs, host);
  return new OutboundNetworkError(code, host, error);
}

function errorCode(error: unknown): string {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    if (typeof e.code === 'string') return e.code;
  }
  return 'UNKNOWN';
}
