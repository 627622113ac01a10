/**
 * Routes' TPS buckets kept in PostgreSQL (one row per route, sms_route_buckets), so every worker
 * process sending over a route draws from the same bucket: one atomic upsert reserves the tokens
 * and answers the bucket's new arrival time, read on the database's clock so the processes' own
 * clocks do not matter. PGlite serves one process: its buckets stay in memory.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { smsRouteBuckets } from '../../../db/schema/index.ts';
import { rowsOf } from '../../../events/change-triggers.ts';
import type { TokenBucketStore } from '../smpp/tps-limiter.ts';

export class PgTokenBucketStore implements TokenBucketStore {
  constructor(private readonly db: Db) {}

  async reserve(key: string, ratePerSecond: number, burst: number, count: number): Promise<number> {
    const interval = 1000 / ratePerSecond;
    const result = await this.db.execute(sql`
      with clock as (select extract(epoch from clock_timestamp()) * 1000 as now)
      insert into ${smsRouteBuckets} (key, arrival_ms)
      select ${key}::text, clock.now + ${count * interval}::float8 from clock
      on conflict (key) do update set arrival_ms = greatest(${smsRouteBuckets}.arrival_ms, (select now from clock)) + ${count * interval}::float8
      returning arrival_ms - (select now from clock) as ahead`);
    const [{ ahead }] = rowsOf<{ ahead: number | string }>(result);
    return Math.max(0, Number(ahead) - burst * interval);
  }
}

/**
 * Takes a route's tokens from the shared store a slice at a time (`leaseMs` worth at the route's
 * rate) and hands them out here, spread over the slice: one database round trip per slice rather
 * than per message. The shared bucket still holds every process to the route's TPS.
 */
export class LeasedTokenBucketStore implements TokenBucketStore {
  private readonly leases = new Map<string, { base: number; wait: number; interval: number; size: number; next: number }>();
  private readonly fetching = new Map<string, Promise<void>>();

  constructor(
    private readonly shared: TokenBucketStore,
    private readonly leaseMs = 50,
    /** This process's clock, in ms (a test holds it still). */
    private readonly now: () => number = () => performance.now(),
  ) {}

  async reserve(key: string, ratePerSecond: number, burst: number, count: number): Promise<number> {
    if (count !== 1) return this.shared.reserve(key, ratePerSecond, burst, count);
    for (;;) {
      const lease = this.leases.get(key);
      if (lease && lease.next < lease.size) {
        // The shared store's wait is for the slice's last token; the earlier ones may go that much sooner.
        const j = lease.next++;
        const at = lease.base + Math.max(0, lease.wait - (lease.size - 1 - j) * lease.interval);
        return Math.max(0, at - this.now());
      }
      let fetching = this.fetching.get(key);
      if (!fetching) {
        fetching = this.lease(key, ratePerSecond, burst).finally(() => this.fetching.delete(key));
        this.fetching.set(key, fetching);
      }
      await fetching;
    }
  }

  private async lease(key: string, ratePerSecond: number, burst: number): Promise<void> {
    const size = Math.max(1, Math.min(burst, Math.round((ratePerSecond * this.leaseMs) / 1000)));
    const base = this.now();
    const wait = await this.shared.reserve(key, ratePerSecond, burst, size);
    this.leases.set(key, { base, wait, interval: 1000 / ratePerSecond, size, next: 0 });
  }
}
