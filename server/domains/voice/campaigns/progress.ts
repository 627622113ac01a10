/**
 * A voice campaign's progress: its current run's contacts by state and result (from the frozen
 * list), and its calls over every run: live, answered, outcomes, cost.
 */
import { and, eq, sql } from 'drizzle-orm';
import { VOICE_CONTACT_RESULTS, type AgentCampaignProgress } from '../../../../resources/voice/agent-campaign-progress.ts';
import { FINAL_CALL_STATUSES } from '../../../../resources/voice/calls.ts';
import { CALL_OUTCOMES } from '../../../../resources/voice/shared.ts';
import type { Db } from '../../../db/client.ts';
import { agentCampaignRecipients, calls } from '../../../db/schema/index.ts';
import { voiceCampaignOf } from './campaign-row.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const final = sql.raw(`(${FINAL_CALL_STATUSES.map((s) => `'${s}'`).join(', ')})`);

export async function voiceCampaignProgress(db: Db, teamId: number, id: number): Promise<AgentCampaignProgress> {
  const campaign = await voiceCampaignOf(db, teamId, id);
  const [states, outcomes, [totals]] = await Promise.all([
    db
      .select({
        state: agentCampaignRecipients.state,
        reason: agentCampaignRecipients.reason,
        n: sql<number>`count(*)`.mapWith(Number),
        retries: sql<number>`count(*) filter (where ${agentCampaignRecipients.attempts} > 0)`.mapWith(Number),
      })
      .from(agentCampaignRecipients)
      .where(and(eq(agentCampaignRecipients.campaign_id, id), eq(agentCampaignRecipients.run, campaign.run)))
      .groupBy(agentCampaignRecipients.state, agentCampaignRecipients.reason),
    db
      .select({ outcome: calls.outcome, n: sql<number>`count(*)`.mapWith(Number) })
      .from(calls)
      .where(and(eq(calls.team_id, teamId), eq(calls.campaign_id, id)))
      .groupBy(calls.outcome),
    db
      .select({
        made: sql<number>`count(*)`.mapWith(Number),
        live: sql<number>`count(*) filter (where ${calls.status} not in ${final})`.mapWith(Number),
        answered: sql<number>`count(*) filter (where ${calls.answered_by} = 'human')`.mapWith(Number),
        cost: sql<number>`coalesce(sum(${calls.cost}), 0)`.mapWith(Number),
        currency: sql<string | null>`min(${calls.currency})`,
      })
      .from(calls)
      .where(and(eq(calls.team_id, teamId), eq(calls.campaign_id, id))),
  ]);
  const contacts = { total: 0, pending: 0, retries_pending: 0, calling: 0, done: 0, excluded: 0 };
  const results = Object.fromEntries(VOICE_CONTACT_RESULTS.map((r) => [r, 0])) as AgentCampaignProgress['results'];
  for (const row of states) {
    contacts.total += row.n;
    contacts[row.state] += row.n;
    if (row.state === 'pending') contacts.retries_pending += row.retries;
    if (row.reason && (row.state === 'done' || row.state === 'excluded')) results[row.reason] += row.n;
  }
  const byOutcome = Object.fromEntries(CALL_OUTCOMES.map((o) => [o, 0])) as AgentCampaignProgress['calls']['outcomes'];
  for (const row of outcomes) byOutcome[row.outcome] += row.n;
  return {
    status: campaign.status,
    paused_reason: campaign.paused_reason,
    run: campaign.run,
    contacts,
    results,
    calls: { made: totals?.made ?? 0, live: totals?.live ?? 0, answered: totals?.answered ?? 0, cost: totals?.cost ?? 0, currency: totals?.currency ?? 'USD', outcomes: byOutcome },
    started_at: iso(campaign.started_at),
    finished_at: iso(campaign.finished_at),
    wakes_at: iso(campaign.wakes_at),
    next_run_at: iso(campaign.next_run_at),
  };
}
