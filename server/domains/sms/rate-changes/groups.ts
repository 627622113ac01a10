/**
 * The rate changes as the changes screen shows them (docs/areas/sms.md#rate-changes): grouped by
 * batch, or by route and day outside a batch, newest first; each group's counts of increases and
 * decreases, and its largest changes (by the share of the old price) first.
 */
import { sql } from 'drizzle-orm';
import { LARGEST_CHANGES, type GroupChange, type RateChangeGroup } from '../../../../resources/sms/rate-change-groups.ts';
import type { Db } from '../../../db/client.ts';
import { rateChangeBatches, rateChanges, smsRoutes, users } from '../../../db/schema/index.ts';
import { rowsOf } from '../../../events/change-triggers.ts';

export interface GroupQuery {
  routeId?: number;
  status?: 'pending' | 'decided';
  offset: number;
  limit: number;
}

const iso = (v: unknown) => (v instanceof Date ? v : new Date(String(v))).toISOString();

export async function rateChangeGroups(db: Db, teamId: number, q: GroupQuery): Promise<{ groups: RateChangeGroup[]; total: number }> {
  const route = q.routeId === undefined ? sql`` : sql` and rc.route_id = ${q.routeId}`;
  const grouped = sql`
    select coalesce('batch:' || rc.batch_id, 'day:' || to_char(rc.detected_at at time zone 'UTC', 'YYYY-MM-DD') || ':' || rc.route_id) as key,
      min(rc.batch_id) as batch_id, min(rc.route_id) as route_id, max(rc.detected_at) as detected_at,
      count(*)::int as total,
      count(*) filter (where rc.change = 'increase')::int as increase,
      count(*) filter (where rc.change = 'decrease')::int as decrease,
      count(*) filter (where rc.change = 'new')::int as new,
      count(*) filter (where rc.change = 'closed')::int as closed,
      count(*) filter (where rc.inside_notice)::int as inside_notice,
      count(*) filter (where rc.status = 'pending')::int as pending
    from ${rateChanges} rc where rc.team_id = ${teamId}${route}
    group by 1`;
  const having = q.status === 'pending' ? sql` where g.pending > 0` : q.status === 'decided' ? sql` where g.pending = 0` : sql``;
  const [page, [{ total }]] = await Promise.all([
    db.execute(sql`
      select g.*, b.source, b.file_name, b.status as batch_status, coalesce(b.received_at, g.detected_at) as received_at, b.decided_at, b.decision_note,
        u.name as decided_by, r.name as route_name, r.notice_days
      from (${grouped}) g
      left join ${rateChangeBatches} b on b.id = g.batch_id
      left join ${users} u on u.id = b.decided_by_id
      join ${smsRoutes} r on r.id = g.route_id
      ${having}
      order by coalesce(b.received_at, g.detected_at) desc, g.key desc
      limit ${q.limit} offset ${q.offset}`),
    db.execute(sql`select count(*)::int as total from (${grouped}) g${having}`).then((r) => rowsOf<{ total: number }>(r)),
  ]);
  const rows = rowsOf<Record<string, unknown>>(page);
  if (!rows.length) return { groups: [], total: Number(total) };

  const keys = rows.map((r) => String(r.key));
  const largest = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select * from (
        select rc.*, rc.key_ as key, row_number() over (partition by rc.key_ order by abs(coalesce(rc.ratio, 0)) desc, abs(coalesce(rc.new_price, 0) - coalesce(rc.old_price, 0)) desc, rc.id) as rn
        from (
          select c.*, coalesce('batch:' || c.batch_id, 'day:' || to_char(c.detected_at at time zone 'UTC', 'YYYY-MM-DD') || ':' || c.route_id) as key_,
            case when c.old_price > 0 and c.new_price is not null then (c.new_price - c.old_price)::float8 / c.old_price end as ratio
          from ${rateChanges} c where c.team_id = ${teamId}${q.routeId === undefined ? sql`` : sql` and c.route_id = ${q.routeId}`}
        ) rc where rc.key_ in (${sql.join(keys.map((k) => sql`${k}`), sql`, `)})
      ) x where x.rn <= ${LARGEST_CHANGES} order by x.key, x.rn`),
  );
  const byKey = new Map<string, GroupChange[]>();
  for (const c of largest) {
    const list = byKey.get(String(c.key)) ?? [];
    list.push({
      id: Number(c.id),
      network_name: String(c.network_name),
      country: String(c.country),
      mcc: String(c.mcc),
      mnc: String(c.mnc),
      old_price: c.old_price === null ? null : Number(c.old_price),
      new_price: c.new_price === null ? null : Number(c.new_price),
      currency: String(c.currency),
      change: c.change as GroupChange['change'],
      change_ratio: c.ratio === null || c.ratio === undefined ? null : Number(c.ratio),
      effective_from: iso(c.effective_from).slice(0, 10),
      status: c.status as GroupChange['status'],
      inside_notice: Boolean(c.inside_notice),
    });
    byKey.set(String(c.key), list);
  }
  const groups = rows.map((r): RateChangeGroup => {
    const counts = { total: r.total, increase: r.increase, decrease: r.decrease, new: r.new, closed: r.closed, inside_notice: r.inside_notice, pending: r.pending } as Record<string, unknown>;
    const pending = Number(r.pending);
    const status = r.batch_status ? (String(r.batch_status) as RateChangeGroup['status']) : pending > 0 ? 'pending' : 'applied';
    return {
      key: String(r.key),
      batch_id: r.batch_id === null ? null : Number(r.batch_id),
      route_id: Number(r.route_id),
      route_name: String(r.route_name),
      source: (r.source as string | null) ?? null,
      file_name: (r.file_name as string | null) ?? null,
      status,
      received_at: iso(r.received_at),
      day: iso(r.received_at).slice(0, 10),
      decided_by: (r.decided_by as string | null) ?? null,
      decided_at: r.decided_at ? iso(r.decided_at) : null,
      decision_note: (r.decision_note as string | null) ?? null,
      notice_days: Number(r.notice_days),
      counts: Object.fromEntries(Object.entries(counts).map(([k, v]) => [k, Number(v)])) as RateChangeGroup['counts'],
      largest: byKey.get(String(r.key)) ?? [],
    };
  });
  return { groups, total: Number(total) };
}
