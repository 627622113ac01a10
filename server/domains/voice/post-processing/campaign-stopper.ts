/**
 * Campaign stoppers (resources/voice/campaign-stoppers.ts): after each call of a campaign, each
 * active stopper of that campaign is evaluated — an extracted field equals a value, or the
 * campaign's last N processed calls all ended in one outcome — and when it holds the campaign is
 * stopped. The same evaluation answers the stopper's test, over a call or pasted values.
 */
import { and, desc, eq, inArray, isNotNull, lte, or } from 'drizzle-orm';
import type { StopperTestRequest, StopperVerdict } from '../../../../resources/voice/campaign-stoppers.ts';
import { FINAL_CALL_STATUSES } from '../../../../resources/voice/calls.ts';
import { valueEquals, type ExtractedValues } from '../../../../resources/voice/extract-fields.ts';
import type { CallOutcome } from '../../../../resources/voice/shared.ts';
import type { AppContext } from '../../../context.ts';
import { calls, campaignStoppers, postProcessingRuns } from '../../../db/schema/index.ts';
import type { DbOrTx } from '../../../db/transaction.ts';
import { invalid, notFound } from '../../../http/errors.ts';
import type { FinishedCall } from '../after-call/finished-call.ts';
import { stopAgentCampaign } from '../campaigns/stop.ts';

export type Stopper = typeof campaignStoppers.$inferSelect;

export function evaluateStopper(stopper: Pick<Stopper, 'condition' | 'field' | 'value' | 'outcome' | 'count'>, facts: { values: ExtractedValues; recentOutcomes: readonly CallOutcome[] }): StopperVerdict {
  if (stopper.condition === 'field_equals') {
    const actual = facts.values[stopper.field ?? ''];
    const holds = valueEquals(actual, stopper.value ?? '');
    return { holds, reason: `${stopper.field} is ${actual === undefined || actual === null ? 'empty' : JSON.stringify(actual)}${holds ? ', as the stopper names' : `, not ${JSON.stringify(stopper.value)}`}.` };
  }
  const streak = facts.recentOutcomes.slice(0, stopper.count);
  const holds = streak.length >= stopper.count && streak.every((o) => o === stopper.outcome);
  const run = facts.recentOutcomes.findIndex((o) => o !== stopper.outcome);
  const inRow = run < 0 ? facts.recentOutcomes.length : run;
  return { holds, reason: `The last ${inRow} call(s) in a row ended ${stopper.outcome}; the stopper needs ${stopper.count}.` };
}

/** The campaign's processed calls' outcomes, newest first, up to (and with) this call. */
async function recentOutcomes(db: DbOrTx, teamId: number, campaignId: number, upToCallId: number, count: number): Promise<CallOutcome[]> {
  const rows = await db
    .select({ outcome: calls.outcome })
    .from(calls)
    .where(
      and(
        eq(calls.team_id, teamId),
        eq(calls.campaign_id, campaignId),
        inArray(calls.status, [...FINAL_CALL_STATUSES]),
        lte(calls.id, upToCallId),
        // A call still waiting for its outcome is not counted; the one being processed is.
        or(isNotNull(calls.after_call_at), eq(calls.id, upToCallId)),
      ),
    )
    .orderBy(desc(calls.id))
    .limit(count);
  return rows.map((r) => r.outcome);
}

/** The newest value of each field the pipelines extracted from the call. */
export async function extractedValuesOf(db: DbOrTx, teamId: number, callId: number): Promise<ExtractedValues> {
  const runs = await db
    .select({ values: postProcessingRuns.values })
    .from(postProcessingRuns)
    .where(and(eq(postProcessingRuns.team_id, teamId), eq(postProcessingRuns.call_id, callId)))
    .orderBy(desc(postProcessingRuns.id));
  const merged: ExtractedValues = {};
  for (const run of runs) for (const [key, value] of Object.entries(run.values)) if (!(key in merged) || merged[key] === null) merged[key] = value;
  return merged;
}

/** After a campaign call: each active stopper of its campaign, and the campaign stopped when one holds. */
export async function checkStoppers(app: AppContext, call: FinishedCall, values: ExtractedValues): Promise<void> {
  if (!call.campaign_id) return;
  const db = app.database.db;
  const stoppers = await db
    .select()
    .from(campaignStoppers)
    .where(and(eq(campaignStoppers.team_id, call.team_id), eq(campaignStoppers.campaign_id, call.campaign_id), eq(campaignStoppers.active, true)));
  for (const stopper of stoppers) {
    const outcomes = stopper.condition === 'outcome_streak' ? await recentOutcomes(db, call.team_id, call.campaign_id, call.id, stopper.count) : [];
    const verdict = evaluateStopper(stopper, { values, recentOutcomes: outcomes });
    if (!verdict.holds) continue;
    const reason = `${stopper.name}: ${verdict.reason} (call ${call.id})`;
    const stopped = await stopAgentCampaign(app, call.team_id, call.campaign_id, reason);
    if (stopped) console.info(`[parley] campaign ${call.campaign_id} of team ${call.team_id} stopped: ${reason}`);
    await db.update(campaignStoppers).set({ triggered_at: new Date(), last_reason: reason }).where(eq(campaignStoppers.id, stopper.id));
  }
}

/** POST .../campaign-stopper/{id}/test: the stopper over one of the team's calls, or over pasted values. */
export async function testStopper(app: AppContext, teamId: number, stopperId: number, request: StopperTestRequest): Promise<StopperVerdict> {
  const db = app.database.db;
  const [stopper] = await db.select().from(campaignStoppers).where(and(eq(campaignStoppers.id, stopperId), eq(campaignStoppers.team_id, teamId)));
  if (!stopper) throw notFound('No such campaign stopper.');
  if (request.call_id !== undefined) {
    const [call] = await db.select().from(calls).where(and(eq(calls.id, request.call_id), eq(calls.team_id, teamId)));
    if (!call) throw invalid({ call_id: ['No call of this team has this id.'] });
    const outcomes = call.campaign_id ? await recentOutcomes(db, teamId, call.campaign_id, call.id, stopper.count) : [call.outcome];
    return evaluateStopper(stopper, { values: { ...(await extractedValuesOf(db, teamId, call.id)), ...request.values }, recentOutcomes: outcomes });
  }
  if (!request.values && !request.recent_outcomes) throw invalid({ call_id: ['Choose a call, or paste values or the outcomes of the last calls.'] });
  return evaluateStopper(stopper, { values: request.values ?? {}, recentOutcomes: request.recent_outcomes ?? [] });
}
