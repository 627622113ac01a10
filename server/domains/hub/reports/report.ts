/**
 * GET /v1/hub/reports (docs/areas/hub.md#reports): the team's roll-ups over a range of UTC days,
 * summed per group and currency in one range scan of their primary key (team, day, …), then named:
 * endpoints, companies, routes and networks by what they are called today.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { HubReport, HubReportFigures, HubReportGroup, HubReportQuery, HubReportRow } from '../../../../resources/hub/reports.ts';
import type { Db } from '../../../db/client.ts';
import { companies, hubEndpoints, hubRollups, smsNetworks, smsRoutes } from '../../../db/schema/index.ts';
import { rowsOf } from '../../../events/change-triggers.ts';
import { dayRange } from '../../dashboard/range.ts';

/** The column each grouping sums by, and how its value becomes the row's key (after grouping, once per group). */
const COLUMN: Record<HubReportGroup, SQL> = {
  endpoint: sql`endpoint_id`,
  company: sql`company_id`,
  route: sql`route_id`,
  country: sql`country`,
  network: sql`network`,
  day: sql`day`,
};
const KEY: Record<HubReportGroup, SQL> = { endpoint: sql`k::text`, company: sql`k::text`, route: sql`k::text`, country: sql`k`, network: sql`k`, day: sql`to_char(k, 'YYYY-MM-DD')` };

interface Summed {
  key: string;
  currency: string;
  messages: string;
  parts: string;
  delivered: string;
  revenue: string;
  cost: string;
}

const figuresOf = (r: Summed): HubReportFigures => {
  const revenue = Number(r.revenue);
  const cost = Number(r.cost);
  return { messages: Number(r.messages), parts: Number(r.parts), delivered: Number(r.delivered), revenue, cost, margin: revenue - cost, currency: r.currency };
};

export async function hubReport(db: Db, teamId: number, query: HubReportQuery, now = Date.now()): Promise<HubReport> {
  const range = dayRange(query, now);
  const group = query.group;
  const summed = rowsOf<Summed>(
    await db.execute(sql`
      select ${KEY[group]} as key, g.* from (
        select ${COLUMN[group]} as k, currency, sum(messages) as messages, sum(parts) as parts, sum(delivered) as delivered, sum(revenue) as revenue, sum(cost) as cost
        from ${hubRollups}
        where team_id = ${teamId} and day between ${range.from}::date and ${range.to}::date
        group by 1, currency
        having sum(messages) <> 0 or sum(revenue) <> 0 or sum(cost) <> 0 or sum(delivered) <> 0) g`),
  );
  const names = await namesOf(db, teamId, group, [...new Set(summed.map((r) => r.key))]);
  const rows: HubReportRow[] = summed.map((r) => ({ key: r.key, name: names.get(r.key) ?? r.key, ...idOf(group, r.key), ...figuresOf(r) }));
  rows.sort(group === 'day' ? (a, b) => a.key.localeCompare(b.key) || a.currency.localeCompare(b.currency) : (a, b) => b.revenue - a.revenue || b.cost - a.cost || a.key.localeCompare(b.key));
  return { from: range.from, to: range.to, group, rows, totals: totalsOf(rows) };
}

function idOf(group: HubReportGroup, key: string): Partial<HubReportRow> {
  if (group === 'endpoint') return { endpoint_id: Number(key) };
  if (group === 'company') return { company_id: Number(key) };
  if (group === 'route') return { route_id: Number(key) };
  return {};
}

function totalsOf(rows: HubReportRow[]): HubReportFigures[] {
  const byCurrency = new Map<string, HubReportFigures>();
  for (const r of rows) {
    const t = byCurrency.get(r.currency) ?? { messages: 0, parts: 0, delivered: 0, revenue: 0, cost: 0, margin: 0, currency: r.currency };
    t.messages += r.messages;
    t.parts += r.parts;
    t.delivered += r.delivered;
    t.revenue += r.revenue;
    t.cost += r.cost;
    t.margin += r.margin;
    byCurrency.set(r.currency, t);
  }
  return [...byCurrency.values()].sort((a, b) => b.revenue - a.revenue || a.currency.localeCompare(b.currency));
}

/** Today's names of the groups found, the team's own only. */
async function namesOf(db: Db, teamId: number, group: HubReportGroup, keys: string[]): Promise<Map<string, string>> {
  const ids = keys.map(Number).filter((id) => Number.isInteger(id) && id > 0);
  const named = (rows: { id: number; name: string }[]) => new Map(rows.map((r) => [String(r.id), r.name]));
  switch (group) {
    case 'endpoint':
      return ids.length ? named(await db.select({ id: hubEndpoints.id, name: hubEndpoints.name }).from(hubEndpoints).where(and(eq(hubEndpoints.team_id, teamId), inArray(hubEndpoints.id, ids)))) : new Map();
    case 'company':
      return ids.length ? named(await db.select({ id: companies.id, name: companies.name }).from(companies).where(and(eq(companies.team_id, teamId), inArray(companies.id, ids)))) : new Map();
    case 'route':
      return ids.length ? named(await db.select({ id: smsRoutes.id, name: smsRoutes.name }).from(smsRoutes).where(and(eq(smsRoutes.team_id, teamId), inArray(smsRoutes.id, ids)))) : new Map();
    case 'network': {
      const known = keys.filter(Boolean);
      if (!known.length) return new Map();
      const rows = await db
        .selectDistinctOn([smsNetworks.mcc, smsNetworks.mnc], { mccmnc: sql<string>`${smsNetworks.mcc} || ${smsNetworks.mnc}`, name: smsNetworks.name })
        .from(smsNetworks)
        .where(and(eq(smsNetworks.team_id, teamId), inArray(sql`${smsNetworks.mcc} || ${smsNetworks.mnc}`, known)))
        .orderBy(smsNetworks.mcc, smsNetworks.mnc);
      return new Map(rows.map((r) => [r.mccmnc, r.name]));
    }
    default:
      return new Map();
  }
}
