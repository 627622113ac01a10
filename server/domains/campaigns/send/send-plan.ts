/**
 * What a send job reads once per attempt: the campaign's texts and sender IDs (rotated per
 * recipient), the offer its links lead to and the domain they are made on, its send window.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { offers } from '../../../db/schema/index.ts';
import { campaignContent, type CampaignRow, type CampaignSender, type CampaignText } from '../campaign-content.ts';
import { linkBase, type LinkBase } from '../links/link-codes.ts';
import type { SendWindow } from '../send-window.ts';

export interface SendPlan {
  campaign: CampaignRow;
  texts: CampaignText[];
  senders: CampaignSender[];
  /** Where {{offer_link}} leads; null when the campaign has no offer. */
  offer: { id: number; url: string } | null;
  links: LinkBase;
  window: SendWindow;
}

export function windowOf(campaign: Pick<CampaignRow, 'window_start' | 'window_end' | 'window_days'>): SendWindow {
  return { start: campaign.window_start ?? null, end: campaign.window_end ?? null, days: campaign.window_days ?? [] };
}

export async function loadSendPlan(db: Db, campaign: CampaignRow, appUrl: string): Promise<SendPlan> {
  const [{ texts, senders }, offer, links] = await Promise.all([
    campaignContent(db, campaign),
    campaign.offer_id
      ? db
          .select({ id: offers.id, url: offers.url })
          .from(offers)
          .where(and(eq(offers.id, campaign.offer_id), eq(offers.team_id, campaign.team_id)))
          .then((rows) => rows[0] ?? null)
      : null,
    linkBase(db, campaign.team_id, appUrl),
  ]);
  return { campaign, texts, senders, offer, links, window: windowOf(campaign) };
}
