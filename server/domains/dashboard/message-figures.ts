/**
 * The team's messages over the dashboard's days, from the SMS report's own query (smsReport grouped
 * by day), so the dashboard and GET /v1/sms/reports can never disagree.
 */
import type { DashboardFigures } from '../../../resources/dashboard/figures.ts';
import type { Db } from '../../db/client.ts';
import { smsReport } from '../sms/reports/sms-report.ts';
import type { DayRange } from './range.ts';

export async function messageFigures(db: Db, teamId: number, range: DayRange): Promise<{ messages: DashboardFigures['messages']; costByDay: { day: string; currency: string; amount: number }[] }> {
  const report = await smsReport(db, teamId, { group_by: 'day', from: range.from, to: range.to });
  const { messages, sent, delivered, failed, queued, cost } = report.totals;
  return {
    messages: { messages, sent, delivered, failed, queued, cost, by_day: report.rows.map((r) => ({ day: r.day!, sent: r.sent, delivered: r.delivered })) },
    costByDay: report.rows.flatMap((r) => r.cost.map((m) => ({ day: r.day!, currency: m.currency, amount: m.amount }))),
  };
}
