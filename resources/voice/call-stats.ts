/**
 * The call log's figures (docs/areas/voice.md#call-figures): totals for a filter, the /voice
 * dashboard, the day × agent table, pivots and the AI filter. Both sides read these schemas.
 *
 * Every figures endpoint takes the calls list's own filter parameters (agent_id, outcome,
 * started_at_gte, duration_seconds_lte, …, exactly as the list accepts them), plus `from` and `to`:
 * UTC days of when the call was placed, both included.
 */
import { daysBetween, MAX_DAYS } from '../dashboard/figures.ts';
import { z } from '../validation.ts';
import { ANSWERED_BY, CALL_DIRECTIONS, CALL_STATUSES, HANGUP_REASONS } from './calls.ts';
import { CALL_OUTCOMES } from './shared.ts';

export const CALLS_API = '/v1/voice/calls';
export const CALL_STATS_PATH = `${CALLS_API}/stats`;
export const CALL_DASHBOARD_PATH = `${CALLS_API}/dashboard`;
export const CALL_ANALYSES_PATH = `${CALLS_API}/analyses`;
export const CALL_DAILY_STATS_PATH = `${CALLS_API}/daily-stats`;
export const CALL_PIVOT_PATH = `${CALLS_API}/pivot-stats`;
export const CALL_AI_FILTER_PATH = `${CALLS_API}/ai-filter`;
export const callTimelinePath = (id: number | string = ':id') => `${CALLS_API}/${id}/timeline`;

/** What a pivot may group by: columns of the call, or its day or week (UTC, weeks from Monday). */
export const PIVOT_DIMENSIONS = ['agent', 'campaign', 'outcome', 'answered_by', 'direction', 'status', 'day', 'week', 'hangup_reason'] as const;
export type PivotDimension = (typeof PIVOT_DIMENSIONS)[number];
export const PIVOT_MEASURES = ['calls', 'answered', 'answer_rate', 'avg_duration', 'total_duration', 'cost'] as const;
export type PivotMeasure = (typeof PIVOT_MEASURES)[number];
/** The most rows or columns a pivot answers; the rest are left out and counted in `truncated`. */
export const PIVOT_MAX_KEYS = 200;

const listValue = z.union([z.string(), z.array(z.string())]);
const range = {
  from: z.iso.date().optional().describe('First UTC day of when calls were placed.'),
  to: z.iso.date().optional().describe('Last UTC day, included.'),
};
const rangeChecks = <T extends z.ZodType<{ from?: string; to?: string }>>(schema: T) =>
  schema
    .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], message: 'The range must end on or after its first day.' })
    .refine((q) => !q.from || !q.to || daysBetween(q.from, q.to) <= MAX_DAYS, { path: ['from'], message: `Ask for at most ${MAX_DAYS} days at a time.` });

/** from/to and the calls list's filters (checked against the list's whitelist on the server). */
export const callFiguresQuery = rangeChecks(z.object(range).catchall(listValue));
export type CallFiguresQuery = z.infer<typeof callFiguresQuery>;

export const callPivotQuery = rangeChecks(
  z
    .object({
      ...range,
      rows: z.string().describe(`What the rows are: ${PIVOT_DIMENSIONS.join(', ')}.`),
      columns: z.string().optional().describe('What the columns are (none: one column of totals).'),
      measure: z.string().default('calls').describe(`What each cell counts: ${PIVOT_MEASURES.join(', ')}.`),
    })
    .catchall(listValue),
);
export type CallPivotQuery = z.infer<typeof callPivotQuery>;

const count = z.number().int().min(0);
export const callMoney = z.object({ currency: z.string(), amount: z.number().int() });
export type CallMoney = z.infer<typeof callMoney>;

/**
 * The figures of a set of calls. Answered: completed, and neither a voicemail nor classified as
 * one. Ended: in a final status (the answer rate's base). The average duration is over completed
 * calls (those that connected). Cost per currency, never added across currencies.
 */
export const callFigures = z.object({
  calls: count,
  answered: count,
  ended: count,
  completed: count,
  answer_rate: z.number().min(0).max(1).nullable(),
  talk_seconds: count,
  avg_duration_seconds: z.number().min(0).nullable(),
  cost: z.array(callMoney),
  outcomes: z.record(z.enum(CALL_OUTCOMES), count),
});
export type CallFigures = z.infer<typeof callFigures>;

const day = z.iso.date();
export const callStatsAnswer = z.object({ from: day.nullable(), to: day.nullable(), figures: callFigures });
export type CallStatsAnswer = z.infer<typeof callStatsAnswer>;

const bucket = <T extends z.ZodType>(value: T) => z.object({ value, count });
export const callDashboardAnswer = z.object({
  from: day,
  to: day,
  figures: callFigures,
  /** Every day of the range, oldest first, zeros included. */
  by_day: z.array(z.object({ day, calls: count, answered: count, talk_seconds: count, avg_duration_seconds: z.number().nullable(), cost: z.array(callMoney) })),
  /** Completed calls by outcome, most first. */
  outcomes: z.array(bucket(z.enum(CALL_OUTCOMES))),
  answered_by: z.array(bucket(z.enum(ANSWERED_BY).nullable())),
  hangup_reasons: z.array(bucket(z.enum(HANGUP_REASONS).nullable())),
  /** Per agent, most calls first. */
  agents: z.array(z.object({ agent_id: z.number().int().nullable(), agent_name: z.string().nullable(), calls: count, answered: count, answer_rate: z.number().nullable() })),
});
export type CallDashboardAnswer = z.infer<typeof callDashboardAnswer>;

/** /analyses: the filtered calls counted by each dimension that has a handful of values. */
export const ANALYSIS_DIMENSIONS = ['outcome', 'answered_by', 'hangup_reason', 'direction', 'status'] as const;
export const callAnalysesAnswer = z.object({
  from: day.nullable(),
  to: day.nullable(),
  total: count,
  by: z.record(z.enum(ANALYSIS_DIMENSIONS), z.array(z.object({ value: z.string().nullable(), calls: count, answered: count, avg_duration_seconds: z.number().nullable() }))),
});
export type CallAnalysesAnswer = z.infer<typeof callAnalysesAnswer>;

export const dailyStatsRow = callFigures.extend({ day, agent_id: z.number().int().nullable(), agent_name: z.string().nullable() });
export type DailyStatsRow = z.infer<typeof dailyStatsRow>;
/** Newest day first; within a day, most calls first. Only days and agents with calls. */
export const callDailyStatsAnswer = z.object({ from: day, to: day, rows: z.array(dailyStatsRow), totals: callFigures });
export type CallDailyStatsAnswer = z.infer<typeof callDailyStatsAnswer>;

const pivotKey = z.object({ key: z.string(), label: z.string().nullable() });
export const pivotCell = z.object({ row: z.string(), column: z.string(), value: z.number().nullable(), cost: z.array(callMoney).optional() });
export const callPivotAnswer = z.object({
  from: day.nullable(),
  to: day.nullable(),
  rows_by: z.enum(PIVOT_DIMENSIONS),
  columns_by: z.enum(PIVOT_DIMENSIONS).nullable(),
  measure: z.enum(PIVOT_MEASURES),
  rows: z.array(pivotKey),
  columns: z.array(pivotKey),
  cells: z.array(pivotCell),
  /** Per row and per column, over all of it (rates and averages recomputed, not summed). */
  row_totals: z.array(pivotCell.omit({ column: true })),
  column_totals: z.array(pivotCell.omit({ row: true })),
  total: pivotCell.omit({ row: true, column: true }),
  truncated: z.object({ rows: count, columns: count }),
});
export type CallPivotAnswer = z.infer<typeof callPivotAnswer>;
export type PivotCell = z.infer<typeof pivotCell>;

/** A call's timeline: every provider event applied to it, in order. */
export const callTimelineAnswer = z.object({
  events: z.array(z.object({ id: z.number().int(), type: z.string(), at: z.string(), data: z.record(z.string(), z.unknown()).nullable() })),
});
export type CallTimelineAnswer = z.infer<typeof callTimelineAnswer>;

// ---- The AI filter ----

export const AI_FILTER_MAX_TEXT = 500;
export const aiFilterRequest = z.object({ text: z.string().trim().min(3, 'Describe the calls in a few words.').max(AI_FILTER_MAX_TEXT) }).strict();

const id = z.number().int().positive().max(2_147_483_647);
/**
 * The structured filter a sentence becomes: only fields the calls list filters by, only values it
 * knows. `strict`, so a model that invents a field is refused rather than half obeyed.
 */
export const aiCallFilter = z
  .object({
    agent_id: z.array(id).max(50).optional(),
    campaign_id: z.array(id).max(50).optional(),
    outcome: z.array(z.enum(CALL_OUTCOMES)).max(CALL_OUTCOMES.length).optional(),
    answered_by: z.array(z.enum(ANSWERED_BY)).max(ANSWERED_BY.length).optional(),
    direction: z.enum(CALL_DIRECTIONS).optional(),
    status: z.array(z.enum(CALL_STATUSES)).max(CALL_STATUSES.length).optional(),
    hangup_reason: z.array(z.enum(HANGUP_REASONS)).max(HANGUP_REASONS.length).optional(),
    started_from: day.optional(),
    started_to: day.optional(),
    min_duration_seconds: z.number().int().min(0).max(86_400).optional(),
    max_duration_seconds: z.number().int().min(0).max(86_400).optional(),
  })
  .strict();
export type AiCallFilter = z.infer<typeof aiCallFilter>;

export const aiFilterAnswer = z.object({
  filter: aiCallFilter,
  /** The same filter as the calls list's query parameters, ready to apply. */
  query: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
  /** Names of the agents and campaigns the filter picks, to show before it applies. */
  names: z.object({ agents: z.record(z.string(), z.string()), campaigns: z.record(z.string(), z.string()) }),
});
export type AiFilterAnswer = z.infer<typeof aiFilterAnswer>;

/** The AI filter as the list's json-server parameters (the list accepts every one of them). */
export function aiFilterQuery(filter: AiCallFilter): Record<string, string | string[]> {
  const q: Record<string, string | string[]> = {};
  const list = (key: string, values?: readonly (string | number)[]) => {
    if (values?.length) q[key] = values.map(String);
  };
  list('agent_id', filter.agent_id);
  list('campaign_id', filter.campaign_id);
  list('outcome', filter.outcome);
  list('answered_by', filter.answered_by);
  list('status', filter.status);
  list('hangup_reason', filter.hangup_reason);
  if (filter.direction) q.direction = filter.direction;
  if (filter.started_from) q.started_at_gte = filter.started_from;
  if (filter.started_to) q.started_at_lte = filter.started_to;
  if (filter.min_duration_seconds !== undefined) q.duration_seconds_gte = String(filter.min_duration_seconds);
  if (filter.max_duration_seconds !== undefined) q.duration_seconds_lte = String(filter.max_duration_seconds);
  return q;
}
