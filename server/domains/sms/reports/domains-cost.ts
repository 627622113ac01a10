/**
 * GET /v1/sms/reports/domains-cost: per short-link domain the team's campaign messages carried
 * links on (null: Parley's own /s/ links), how many messages, how many were clicked and how often,
 * what those messages cost and so what a click cost, per currency. A message's links on one domain
 * count once; its cost counts once per domain it carried a link on.
 */
import { sql } from 'drizzle-orm';
import type { DomainCostRow, DomainsCostReport, ReportMoney, SmsReportQuery } from '../../../../resources/sms/sms-reports.ts';
import type { Db } from '../../../db/client.ts';
import { rowsOf } from '../../../events/change-triggers.ts';
import { addMoney, sortMoney } from './figures.ts';
import { reportScope } from './report-filter.ts';

interface Row {
  domain: string | null;
  currency: string | null;
  messages: string | number;
  clicked: string | number;
  clicks: string | number;
  cost: string | number;
}

type Totals = Omit<DomainCostRow, 'domain'>;
const empty = (): Totals => ({ messages: 0, clicked: 0, clicks: 0, cost: [], cost_per_click: [] });

export async function domainsCost(db: Db, teamId: number, query: SmsReportQuery, now = Date.now()): Promise<DomainsCostReport> {
  const scope = reportScope(teamId, query, now);
  // Per link domain and message first (a message's links on one domain count once, its cost once),
  // driven from the team's links to their messages by primary key.
  const result = await db.execute(sql`
    select domain, currency, count(*) as messages, count(*) filter (where clicks > 0) as clicked, coalesce(sum(clicks), 0) as clicks,
      coalesce(sum(cost) filter (where submitted), 0) as cost
    from (
      select l.domain, m.id, m.currency, m.cost, m.submitted_at is not null as submitted, sum(l.clicks) as clicks
      from message_links l join sms_messages m on m.id = l.message_id
      where l.team_id = ${teamId} and ${scope.where} and m.campaign_id is not null
      group by l.domain, m.id) x
    group by domain, currency`);

  const byDomain = new Map<string | null, Totals>();
  // Clicks per domain and currency: a click's cost is the cost of the messages paid in that currency over their clicks.
  const clicksIn = new Map<string, number>();
  const total = empty();
  const totalClicksIn = new Map<string, number>();
  for (const r of rowsOf<Row>(result)) {
    const row = byDomain.get(r.domain) ?? empty();
    byDomain.set(r.domain, row);
    for (const into of [row, total]) {
      into.messages += Number(r.messages);
      into.clicked += Number(r.clicked);
      into.clicks += Number(r.clicks);
      addMoney(into.cost, r.currency, Number(r.cost));
    }
    if (r.currency) {
      const key = `${r.domain ?? ''}|${r.currency}`;
      clicksIn.set(key, (clicksIn.get(key) ?? 0) + Number(r.clicks));
      totalClicksIn.set(r.currency, (totalClicksIn.get(r.currency) ?? 0) + Number(r.clicks));
    }
  }
  const perClick = (cost: ReportMoney[], clicksOf: (currency: string) => number) =>
    cost.filter((m) => clicksOf(m.currency) > 0).map((m) => ({ currency: m.currency, amount: Math.round(m.amount / clicksOf(m.currency)) }));

  const rows: DomainCostRow[] = [...byDomain].map(([domain, row]) => ({
    domain,
    ...row,
    cost: sortMoney(row.cost),
    cost_per_click: perClick(row.cost, (c) => clicksIn.get(`${domain ?? ''}|${c}`) ?? 0),
  }));
  rows.sort((a, b) => b.messages - a.messages || (a.domain ?? '').localeCompare(b.domain ?? ''));
  sortMoney(total.cost);
  total.cost_per_click = perClick(total.cost, (c) => totalClicksIn.get(c) ?? 0);
  return { from: scope.range.from, to: scope.range.to, rows, totals: total };
}
