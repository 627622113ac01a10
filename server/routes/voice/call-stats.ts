/**
 * The call log's figures beyond the list (server/domains/voice/call-stats/): totals for a filter,
 * the /voice dashboard, analyses by dimension, the day × agent table, pivots, the AI filter and a
 * call's timeline. Each takes the calls list's own filters and reads only the caller's team.
 */
import {
  aiFilterAnswer,
  aiFilterRequest,
  CALL_AI_FILTER_PATH,
  CALL_ANALYSES_PATH,
  CALL_DAILY_STATS_PATH,
  CALL_DASHBOARD_PATH,
  CALL_PIVOT_PATH,
  CALL_STATS_PATH,
  callAnalysesAnswer,
  callDailyStatsAnswer,
  callDashboardAnswer,
  callFiguresQuery,
  callPivotAnswer,
  callPivotQuery,
  callStatsAnswer,
  callTimelineAnswer,
  callTimelinePath,
  PIVOT_DIMENSIONS,
  PIVOT_MEASURES,
} from '../../../resources/voice/call-stats.ts';
import { authOf } from '../../auth/plugin.ts';
import { idParams } from '../../crud/routes.ts';
import { aiCallFilterFor } from '../../domains/voice/call-stats/ai-filter.ts';
import { callAnalyses, callDailyStats, callDashboard, callStats } from '../../domains/voice/call-stats/call-figures.ts';
import { callPivot } from '../../domains/voice/call-stats/pivot.ts';
import { callTimeline } from '../../domains/voice/call-stats/timeline.ts';
import type { RouteModule } from '../../http/zod-app.ts';

const read = { access: { resource: 'calls', action: 'list' } } as const;
const tags = ['calls'];
const filters = 'Takes the calls list’s filters (agent_id, campaign_id, outcome, answered_by, direction, status, hangup_reason, started_at_gte/lte, duration_seconds_gte/lte, q) and from/to (UTC days of when calls were placed).';

export const voiceCallStatsRoutes: RouteModule = (app, ctx) => {
  const db = ctx.database.db;
  const team = (request: Parameters<typeof authOf>[0]) => authOf(request).team.id;

  app.get(CALL_STATS_PATH, { config: read, schema: { tags, summary: `Calls, answered, answer rate, durations, cost and outcomes of the filtered calls. ${filters}`, querystring: callFiguresQuery, response: { 200: callStatsAnswer } } }, async (request) =>
    callStats(db, team(request), request.query),
  );

  app.get(
    CALL_DASHBOARD_PATH,
    { config: read, schema: { tags, summary: `The calls dashboard: figures, every day of the range, outcomes, who answered, hangup reasons and agents (the last 30 days by default). ${filters}`, querystring: callFiguresQuery, response: { 200: callDashboardAnswer } } },
    async (request) => callDashboard(db, team(request), request.query),
  );

  app.get(CALL_ANALYSES_PATH, { config: read, schema: { tags, summary: `The filtered calls counted by outcome, who answered, hangup reason, direction and status. ${filters}`, querystring: callFiguresQuery, response: { 200: callAnalysesAnswer } } }, async (request) =>
    callAnalyses(db, team(request), request.query),
  );

  app.get(
    CALL_DAILY_STATS_PATH,
    { config: read, schema: { tags, summary: `Day × agent: calls, answered, answer rate, average duration, outcomes and cost (UTC days, the last 30 by default). ${filters}`, querystring: callFiguresQuery, response: { 200: callDailyStatsAnswer } } },
    async (request) => callDailyStats(db, team(request), request.query),
  );

  app.get(
    CALL_PIVOT_PATH,
    {
      config: read,
      schema: {
        tags,
        summary: `The filtered calls as a table: rows and columns from ${PIVOT_DIMENSIONS.join(', ')}; a measure from ${PIVOT_MEASURES.join(', ')}. ${filters}`,
        querystring: callPivotQuery,
        response: { 200: callPivotAnswer },
      },
    },
    async (request) => callPivot(db, team(request), request.query),
  );

  app.post(
    CALL_AI_FILTER_PATH,
    { config: read, schema: { tags, summary: 'Turn a sentence into a filter of the calls list with the team’s language model (checked, not applied: the screen shows it for confirmation); 422 without a model', body: aiFilterRequest, response: { 200: aiFilterAnswer } } },
    async (request) => aiCallFilterFor(ctx, team(request), request.body.text),
  );

  app.get(
    callTimelinePath(),
    { config: { access: { resource: 'calls', action: 'show' } }, schema: { tags, summary: 'A call’s timeline: every provider event applied to it (queued, ringing, answered, turns, tool calls, hangup), in order', params: idParams, response: { 200: callTimelineAnswer } } },
    async (request) => callTimeline(db, team(request), request.params.id),
  );
};
