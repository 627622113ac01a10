/**
 * The demo voice campaigns' audiences, once the audience area is seeded: the Bay Area campaign
 * calls a segment and is paused by its breaker part-way through its first run; the reminders call
 * the lead-form feed every week, the next run scheduled; the Riyadh follow-up completed its run.
 * Their frozen contacts carry results like a real run's, so each page's progress adds up.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { agentCampaignRecipients, agentCampaigns, contacts, feeds, segments } from '../../db/schema/index.ts';
import { segmentOf, segmentWhere } from '../../domains/audience/segment-members.ts';
import type { DemoTeam } from '../demo-team.ts';

const DAY = 86_400_000;

export async function seedVoiceCampaignAudiences(db: Db, demo: DemoTeam): Promise<void> {
  const team = demo.teamId;
  const campaigns = await db.select().from(agentCampaigns).where(eq(agentCampaigns.team_id, team)).orderBy(asc(agentCampaigns.id));
  const segmentRows = await db.select({ id: segments.id }).from(segments).where(eq(segments.team_id, team)).orderBy(asc(segments.id));
  const [leadFeed] = await db.select({ id: feeds.id }).from(feeds).where(and(eq(feeds.team_id, team), eq(feeds.name, 'Lead form export')));
  if (campaigns.length < 3 || segmentRows.length < 2) return;
  const [solar, reminders, riyadh] = campaigns;
  const now = Date.now();
  const window = { window_start: '09:00', window_end: '19:00', window_days: ['mon', 'tue', 'wed', 'thu', 'fri'] as ('mon' | 'tue' | 'wed' | 'thu' | 'fri')[] };

  await db
    .update(agentCampaigns)
    .set({
      ...window,
      segment_id: segmentRows[0].id,
      window_timezone: 'America/Los_Angeles',
      concurrency: 8,
      run: 1,
      started_at: solar.schedule_start,
      resumed_at: solar.schedule_start,
      paused_reason: 'Paused by the breaker: 11 of the last 20 calls failed (the limit is 50 %).',
    })
    .where(eq(agentCampaigns.id, solar.id));
  await db
    .update(agentCampaigns)
    .set({ ...window, feed_id: leadFeed?.id ?? null, segment_id: leadFeed ? null : segmentRows[1].id, recurrence: 'weekly', window_timezone: 'America/New_York', concurrency: 3, contacts_total: 0 })
    .where(eq(agentCampaigns.id, reminders.id));
  await db
    .update(agentCampaigns)
    .set({
      window_start: '10:00',
      window_end: '20:00',
      window_days: ['sun', 'mon', 'tue', 'wed', 'thu'],
      segment_id: segmentRows[1].id,
      window_timezone: 'Asia/Riyadh',
      concurrency: 2,
      status: 'completed',
      run: 1,
      started_at: riyadh.schedule_start,
      resumed_at: riyadh.schedule_start,
      finished_at: new Date(now - 5 * DAY),
    })
    .where(eq(agentCampaigns.id, riyadh.id));

  // Frozen contacts with results, as many settled as the campaign has calls: the paused run has the
  // rest of its segment waiting; the completed run froze only whom it called (and a few it left out).
  const [fresh] = await db.select({ solar: sql<number>`(select calls_made from agent_campaigns where id = ${solar.id})`, riyadh: sql<number>`(select calls_made from agent_campaigns where id = ${riyadh.id})` }).from(sql`(select 1) one`);
  for (const [campaign, segmentId, settled, everyone] of [
    [solar, segmentRows[0].id, Number(fresh.solar), true],
    [riyadh, segmentRows[1].id, Number(fresh.riyadh), false],
  ] as const) {
    const members = await segmentWhere(db, await segmentOf(db, team, segmentId));
    const excluded = Math.ceil(settled / 20);
    await db.execute(sql`
      insert into ${agentCampaignRecipients} (campaign_id, run, contact_id, time_zone, state, reason, attempts)
      select ${campaign.id}, 1, m.contact_id, coalesce(nullif(m.timezone, ''), 'UTC'),
        case when rn <= ${excluded} then 'excluded' when rn <= ${excluded + settled} then 'done' else 'pending' end,
        case when rn <= ${excluded} then 'do_not_call' when rn > ${excluded + settled} then null
          when h < 0.08 then 'failed' when h < 0.24 then 'no_answer' when h < 0.3 then 'busy' else 'answered' end,
        case when rn <= ${excluded} then 0 when rn > ${excluded + settled} then (case when h > 0.9 then 1 else 0 end) when h < 0.3 then 2 else 1 end
      from (select ${contacts.id} as contact_id, ${contacts.timezone} as timezone, h, row_number() over (order by ${contacts.id}) as rn
            from (select *, (abs(hashtext(${contacts.id}::text || ${campaign.id}::text)) % 1000) / 1000.0 as h from ${contacts} where ${members}) ${contacts}) m
      where ${everyone} or rn <= ${excluded + settled}
      on conflict do nothing`);
    await db.execute(sql`update ${agentCampaigns} set contacts_total = (select count(*) from ${agentCampaignRecipients} where campaign_id = ${campaign.id}) where id = ${campaign.id}`);
  }
}
