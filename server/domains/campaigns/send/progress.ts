/**
 * A campaign's progress (GET /v1/sms/campaigns/{id}/progress): its current run's recipients by
 * state, counted from the frozen list, the messages still waiting for the sender (a partial index
 * holds only those), and the counters the sender keeps on the campaign.
 */
import { and, eq, sql } from 'drizzle-orm';
import { EXCLUSION_REASONS, type ProgressResponse } from '../../../../resources/campaigns/campaign-progress.ts';
import type { Db } from '../../../db/client.ts';
import { campaignRecipients, smsMessages } from '../../../db/schema/index.ts';
import { campaignOf } from '../campaign-content.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export async function campaignProgress(db: Db, teamId: number, id: number): Promise<ProgressResponse> {
  const campaign = await campaignOf(db, teamId, id);
  const [states, [waiting]] = await Promise.all([
    db
      .select({ state: campaignRecipients.state, reason: campaignRecipients.reason, n: sql<number>`count(*)`.mapWith(Number) })
      .from(campaignRecipients)
      .where(and(eq(campaignRecipients.campaign_id, id), eq(campaignRecipients.run, campaign.run)))
      .groupBy(campaignRecipients.state, campaignRecipients.reason),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(smsMessages)
      .where(and(eq(smsMessages.campaign_id, id), eq(smsMessages.status, 'queued'))),
  ]);
  const excluded = Object.fromEntries(EXCLUSION_REASONS.map((r) => [r, 0])) as ProgressResponse['current']['excluded'];
  let pending = 0;
  let queued = 0;
  for (const row of states) {
    if (row.state === 'pending') pending += row.n;
    else if (row.state === 'queued') queued += row.n;
    else if (row.reason) excluded[row.reason] += row.n;
  }
  return {
    status: campaign.status,
    run: campaign.run,
    current: { recipients: states.reduce((sum, r) => sum + r.n, 0), pending, queued, excluded },
    waiting_for_sender: waiting?.n ?? 0,
    totals: {
      recipients: campaign.recipients,
      sent: campaign.sent,
      delivered: campaign.delivered,
      failed: campaign.failed,
      excluded: campaign.excluded,
      clicks: campaign.clicks,
      cost: campaign.cost,
      currency: campaign.currency,
      costs: campaign.costs,
    },
    started_at: iso(campaign.started_at),
    finished_at: iso(campaign.finished_at),
    wakes_at: iso(campaign.wakes_at),
    next_run_at: iso(campaign.next_run_at),
  };
}
