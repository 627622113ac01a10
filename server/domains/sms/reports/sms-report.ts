/**
 * GET /v1/sms/reports: the team's messages over a range grouped by country, network, route,
 * campaign or day, in one grouped pass over sms_messages and one over its clicked links; route and
 * campaign names are read afterwards for the groups found (a renamed route shows its name today).
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ReportGroup, ReportRow, SmsReport, SmsReportQuery } from '../../../../resources/sms/sms-reports.ts';
import type { Db } from '../../../db/client.ts';
import { campaigns, smsRoutes } from '../../../db/schema/index.ts';
import { rowsOf } from '../../../events/change-triggers.ts';
import { emptyFigures, foldRows, totalOf } from './figures.ts';
import { CLICK_FIGURES, clickedLinks, FIGURES, reportScope, type FigureRow } from './report-filter.ts';

interface GroupRow extends FigureRow {
  country?: string | null;
  network?: string | null;
  mccmnc?: string | null;
  route_id?: number | null;
  campaign_id?: number | null;
  day?: string;
}

/** The columns each grouping selects and groups by. */
const KEYS: Record<ReportGroup, SQL> = {
  country: sql`m.country`,
  network: sql`m.network, m.mccmnc, m.country`,
  route: sql`m.route_id`,
  campaign: sql`m.campaign_id`,
  // The UTC date groups; it is written out as text once per group, not once per message.
  day: sql`(m.created_at at time zone 'UTC')::date as d`,
};
const GROUP_BY: Record<ReportGroup, SQL> = { ...KEYS, day: sql`1` };

const keyOf: Record<ReportGroup, (r: GroupRow) => string> = {
  country: (r) => r.country ?? '',
  network: (r) => `${r.mccmnc ?? ''}|${r.network ?? ''}|${r.country ?? ''}`,
  route: (r) => String(r.route_id ?? ''),
  campaign: (r) => String(r.campaign_id ?? ''),
  day: (r) => r.day!,
};
const nameOf: Record<ReportGroup, (r: GroupRow) => Partial<ReportRow>> = {
  country: (r) => ({ country: r.country ?? null }),
  network: (r) => ({ network: r.network ?? null, mccmnc: r.mccmnc ?? null, country: r.country ?? null }),
  route: (r) => ({ route_id: r.route_id ?? null }),
  campaign: (r) => ({ campaign_id: r.campaign_id ?? null }),
  day: (r) => ({ day: r.day }),
};

export async function smsReport(db: Db, teamId: number, query: SmsReportQuery, now = Date.now()): Promise<SmsReport> {
  const scope = reportScope(teamId, query, now);
  const group = query.group_by;
  const byDay = (grouped: SQL) => (group === 'day' ? sql`select to_char(g.d, 'YYYY-MM-DD') as day, g.* from (${grouped}) g` : grouped);
  const [messages, clicks] = await Promise.all([
    db.execute(byDay(sql`select ${KEYS[group]}, m.currency, ${FIGURES} from sms_messages m where ${scope.where} group by ${GROUP_BY[group]}, m.currency`)),
    // Each clicked link looks its message up by primary key, whatever the planner estimates (`offset 0`
    // keeps the subquery from being flattened into a join the planner could turn around).
    db.execute(byDay(sql`select ${KEYS[group]}, ${CLICK_FIGURES} from ${clickedLinks(teamId)} l cross join lateral (select * from sms_messages m where m.id = l.message_id offset 0) m where ${scope.where} group by ${GROUP_BY[group]}`)),
  ]);
  const folded = foldRows([...rowsOf<GroupRow>(messages), ...rowsOf<GroupRow>(clicks)], keyOf[group], nameOf[group]);
  let rows: ReportRow[] = [...folded].map(([key, figures]) => ({ key, ...figures }));

  if (group === 'day') {
    // Every day of the range, zeros included, so a chart's axis is the range.
    rows = scope.range.days.map((day) => folded.get(day) ? { key: day, ...folded.get(day)! } : { key: day, day, ...emptyFigures() });
  } else {
    rows.sort((a, b) => b.messages - a.messages || a.key.localeCompare(b.key));
    if (group === 'route') await nameRoutes(db, teamId, rows);
    if (group === 'campaign') await nameCampaigns(db, teamId, rows);
  }
  return { from: scope.range.from, to: scope.range.to, group_by: group, rows, totals: totalOf(folded.values()) };
}

async function nameRoutes(db: Db, teamId: number, rows: ReportRow[]): Promise<void> {
  const ids = rows.map((r) => r.route_id).filter((id): id is number => id != null);
  const names = ids.length ? await db.select({ id: smsRoutes.id, name: smsRoutes.name }).from(smsRoutes).where(and(eq(smsRoutes.team_id, teamId), inArray(smsRoutes.id, ids))) : [];
  for (const row of rows) row.route_name = names.find((n) => n.id === row.route_id)?.name ?? null;
}

async function nameCampaigns(db: Db, teamId: number, rows: ReportRow[]): Promise<void> {
  const ids = rows.map((r) => r.campaign_id).filter((id): id is number => id != null);
  const names = ids.length ? await db.select({ id: campaigns.id, name: campaigns.name }).from(campaigns).where(and(eq(campaigns.team_id, teamId), inArray(campaigns.id, ids))) : [];
  for (const row of rows) row.campaign_name = names.find((n) => n.id === row.campaign_id)?.name ?? null;
}
