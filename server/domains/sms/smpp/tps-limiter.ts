/**
 * The messages-per-second limit of a route. The limit is a token bucket kept as one timestamp per
 * key (GCRA: the "theoretical arrival time"), so a store shared by several processes (PostgreSQL,
 * Redis) can hold it with one atomic read-modify-write; for now the store is this process's memory.
 * Taking a token reserves it: the answer is how long to wait before using it, never "no".
 */
import { sleep } from '../../../http/outbound/retry.ts';

export interface TokenBucketStore {
  /**
   * Reserves `count` tokens of the bucket `key` (refilled at `ratePerSecond`, holding at most
   * `burst`) and answers how many milliseconds the caller must wait before spending them.
   */
  reserve(key: string, ratePerSecond: number, burst: number, count: number): Promise<number>;
}

export class MemoryTokenBucketStore implements TokenBucketStore {
  /** Per key, when (ms, monotonic clock) the bucket would be full again if nobody took more. */
  private readonly arrival = new Map<string, number>();
  constructor(private readonly now: () => number = () => performance.now()) {}

  async reserve(key: string, ratePerSecond: number, burst: number, count: number): Promise<number> {
    const interval = 1000 / ratePerSecond;
    const now = this.now();
    const next = Math.max(this.arrival.get(key) ?? now, now) + count * interval;
    this.arrival.set(key, next);
    return Math.max(0, next - now - burst * interval);
  }
}

export interface TpsLimiterOptions {
  key: string;
  tps: number;
  /** How many messages may leave at once after a quiet spell; a tenth of a second's worth by default. */
  burst?: number;
  store?: TokenBucketStore;
}

export class TpsLimiter {
  readonly tps: number;
  private readonly burst: number;
  private readonly store: TokenBucketStore;
  private readonly key: string;

  constructor({ key, tps, burst, store }: TpsLimiterOptions) {
    if (!(tps > 0)) throw new RangeError(`A TPS limit must be above 0 (got ${tps}).`);
    this.key = key;
    this.tps = tps;
    this.burst = burst ?? Math.max(1, Math.ceil(tps / 10));
    this.store = store ?? new MemoryTokenBucketStore();
  }

  /** Resolves when one more message may leave. */
  async take(signal?: AbortSignal): Promise<void> {
    const wait = await this.store.reserve(this.key, this.tps, this.burst, 1);
    // setTimeout cannot wait less than a millisecond; shorter waits are the bucket's rounding.
    if (wait >= 1) await sleep(wait, signal);
  }
}
