/**
 * The figures of the HLR screen over a range of UTC days: lookups by status, by network and per
 * day (analytics), and the totals (summary): how many, how many live, ported or roaming, how many
 * the cache answered, how many failed, and what they cost.
 */
import { and, desc, eq, gte, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { HLR_STATUSES } from '../../../resources/enrichment/hlr-lookups.ts';
import type { HlrAnalytics, HlrSummary, ProviderView } from '../../../resources/enrichment/lookups.ts';
import type { LookupKind } from '../../../resources/enrichment/lookup-providers.ts';
import { DEFAULT_CACHE_HOURS } from '../../../resources/enrichment/lookup-providers.ts';
import type { DashboardQuery } from '../../../resources/dashboard/figures.ts';
import type { Db } from '../../db/client.ts';
import { hlrLookups } from '../../db/schema/index.ts';
import { dayRange } from '../dashboard/range.ts';
import { countAll, sumOf, utcDay } from '../dashboard/sql.ts';
import { providerRow } from './provider-settings.ts';

/** Networks named one by one; the rest are summed as "other". */
const TOP_NETWORKS = 10;

function inRange(teamId: number, query: DashboardQuery) {
  const range = dayRange(query);
  return { range, where: and(eq(hlrLookups.team_id, teamId), gte(hlrLookups.checked_at, range.start), lt(hlrLookups.checked_at, range.end))! };
}

const answered = (where: SQL) => and(where, isNull(hlrLookups.error))!;

export async function hlrAnalytics(db: Db, teamId: number, query: DashboardQuery): Promise<HlrAnalytics> {
  const { range, where } = inRange(teamId, query);
  const [statuses, networks, days] = await Promise.all([
    db.select({ status: hlrLookups.status, count: countAll() }).from(hlrLookups).where(answered(where)).groupBy(hlrLookups.status),
    db
      .select({ network: hlrLookups.network, count: countAll() })
      .from(hlrLookups)
      .where(and(answered(where), isNotNull(hlrLookups.network)))
      .groupBy(hlrLookups.network)
      .orderBy(desc(countAll()), hlrLookups.network),
    db
      .select({
        day: utcDay(hlrLookups.checked_at),
        status: sql<string>`case when ${hlrLookups.error} is null then ${hlrLookups.status} else 'failed' end`,
        count: countAll(),
      })
      .from(hlrLookups)
      .where(where)
      .groupBy(sql`1`, sql`2`),
  ]);
  const byStatus = new Map(statuses.map((s) => [s.status, s.count]));
  const top = networks.slice(0, TOP_NETWORKS).map((n) => ({ network: n.network, other: false, count: n.count }));
  const rest = networks.slice(TOP_NETWORKS).reduce((sum, n) => sum + n.count, 0);
  const perDay = new Map(range.days.map((day) => [day, { day, valid: 0, invalid: 0, absent: 0, unknown: 0, failed: 0 }]));
  for (const row of days) {
    const entry = perDay.get(row.day);
    if (entry && row.status in entry) entry[row.status as keyof Omit<typeof entry, 'day'>] += row.count;
  }
  return {
    from: range.from,
    to: range.to,
    by_status: HLR_STATUSES.map((status) => ({ status, count: byStatus.get(status) ?? 0 })),
    by_network: rest ? [...top, { network: null, other: true, count: rest }] : top,
    by_day: [...perDay.values()],
  };
}

export async function hlrSummary(db: Db, teamId: number, query: DashboardQuery): Promise<HlrSummary> {
  const { range, where } = inRange(teamId, query);
  const flag = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
  const [[totals], costs, provider] = await Promise.all([
    db
      .select({
        total: countAll(),
        cache_hits: flag(sql`${hlrLookups.provider} = 'cache'`),
        failed: flag(sql`${hlrLookups.error} is not null`),
        live: flag(sql`${hlrLookups.error} is null and ${hlrLookups.status} = 'valid'`),
        ported: flag(sql`${hlrLookups.error} is null and ${hlrLookups.ported}`),
        roaming: flag(sql`${hlrLookups.error} is null and ${hlrLookups.roaming}`),
      })
      .from(hlrLookups)
      .where(where),
    db.select({ currency: hlrLookups.currency, amount: sumOf(hlrLookups.cost) }).from(hlrLookups).where(where).groupBy(hlrLookups.currency).orderBy(hlrLookups.currency),
    providerView(db, teamId, 'hlr'),
  ]);
  const answeredCount = totals.total - totals.failed;
  return {
    from: range.from,
    to: range.to,
    ...totals,
    live_ratio: answeredCount > 0 ? totals.live / answeredCount : null,
    cost: costs.filter((c) => c.amount > 0),
    provider,
  };
}

/** The provider a kind of lookup uses, as the screens show it: never its key. */
export async function providerView(db: Db, teamId: number, kind: LookupKind): Promise<ProviderView> {
  const row = await providerRow(db, teamId, kind);
  if (!row) return { adapter: 'simulator', configured: false, active: true, host: null, cache_hours: DEFAULT_CACHE_HOURS };
  let host: string | null = null;
  try {
    host = row.base_url ? new URL(row.base_url).host : null;
  } catch {
    host = null;
  }
  return { adapter: row.adapter === 'http' ? 'http' : 'simulator', configured: true, active: row.active, host: row.adapter === 'http' ? host : null, cache_hours: row.cache_hours };
}
