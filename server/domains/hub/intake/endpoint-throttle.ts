/**
 * An endpoint's parts per second (`tps`), across all its binds and every process, counted in parts:
 * a token bucket holding one second's worth, kept as its next free moment (GCRA). A submit that
 * would overfill it takes nothing and is refused (ESME_RTHROTTLED), unlike a route's limiter, which
 * makes the sender wait. On PostgreSQL the bucket is a row every process updates in one statement,
 * on the database's clock; PGlite serves one process and keeps it in memory.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { smsRouteBuckets } from '../../../db/schema/index.ts';
import { rowsOf } from '../../../events/change-triggers.ts';

export interface EndpointThrottle {
  /** Takes `parts` tokens of the endpoint's bucket; false, taking none, when they are not there. */
  take(endpointId: number, tps: number, parts: number): Promise<boolean>;
}

/** One second's worth: a client may send its tps in a burst, then at its pace. */
const BURST_MS = 1_000;

export class PgEndpointThrottle implements EndpointThrottle {
  constructor(private readonly db: Db) {}

  async take(endpointId: number, tps: number, parts: number): Promise<boolean> {
    const cost = (parts * 1000) / tps;
    const result = await this.db.execute(sql`
      with clock as (select extract(epoch from clock_timestamp()) * 1000 as now)
      insert into ${smsRouteBuckets} as b (key, arrival_ms)
      select ${`hub-endpoint:${endpointId}`}::text, clock.now + ${cost}::float8 from clock
      on conflict (key) do update set arrival_ms = greatest(b.arrival_ms, (select now from clock)) + ${cost}::float8
      -- An empty bucket takes any submit, even one of more parts than a second holds.
      where b.arrival_ms <= (select now from clock) or b.arrival_ms + ${cost}::float8 - (select now from clock) <= ${BURST_MS}::float8
      returning 1 as taken`);
    return rowsOf(result).length > 0;
  }
}

export class MemoryEndpointThrottle implements EndpointThrottle {
  private readonly arrival = new Map<number, number>();
  constructor(private readonly now: () => number = () => performance.now()) {}

  async take(endpointId: number, tps: number, parts: number): Promise<boolean> {
    const cost = (parts * 1000) / tps;
    const now = this.now();
    const next = this.arrival.get(endpointId) ?? now;
    if (next > now && next + cost - now > BURST_MS) return false;
    this.arrival.set(endpointId, Math.max(next, now) + cost);
    return true;
  }
}
