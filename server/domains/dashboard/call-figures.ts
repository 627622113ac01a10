/**
 * The team's calls over a range of days, from the call log: how many, how many reached a person,
 * the answer rate, the talk time, calls per day and what the conversations ended in.
 */
import { and, desc, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import type { DashboardFigures } from '../../../resources/dashboard/figures.ts';
import type { Db } from '../../db/client.ts';
import { calls } from '../../db/schema/index.ts';
import type { DayRange } from './range.ts';
import { countAll, sumOf, utcDay } from './sql.ts';

/** Statuses of a call that is over; queued, ringing and in-progress calls are not counted in the rate yet. */
const ENDED = ['completed', 'no_answer', 'busy', 'failed'] as const;
/**
 * A person took the call: it completed, and no answering machine took it (by the provider's word or
 * the classifier's); the same rule as the calls figures (server/domains/voice/call-stats/aggregate.ts).
 */
const answered = and(eq(calls.status, 'completed'), ne(calls.outcome, 'voicemail'), sql`${calls.answered_by} is distinct from 'voicemail'`);

export async function callFigures(db: Db, teamId: number, range: DayRange): Promise<DashboardFigures['calls']> {
  const inRange = and(eq(calls.team_id, teamId), gte(calls.started_at, range.start), lt(calls.started_at, range.end));
  const day = utcDay(calls.started_at);
  const [totals, perDay, outcomes] = await Promise.all([
    db
      .select({
        total: countAll(),
        answered: sql<number>`count(*) filter (where ${answered})`.mapWith(Number),
        ended: sql<number>`count(*) filter (where ${inArray(calls.status, [...ENDED])})`.mapWith(Number),
        talk: sumOf(calls.duration_seconds),
      })
      .from(calls)
      .where(inRange),
    db
      .select({ day, total: countAll(), answered: sql<number>`count(*) filter (where ${answered})`.mapWith(Number) })
      .from(calls)
      .where(inRange)
      .groupBy(day),
    db
      .select({ outcome: calls.outcome, count: countAll() })
      .from(calls)
      .where(and(inRange, eq(calls.status, 'completed')))
      .groupBy(calls.outcome)
      .orderBy(desc(countAll()), calls.outcome),
  ]);
  const { total, ended, talk } = totals[0];
  const byDay = new Map(perDay.map((d) => [d.day, d]));
  return {
    total,
    answered: totals[0].answered,
    ended,
    answer_rate: ended ? totals[0].answered / ended : null,
    talk_seconds: talk,
    by_day: range.days.map((d) => ({ day: d, total: byDay.get(d)?.total ?? 0, answered: byDay.get(d)?.answered ?? 0 })),
    outcomes,
  };
}
