/**
 * The dashboard's figures for the caller's team (GET /v1/dashboard): messages, calls, spend and
 * recent campaigns over a range of days. Messages and SMS cost come from the SMS report's query,
 * calls from the call figures' (docs/areas/dashboard.md), so the dashboard says what the reports say.
 */
import type { DashboardFigures, DashboardQuery } from '../../../resources/dashboard/figures.ts';
import type { Db } from '../../db/client.ts';
import type { Caller } from '../caller.ts';
import { callDashboard } from '../voice/call-stats/call-figures.ts';
import { messageFigures } from './message-figures.ts';
import { dayRange } from './range.ts';
import { recentCampaigns } from './recent-campaigns.ts';
import { spendFigures } from './spend-figures.ts';

export async function dashboardFigures(db: Db, caller: Pick<Caller, 'teamId'>, query: DashboardQuery, now = Date.now()): Promise<DashboardFigures> {
  const range = dayRange(query, now);
  const [messages, calls, campaigns] = await Promise.all([
    messageFigures(db, caller.teamId, range),
    callDashboard(db, caller.teamId, { from: range.from, to: range.to }, now),
    recentCampaigns(db, caller.teamId),
  ]);
  // Calls are charged as the call figures count them (a call by when it started, or was made).
  const callCharges = calls.by_day.flatMap((d) => d.cost.map((m) => ({ day: d.day, currency: m.currency, amount: m.amount })));
  const spend = await spendFigures(db, caller.teamId, range, { sms: messages.costByDay, calls: callCharges });
  const { figures } = calls;
  return {
    from: range.from,
    to: range.to,
    days: range.days.length,
    messages: messages.messages,
    calls: {
      total: figures.calls,
      answered: figures.answered,
      ended: figures.ended,
      answer_rate: figures.answer_rate,
      talk_seconds: figures.talk_seconds,
      by_day: calls.by_day.map((d) => ({ day: d.day, total: d.calls, answered: d.answered })),
      outcomes: calls.outcomes.map((o) => ({ outcome: o.value, count: o.count })),
    },
    spend,
    campaigns,
  };
}
