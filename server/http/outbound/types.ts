/** The outbound client's settings, requests, answers and log entries. */
import type { Lookup } from './guard.ts';

export interface OutboundSettings {
  /** Time to resolve and connect (each). */
  connectTimeoutMs: number;
  /** Time for one attempt: every redirect hop and reading the whole answer. */
  timeoutMs: number;
  /** Largest answer read; past it the download stops. */
  maxBytes: number;
  /** Further attempts after the first, for requests that may be repeated. */
  retries: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** A Retry-After longer than this is not waited for: the call fails with the host's answer. */
  maxRetryAfterMs: number;
  maxRedirects: number;
}

export const DEFAULT_SETTINGS: OutboundSettings = {
  connectTimeoutMs: 5_000,
  timeoutMs: 15_000,
  maxBytes: 5 * 1024 * 1024,
  retries: 2,
  baseDelayMs: 300,
  maxDelayMs: 10_000,
  maxRetryAfterMs: 30_000,
  maxRedirects: 5,
};

export interface OutboundRequest extends Partial<OutboundSettings> {
  url: string | URL;
  method?: string;
  headers?: Record<string, string>;
  /** A body that can be sent again on a retry. */
  body?: string | Uint8Array;
  /** Sent as JSON (sets content-type). */
  json?: unknown;
  /** The team's `outbound_allowed_hosts` (see outboundPolicyOf). */
  allowedHosts?: readonly string[];
  /** May be repeated although the method is not idempotent (the receiver dedupes, say by an id). */
  retryable?: boolean;
  /** Answers taken as success; default: below 400. Others throw OutboundHttpError. */
  acceptStatus?: (status: number) => boolean;
  /** `manual` hands a redirect back as the answer instead of following it. */
  redirect?: 'follow' | 'manual';
  signal?: AbortSignal;
  /** What the call is for, in the log line ("webhook", "tool-test"). */
  purpose?: string;
}

export interface OutboundResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  /** The address that answered, after redirects. */
  url: string;
  attempts: number;
  text(): string;
  json<T = unknown>(): T;
}

/** One exchange, as the log hook receives it: no path, query, header or body, so no secret. */
export interface OutboundLogEntry {
  method: string;
  host: string;
  status: number | null;
  latencyMs: number;
  bytes: number;
  attempt: number;
  /** 0 for the first hop, then one more per redirect followed. */
  hop: number;
  error?: string;
  purpose?: string;
}

export interface OutboundClientOptions {
  lookup?: Lookup;
  log?: (entry: OutboundLogEntry) => void;
  defaults?: Partial<OutboundSettings>;
  userAgent?: string;
  random?: () => number;
}

export interface OutboundClient {
  request(request: OutboundRequest): Promise<OutboundResponse>;
  /** Where each exchange is reported; the app points it at its own logger once that exists. */
  setLog(log: (entry: OutboundLogEntry) => void): void;
  close(): Promise<void>;
}
