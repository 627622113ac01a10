/** When an outbound call is tried again, and after how long. */

const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE', 'TRACE']);

export const isIdempotent = (method: string) => IDEMPOTENT.has(method.toUpperCase());

/** Too many requests, or a failure on the other side that may pass (501 "not implemented" will not). */
export const isRetryableStatus = (status: number) => status === 429 || (status >= 500 && status !== 501 && status !== 505);

/**
 * Exponential backoff with jitter: the n-th retry (0-based) waits between half and all of
 * base·2ⁿ, capped, so retries of many callers spread out instead of arriving together.
 */
export function backoffMs(retry: number, baseMs: number, capMs: number, random: () => number = Math.random): number {
  const ceiling = Math.min(capMs, baseMs * 2 ** retry);
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

/** Retry-After as milliseconds from now: delta seconds or an HTTP date; null when absent or unreadable. */
export function retryAfterMs(header: string | string[] | undefined, now = Date.now()): number | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return null;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
