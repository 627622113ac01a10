/** The three voice campaigns: solar leads (paused), weekly reminders (scheduled), Riyadh renewals (ended). */
import type { Db } from '../../../db/client.ts';
import { agentCampaigns } from '../../../db/schema/index.ts';
import type { Own } from '../own.ts';
import type { NumberRow } from './numbers.ts';

const DAY = 86_400_000;

/** The campaigns' ids, in that order. */
export async function seedCampaigns(db: Db, own: Own, now: number, agentIds: number[], numberRows: NumberRow[]): Promise<{ id: number }[]> {
  const campaignRows = await db
    .insert(agentCampaigns)
    .values([
      { ...own, name: 'Solar leads — Bay Area', agent_id: agentIds[0], number_id: numberRows[0].id, status: 'paused', schedule_start: new Date(now - 28 * DAY), schedule_end: new Date(now + 14 * DAY), calls_per_minute: 12, max_attempts: 3, retry_delay_minutes: 240, contacts_total: 1250 },
      { ...own, name: 'Weekly appointment reminders', agent_id: agentIds[1], number_id: numberRows[2].id, status: 'scheduled', recurring: true, schedule_start: new Date(now + 2 * DAY), calls_per_minute: 6, max_attempts: 2, retry_delay_minutes: 60, contacts_total: 320 },
      { ...own, name: 'Riyadh renewals follow-up', agent_id: agentIds[2], number_id: numberRows[4].id, status: 'paused', schedule_start: new Date(now - 20 * DAY), schedule_end: new Date(now - 5 * DAY), calls_per_minute: 4, max_attempts: 2, retry_delay_minutes: 1440, contacts_total: 180 },
    ])
    .returning({ id: agentCampaigns.id });
  return campaignRows;
}
