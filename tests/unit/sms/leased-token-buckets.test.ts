/** The routes' shared TPS buckets taken a slice at a time (server/domains/sms/delivery/pg-token-buckets.ts). */
import { describe, expect, it } from 'vitest';
import { LeasedTokenBucketStore } from '../../../server/domains/sms/delivery/pg-token-buckets.ts';
import { MemoryTokenBucketStore, type TokenBucketStore } from '../../../server/domains/sms/smpp/tps-limiter.ts';

class CountingStore implements TokenBucketStore {
  calls: number[] = [];
  constructor(private readonly inner: TokenBucketStore) {}
  reserve(key: string, rate: number, burst: number, count: number): Promise<number> {
    this.calls.push(count);
    return this.inner.reserve(key, rate, burst, count);
  }
}

describe('LeasedTokenBucketStore', () => {
  it('asks the shared store once per slice, however many take at once', async () => {
    const shared = new CountingStore(new MemoryTokenBucketStore(() => 0));
    const leased = new LeasedTokenBucketStore(shared, 50);
    // 1,000 TPS: a slice is 50 tokens (50 ms), within the burst of 100.
    await Promise.all(Array.from({ length: 120 }, () => leased.reserve('route:1', 1_000, 100, 1)));
    expect(shared.calls).toEqual([50, 50, 50]);
  });

  it('spreads a slice’s tokens at the route’s rate once the burst is spent', async () => {
    // Both clocks stand still: every wait below is the bucket's, not time passing (a busy machine's pauses).
    const leased = new LeasedTokenBucketStore(new MemoryTokenBucketStore(() => 0), 50, () => 0);
    const waits: number[] = [];
    for (let i = 0; i < 300; i++) waits.push(await leased.reserve('route:2', 1_000, 100, 1));
    // The burst of 100 goes at once; the 300th token may leave about 200 ms on at 1,000 per second.
    expect(waits.slice(0, 50).every((w) => w === 0)).toBe(true);
    expect(waits.at(-1)!).toBeGreaterThan(150);
    expect(waits.at(-1)!).toBeLessThan(260);
    // Never sooner than the rate allows: each later token waits at least as long as the one before.
    expect(waits.every((w, i) => i === 0 || w >= waits[i - 1] - 1)).toBe(true);
  });
});
