/**
 * One grouped pass over the calls a scope picks: for each group (any of the whitelisted dimensions)
 * and currency, the additive sums every figure is made of. Rates and averages are computed from the
 * sums afterwards, so a total over groups is exact rather than an average of averages.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { CallFigures, CallMoney, PivotDimension } from '../../../../resources/voice/call-stats.ts';
import { CALL_OUTCOMES, type CallOutcome } from '../../../../resources/voice/shared.ts';
import type { DbOrTx } from '../../../db/transaction.ts';
import { rowsOf } from '../../../events/change-triggers.ts';
import { placedAt } from './calls-where.ts';

/** Final statuses: the answer rate's base. */
const ENDED = sql`status in ('completed', 'no_answer', 'busy', 'failed')`;
/** A person took the call: it completed, no answering machine took it and it was not classified as one. */
export const ANSWERED = sql`status = 'completed' and answered_by is distinct from 'voicemail' and outcome <> 'voicemail'`;

/** Each dimension's SQL, from a whitelist: a request never puts its own text into the query. */
export const DIMENSION_SQL: Record<PivotDimension, SQL> = {
  agent: sql`agent_id::text`,
  campaign: sql`campaign_id::text`,
  outcome: sql`outcome`,
  answered_by: sql`answered_by`,
  direction: sql`direction`,
  status: sql`status`,
  hangup_reason: sql`hangup_reason`,
  // Dates group; each is written out as text once per group (below), not once per call.
  day: sql`(${placedAt} at time zone 'UTC')::date`,
  week: sql`date_trunc('week', ${placedAt} at time zone 'UTC')::date`,
};
const AS_TEXT: Partial<Record<PivotDimension, (column: SQL) => SQL>> = {
  day: (c) => sql`to_char(${c}, 'YYYY-MM-DD')`,
  week: (c) => sql`to_char(${c}, 'YYYY-MM-DD')`,
};

/** The additive sums of a group of calls. */
export interface Sums {
  calls: number;
  answered: number;
  ended: number;
  completed: number;
  talk_seconds: number;
  completed_seconds: number;
  cost: Map<string, number>;
  outcomes: Record<CallOutcome, number>;
}

export const emptySums = (): Sums => ({
  calls: 0,
  answered: 0,
  ended: 0,
  completed: 0,
  talk_seconds: 0,
  completed_seconds: 0,
  cost: new Map(),
  outcomes: Object.fromEntries(CALL_OUTCOMES.map((o) => [o, 0])) as Record<CallOutcome, number>,
});

export function addSums(into: Sums, from: Sums): Sums {
  into.calls += from.calls;
  into.answered += from.answered;
  into.ended += from.ended;
  into.completed += from.completed;
  into.talk_seconds += from.talk_seconds;
  into.completed_seconds += from.completed_seconds;
  for (const [currency, amount] of from.cost) into.cost.set(currency, (into.cost.get(currency) ?? 0) + amount);
  for (const o of CALL_OUTCOMES) into.outcomes[o] += from.outcomes[o];
  return into;
}

export const costList = (cost: Map<string, number>): CallMoney[] =>
  [...cost].filter(([, amount]) => amount !== 0).map(([currency, amount]) => ({ currency, amount })).sort((a, b) => b.amount - a.amount || a.currency.localeCompare(b.currency));

export const answerRate = (s: Sums) => (s.ended ? s.answered / s.ended : null);
export const avgDuration = (s: Sums) => (s.completed ? s.completed_seconds / s.completed : null);

export function figuresOf(s: Sums): CallFigures {
  return {
    calls: s.calls,
    answered: s.answered,
    ended: s.ended,
    completed: s.completed,
    answer_rate: answerRate(s),
    talk_seconds: s.talk_seconds,
    avg_duration_seconds: avgDuration(s),
    cost: costList(s.cost),
    outcomes: { ...s.outcomes },
  };
}

export interface Group {
  keys: (string | null)[];
  sums: Sums;
}

/**
 * The sums of the calls `where` picks (already scoped to a team), grouped by `dimensions` (none:
 * one group of everything). Groups come back with their keys in the order of the dimensions.
 */
export async function aggregateCalls(db: DbOrTx, where: SQL, dimensions: readonly PivotDimension[]): Promise<Group[]> {
  const keys = dimensions.map((d, i) => sql`${DIMENSION_SQL[d]} as ${sql.raw(`k${i}`)}`);
  const groupBy = [...dimensions.map((_, i) => sql.raw(`k${i}`)), sql`currency`];
  // Outcomes are what the conversations ended in: completed calls only.
  const outcomeCounts = CALL_OUTCOMES.map((o) => sql`count(*) filter (where status = 'completed' and outcome = ${o})::int as ${sql.raw(`o_${o}`)}`);
  const outer = dimensions.map((d, i) => {
    const column = sql.raw(`g.k${i}`);
    return sql`${AS_TEXT[d]?.(column) ?? column} as ${sql.raw(`k${i}`)}`;
  });
  const result = await db.execute(sql`
    select ${sql.join([...outer, sql.raw(['currency', 'calls', 'answered', 'ended', 'completed', 'talk', 'completed_seconds', 'cost', ...CALL_OUTCOMES.map((o) => `o_${o}`)].map((c) => `g.${c}`).join(', '))], sql`, `)} from (
    select ${sql.join([...keys, sql`currency`], sql`, `)},
      count(*)::int as calls,
      count(*) filter (where ${ANSWERED})::int as answered,
      count(*) filter (where ${ENDED})::int as ended,
      count(*) filter (where status = 'completed')::int as completed,
      coalesce(sum(duration_seconds), 0)::bigint as talk,
      coalesce(sum(duration_seconds) filter (where status = 'completed'), 0)::bigint as completed_seconds,
      coalesce(sum(cost), 0)::bigint as cost,
      ${sql.join(outcomeCounts, sql`, `)}
    from calls where ${where}
    group by ${sql.join(groupBy, sql`, `)}) g`);
  const groups = new Map<string, Group>();
  for (const row of rowsOf<Record<string, unknown>>(result)) {
    const k = dimensions.map((_, i) => (row[`k${i}`] == null ? null : String(row[`k${i}`])));
    const id = JSON.stringify(k);
    let group = groups.get(id);
    if (!group) groups.set(id, (group = { keys: k, sums: emptySums() }));
    const s = group.sums;
    s.calls += Number(row.calls);
    s.answered += Number(row.answered);
    s.ended += Number(row.ended);
    s.completed += Number(row.completed);
    s.talk_seconds += Number(row.talk);
    s.completed_seconds += Number(row.completed_seconds);
    const currency = String(row.currency);
    s.cost.set(currency, (s.cost.get(currency) ?? 0) + Number(row.cost));
    for (const o of CALL_OUTCOMES) s.outcomes[o] += Number(row[`o_${o}`]);
  }
  return [...groups.values()];
}

export const totalOf = (groups: readonly Group[]): Sums => groups.reduce((total, g) => addSums(total, g.sums), emptySums());
