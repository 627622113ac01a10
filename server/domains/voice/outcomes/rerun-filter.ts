/** The calls a rerun goes over: the team's ended calls, narrowed by the calls list's filters. */
import { and, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import type { RerunFilters } from '../../../../resources/voice/call-outcome-classifiers.ts';
import { FINAL_CALL_STATUSES } from '../../../../resources/voice/calls.ts';
import { calls } from '../../../db/schema/index.ts';

export function rerunWhere(teamId: number, f: RerunFilters): SQL {
  const conds: (SQL | undefined)[] = [
    eq(calls.team_id, teamId),
    inArray(calls.status, [...FINAL_CALL_STATUSES]),
    f.agent_id !== undefined ? eq(calls.agent_id, f.agent_id) : undefined,
    f.campaign_id !== undefined ? eq(calls.campaign_id, f.campaign_id) : undefined,
    f.outcome ? eq(calls.outcome, f.outcome) : undefined,
    f.answered_by ? eq(calls.answered_by, f.answered_by) : undefined,
    f.direction ? eq(calls.direction, f.direction) : undefined,
    f.started_from ? gte(calls.started_at, new Date(f.started_from)) : undefined,
    f.started_to ? lte(calls.started_at, new Date(f.started_to)) : undefined,
    f.min_duration_seconds !== undefined ? gte(calls.duration_seconds, f.min_duration_seconds) : undefined,
    f.max_duration_seconds !== undefined ? lte(calls.duration_seconds, f.max_duration_seconds) : undefined,
  ];
  return and(...conds)!;
}
