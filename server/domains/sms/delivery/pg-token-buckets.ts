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
