/**
 * How a batch of numbers is looked up: a few at a time (a provider throttles, and a pool of
 * sockets is finite), each number tried again with exponential backoff and jitter when its failure
 * may pass, on its own, so one slow or failing number never holds up the others.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { LookupFailure } from './lookup-provider.ts';

export interface RetryPolicy {
  /** Tries in all, at least 1. */
  attempts: number;
  /** Wait before the second try; each later one waits twice as long, times 0.5–1.5. */
  delayMs: number;
  random?: () => number;
  wait?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

export type Outcome<T> = { ok: true; answer: T; attempts: number } | { ok: false; error: string; attempts: number };

/** The delay before try `attempt + 1` (attempt ≥ 1). */
export function backoffMs(policy: RetryPolicy, attempt: number): number {
  const jitter = 0.5 + (policy.random ?? Math.random)();
  return Math.round(policy.delayMs * 2 ** (attempt - 1) * jitter);
}

/** Tries `fn` until it answers, fails for good, or the tries run out; never throws a lookup failure. */
export async function withRetries<T>(fn: (attempt: number) => Promise<T>, policy: RetryPolicy, signal?: AbortSignal): Promise<Outcome<T>> {
  const wait = policy.wait ?? ((ms: number, s?: AbortSignal) => sleep(ms, undefined, { signal: s }));
  for (let attempt = 1; ; attempt++) {
    try {
      return { ok: true, answer: await fn(attempt), attempts: attempt };
    } catch (error) {
      if (!(error instanceof LookupFailure)) throw error;
      if (!error.retryable || attempt >= policy.attempts) return { ok: false, error: error.message, attempts: attempt };
      const ms = backoffMs(policy, attempt);
      if (ms > 0) await wait(ms, signal);
    }
  }
}

/** `fn` over every item, at most `concurrency` at once, answers in the items' order. */
export async function mapPool<I, O>(items: readonly I[], concurrency: number, fn: (item: I, index: number) => Promise<O>): Promise<O[]> {
  const out = new Array<O>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      out[index] = await fn(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, items.length)) }, worker));
  return out;
}
