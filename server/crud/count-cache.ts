/**
 * Totals of list queries, kept for a few seconds. Counting a filter that matches tens of thousands
 * of rows costs more than fetching the page itself, and an operator paging through one filter asks
 * the same total again and again. A write through this process clears the resource's totals at
 * once; any committed write, from any process, clears them when the change bus hears of it.
 */
export class CountCache {
  private readonly entries = new Map<string, { total: number; expires: number }>();
  /** Bumped by every clear: a count that was under way across a clear may predate the write. */
  private generation = 0;

  constructor(
    private readonly ttlMs = 5_000,
    private readonly maxEntries = 2_000,
  ) {}

  async get(key: string, count: () => Promise<number>): Promise<number> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.total;
    const started = this.generation;
    const total = await count();
    if (started !== this.generation) return total;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, { total, expires: now + this.ttlMs });
    return total;
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }
}
