/**
 * The teams' active short-link domains by host name, held in memory so that telling a short-link
 * request from one for Parley itself costs one Map lookup. Reloaded at most every TTL_MS, and
 * forgotten as soon as the change bus hears a write to domains (from any process), so a domain
 * that becomes active serves its links within moments.
 *
 * Every request asks, Parley's own pages too, so only the first read and a read after a change are
 * waited for: a list that merely aged keeps answering while it is read again in the background.
 * Otherwise a busy database (a campaign's receipts queued on the embedded one) would hold up every
 * page and asset for as long as it is busy.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { domains } from '../../../db/schema/index.ts';
import type { ChangeBus } from '../../../events/change-bus.ts';

export interface ShortenerDomain {
  id: number;
  teamId: number;
  name: string;
  /** Where a visit to the bare host goes. */
  fallbackUrl: string | null;
}

const TTL_MS = 30_000;
/** After a failed load, the old list serves this long before the next try. */
const RETRY_MS = 5_000;

export class ShortenerHosts {
  private hosts = new Map<string, ShortenerDomain>();
  private loadedAt = Number.NEGATIVE_INFINITY;
  private loading: Promise<void> | null = null;
  /** Before the first read and after a change, a lookup waits for the read. */
  private mustWait = true;
  /** Moves on every forget(), so a load that overlapped a change is not kept as fresh. */
  private generation = 0;

  /** `ownHost`: Parley's own host name (APP_URL), which no team's domain may take over. */
  constructor(
    private readonly db: Db,
    private readonly ownHost: string,
    private readonly now: () => number = Date.now,
    /** Where a background read's failure is told (a waited-for read throws to its caller). */
    private readonly onError: (error: unknown) => void = () => {},
  ) {}

  /** The active short-link domain a request's host name is, if any. */
  async find(host: string): Promise<ShortenerDomain | undefined> {
    if (this.now() - this.loadedAt > TTL_MS) {
      const reading = (this.loading ??= this.load().finally(() => (this.loading = null)));
      if (this.mustWait) await reading;
      else reading.catch(this.onError);
    }
    return this.hosts.get(host.toLowerCase());
  }

  /** The next lookup reads the domains again. */
  forget(): void {
    this.loadedAt = Number.NEGATIVE_INFINITY;
    this.mustWait = true;
    this.generation++;
  }

  /** Listens to the change bus; answers the function that stops listening. */
  follow(changes: ChangeBus): () => void {
    return changes.on((change) => {
      if (change.resource === 'domains') this.forget();
    });
  }

  private async load(): Promise<void> {
    const startedAt = this.now();
    const generation = this.generation;
    try {
      const rows = await this.db
        .select({ id: domains.id, teamId: domains.team_id, name: domains.name, fallbackUrl: domains.fallback_url })
        .from(domains)
        .where(and(eq(domains.purpose, 'url_shortener'), eq(domains.status, 'active')))
        .orderBy(asc(domains.id));
      const hosts = new Map<string, ShortenerDomain>();
      // Two teams may both have connected a name: the first to do so keeps its slugs and home page.
      for (const row of rows) if (row.name !== this.ownHost && !hosts.has(row.name)) hosts.set(row.name, row);
      this.hosts = hosts;
      // A change heard while loading may be newer than what was read: then the next lookup reads again.
      if (generation === this.generation) {
        this.loadedAt = startedAt;
        this.mustWait = false;
      }
    } catch (error) {
      this.loadedAt = startedAt - TTL_MS + RETRY_MS;
      throw error;
    }
  }
}
