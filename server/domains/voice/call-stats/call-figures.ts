/**
 * GET /v1/voice/calls/stats, /dashboard, /analyses and /daily-stats (docs/areas/voice.md#call-figures):
 * the calls a scope picks, summed in one grouped pass each (see aggregate.ts).
 */
import type {
  CallAnalysesAnswer,
  CallDailyStatsAnswer,
  CallDashboardAnswer,
  CallFiguresQuery,
  CallStatsAnswer,
} from '../../../../resources/voice/call-stats.ts';
import { ANALYSIS_DIMENSIONS } from '../../../../resources/voice/call-stats.ts';
import { CALL_OUTCOMES } from '../../../../resources/voice/shared.ts';
import type { DbOrTx } from '../../../db/transaction.ts';
import { aggregateCalls, answerRate, avgDuration, costList, figuresOf, totalOf, type Group } from './aggregate.ts';
import { callScope } from './calls-where.ts';
import { agentNames } from './names.ts';

const byCount = <T extends { count: number; value: unknown }>(a: T, b: T) => b.count - a.count || String(a.value).localeCompare(String(b.value));
const agentId = (key: string | null) => (key == null ? null : Number(key));

export async function callStats(db: DbOrTx, teamId: number, query: CallFiguresQuery): Promise<CallStatsAnswer> {
  const scope = callScope(teamId, query);
  const groups = await aggregateCalls(db, scope.where, []);
  return { from: scope.range?.from ?? null, to: scope.range?.to ?? null, figures: figuresOf(totalOf(groups)) };
}

export async function callDashboard(db: DbOrTx, teamId: number, query: CallFiguresQuery, now = Date.now()): Promise<CallDashboardAnswer> {
  const scope = callScope(teamId, query, { needsRange: true, now });
  const range = scope.range!;
  const [days, answeredBy, reasons, perAgent] = await Promise.all([
    aggregateCalls(db, scope.where, ['day']),
    aggregateCalls(db, scope.where, ['answered_by']),
    aggregateCalls(db, scope.where, ['hangup_reason']),
    aggregateCalls(db, scope.where, ['agent']),
  ]);
  const total = totalOf(days);
  const byDay = new Map(days.map((g) => [g.keys[0], g.sums]));
  const names = await agentNames(db, teamId, perAgent.map((g) => agentId(g.keys[0])));
  const buckets = (groups: Group[]) => groups.map((g) => ({ value: g.keys[0] as never, count: g.sums.calls })).sort(byCount);
  return {
    from: range.from,
    to: range.to,
    figures: figuresOf(total),
    by_day: range.days.map((day) => {
      const s = byDay.get(day);
      return { day, calls: s?.calls ?? 0, answered: s?.answered ?? 0, talk_seconds: s?.talk_seconds ?? 0, avg_duration_seconds: s ? avgDuration(s) : null, cost: s ? costList(s.cost) : [] };
    }),
    outcomes: CALL_OUTCOMES.map((o) => ({ value: o, count: total.outcomes[o] })).filter((b) => b.count > 0).sort(byCount),
    answered_by: buckets(answeredBy),
    hangup_reasons: buckets(reasons),
    agents: perAgent
      .map((g) => ({ agent_id: agentId(g.keys[0]), agent_name: names.get(agentId(g.keys[0]) ?? -1) ?? null, calls: g.sums.calls, answered: g.sums.answered, answer_rate: answerRate(g.sums) }))
      .sort((a, b) => b.calls - a.calls || String(a.agent_name).localeCompare(String(b.agent_name))),
  };
}

export async function callAnalyses(db: DbOrTx, teamId: number, query: CallFiguresQuery): Promise<CallAnalysesAnswer> {
  const scope = callScope(teamId, query);
  const per = await Promise.all(ANALYSIS_DIMENSIONS.map((d) => aggregateCalls(db, scope.where, [d])));
  const by = Object.fromEntries(
    ANALYSIS_DIMENSIONS.map((d, i) => [
      d,
      per[i].map((g) => ({ value: g.keys[0], calls: g.sums.calls, answered: g.sums.answered, avg_duration_seconds: avgDuration(g.sums) })).sort((a, b) => b.calls - a.calls || String(a.value).localeCompare(String(b.value))),
    ]),
  ) as CallAnalysesAnswer['by'];
  return { from: scope.range?.from ?? null, to: scope.range?.to ?? null, total: totalOf(per[0]).calls, by };
}

export async function callDailyStats(db: DbOrTx, teamId: number, query: CallFiguresQuery, now = Date.now()): Promise<CallDailyStatsAnswer> {
  const scope = callScope(teamId, query, { needsRange: true, now });
  const groups = await aggregateCalls(db, scope.where, ['day', 'agent']);
  const names = await agentNames(db, teamId, groups.map((g) => agentId(g.keys[1])));
  const rows = groups
    .map((g) => ({ day: g.keys[0]!, agent_id: agentId(g.keys[1]), agent_name: names.get(agentId(g.keys[1]) ?? -1) ?? null, ...figuresOf(g.sums) }))
    .sort((a, b) => b.day.localeCompare(a.day) || b.calls - a.calls || String(a.agent_name).localeCompare(String(b.agent_name)));
  return { from: scope.range!.from, to: scope.range!.to, rows, totals: figuresOf(totalOf(groups)) };
}
