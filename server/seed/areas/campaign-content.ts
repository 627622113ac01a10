/**
 * Demo texts and sender IDs under the SMS campaigns (docs/areas/sms.md#texts-and-personalisation):
 * A/B variants with their weights, a second sender on some, and the planner's window on the
 * scheduled and recurring ones. Every text uses only the placeholders Parley fills.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Own } from './own.ts';
import { campaignSenderids, campaignTexts, campaigns } from '../../db/schema/index.ts';


const TEXTS: Record<string, [text: string, weight: number, active: boolean][]> = {
  'Spring sale launch': [['Hi {{first_name|there}}, spring sale: 30% off with code SPRING30: {{offer_link}} Reply STOP to opt out', 2, true]],
  'VIP early access': [
    ['{{first_name|VIP}}, Black Friday starts early for you: {{offer_link}} STOP to opt out', 1, true],
    ['Early access for VIPs in {{custom.city|your city}}: {{offer_link}} STOP to opt out', 1, false],
  ],
  'Weekly loyalty reminder': [['Double points this week, {{first_name|friend}}! {{offer_link}} STOP=end', 1, true]],
  'Refer a friend (UK)': [['Share £10 with a friend and get £10 back: {{offer_link}} STOP to opt out', 3, true]],
};

const SENDERS: Record<string, [sender: string, weight: number][]> = {
  'Spring sale launch': [['ShopNowEU', 1]],
  'Weekly loyalty reminder': [['Points', 1]],
  'Win-back 90 days': [['+14155550124', 1]],
};

export async function seedCampaignContent(db: Db, own: Own, rows: { id: number; name: string }[], ago: (ms: number) => Date): Promise<void> {
  const idOf = new Map(rows.map((r) => [r.name, r.id]));
  const at = ago(30 * 24 * 3_600_000);
  await db.insert(campaignTexts).values(
    Object.entries(TEXTS).flatMap(([name, texts]) => texts.map(([text, weight, active]) => ({ ...own, campaign_id: idOf.get(name)!, text, weight, active, created_at: at }))),
  );
  await db.insert(campaignSenderids).values(
    Object.entries(SENDERS).flatMap(([name, senders]) => senders.map(([sender_id, weight]) => ({ ...own, campaign_id: idOf.get(name)!, sender_id, weight, created_at: at }))),
  );
  // Office hours on weekdays in the recipient's zone, at most 600 a minute.
  for (const name of ['Weekly loyalty reminder', 'Trial nudge — EU']) {
    await db
      .update(campaigns)
      .set({ window_start: '09:00', window_end: '20:00', window_days: ['mon', 'tue', 'wed', 'thu', 'fri'], window_timezone: 'Europe/Berlin', throttle_per_minute: 600 })
      .where(eq(campaigns.id, idOf.get(name)!));
  }
}
