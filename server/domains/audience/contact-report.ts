/**
 * The contacts report and dashboard (docs/areas/audience.md#report-and-dashboard). Built to stay
 * fast at a million contacts a team: the report counts every dimension in one pass over the
 * matching contacts (grouping sets), the dashboard's totals in one more, and growth reads the
 * (team_id, created_at) index over its window only.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/transaction.ts';

export const REPORT_DIMENSIONS = ['country', 'network', 'source', 'valid', 'status', 'number_type'] as const;
export type ReportDimension = (typeof REPORT_DIMENSIONS)[number];
/** The most values a dimension lists; the rest are summed into `other`. */
const TOP = 50;

export interface Bucket {
  /** The value (a country code, a network name, true/false for validity); null: not known. */
  value: string | boolean | null;
  count: number;
}

export interface ContactReport {
  total: number;
  by: Record<ReportDimension, Bucket[]>;
  /** Per dimension, contacts beyond the TOP values listed. */
  other: Record<ReportDimension, number>;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Counts of the contacts `where` picks (already scoped to a team), by each dimension. */
export async function contactReport(db: DbOrTx, where: SQL): Promise<ContactReport> {
  const result = await db.execute(sql`
    select grouping(country) = 0 as by_country, grouping(network) = 0 as by_network, grouping(source) = 0 as by_source,
           grouping(valid) = 0 as by_valid, grouping(status) = 0 as by_status, grouping(number_type) = 0 as by_number_type,
           country, network, source, valid, status, number_type, count(*)::int as n
    from contacts where ${where}
    group by grouping sets ((country), (network), (source), (valid), (status), (number_type), ())`);
  const by = Object.fromEntries(REPORT_DIMENSIONS.map((d) => [d, [] as Bucket[]])) as Record<ReportDimension, Bucket[]>;
  const other = Object.fromEntries(REPORT_DIMENSIONS.map((d) => [d, 0])) as Record<ReportDimension, number>;
  let total = 0;
  for (const row of rowsOf<Record<string, unknown>>(result)) {
    const dim = REPORT_DIMENSIONS.find((d) => row[`by_${d}`] === true);
    if (!dim) total = Number(row.n);
    else by[dim].push({ value: row[dim] as string | boolean | null, count: Number(row.n) });
  }
  for (const d of REPORT_DIMENSIONS) {
    by[d].sort((a, b) => b.count - a.count || String(a.value).localeCompare(String(b.value)));
    other[d] = by[d].slice(TOP).reduce((s, b) => s + b.count, 0);
    by[d] = by[d].slice(0, TOP);
  }
  return { total, by, other };
}

export interface ContactDashboard {
  total: number;
  subscribed: number;
  opted_out: number;
  valid: number;
  added_this_week: number;
  /** Entries on the do-not-contact list, contacts or not. */
  do_not_contact: number;
  interval: 'day' | 'week';
  /** New contacts per day or week over the window, and the running total at each bucket's end. */
  growth: { start: string; added: number; total: number }[];
}

/** Figures for the contacts dashboard over the last `days` days, bucketed by day or week (UTC). */
export async function contactDashboard(db: DbOrTx, teamId: number, options: { days: number; interval: 'day' | 'week'; now?: Date }): Promise<ContactDashboard> {
  const now = options.now ?? new Date();
  const unit = options.interval;
  // Buckets start on a whole day (or a Monday, as date_trunc's week does) so the first one is complete.
  const from = sql`date_trunc(${unit}, ${now.toISOString()}::timestamptz at time zone 'UTC' - make_interval(days => ${options.days - 1}))`;
  const weekStart = sql`date_trunc('week', ${now.toISOString()}::timestamptz at time zone 'UTC') at time zone 'UTC'`;
  const [totals, growth, dnc] = await Promise.all([
    db.execute(sql`
      select count(*)::int as total,
        count(*) filter (where status = 'subscribed')::int as subscribed,
        count(*) filter (where opted_out)::int as opted_out,
        count(*) filter (where valid)::int as valid,
        count(*) filter (where created_at >= ${weekStart})::int as added_this_week,
        count(*) filter (where created_at < ${from} at time zone 'UTC')::int as before_window
      from contacts where team_id = ${teamId}`),
    db.execute(sql`
      with buckets as (
        select generate_series(${from}, date_trunc(${unit}, ${now.toISOString()}::timestamptz at time zone 'UTC'), ('1 ' || ${unit})::interval) as start
      ), added as (
        select date_trunc(${unit}, created_at at time zone 'UTC') as start, count(*)::int as n
        from contacts where team_id = ${teamId} and created_at >= ${from} at time zone 'UTC' and created_at <= ${now.toISOString()}::timestamptz
        group by 1
      )
      select to_char(b.start, 'YYYY-MM-DD') as start, coalesce(a.n, 0)::int as added
      from buckets b left join added a on a.start = b.start order by b.start`),
    db.execute(sql`select count(*)::int as n from opt_outs where team_id = ${teamId}`),
  ]);
  const t = rowsOf<Record<string, number>>(totals)[0];
  let running = Number(t.before_window);
  const series = rowsOf<{ start: string; added: number }>(growth).map((g) => {
    running += Number(g.added);
    return { start: g.start, added: Number(g.added), total: running };
  });
  return {
    total: Number(t.total),
    subscribed: Number(t.subscribed),
    opted_out: Number(t.opted_out),
    valid: Number(t.valid),
    added_this_week: Number(t.added_this_week),
    do_not_contact: Number(rowsOf<{ n: number }>(dnc)[0].n),
    interval: unit,
    growth: series,
  };
}
