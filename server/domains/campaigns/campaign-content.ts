/**
 * What a campaign sends, as one list each: its texts and its sender IDs, the campaign's own
 * `text` and `sender_id` first (weight 1) and then its active campaign-texts and campaign-senderids.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/transaction.ts';
import { campaignSenderids, campaignTexts, campaigns, domains } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';

export type CampaignRow = typeof campaigns.$inferSelect;

export interface CampaignText {
  /** The campaign-texts record; null for the campaign's own text. */
  id: number | null;
  text: string;
  weight: number;
}

export interface CampaignSender {
  id: number | null;
  sender_id: string;
  weight: number;
}

export async function campaignOf(db: DbOrTx, teamId: number, id: number): Promise<CampaignRow> {
  const [row] = await db.select().from(campaigns).where(and(eq(campaigns.id, id), eq(campaigns.team_id, teamId)));
  if (!row) throw notFound('No such SMS campaign.');
  return row;
}

export async function campaignContent(db: DbOrTx, campaign: CampaignRow): Promise<{ texts: CampaignText[]; senders: CampaignSender[] }> {
  const [texts, senders] = await Promise.all([
    db
      .select({ id: campaignTexts.id, text: campaignTexts.text, weight: campaignTexts.weight })
      .from(campaignTexts)
      .where(and(eq(campaignTexts.campaign_id, campaign.id), eq(campaignTexts.team_id, campaign.team_id), eq(campaignTexts.active, true)))
      .orderBy(asc(campaignTexts.id)),
    db
      .select({ id: campaignSenderids.id, sender_id: campaignSenderids.sender_id, weight: campaignSenderids.weight })
      .from(campaignSenderids)
      .where(and(eq(campaignSenderids.campaign_id, campaign.id), eq(campaignSenderids.team_id, campaign.team_id), eq(campaignSenderids.active, true)))
      .orderBy(asc(campaignSenderids.id)),
  ]);
  return {
    texts: [...(campaign.text.trim() ? [{ id: null, text: campaign.text, weight: 1 }] : []), ...texts],
    senders: [...(campaign.sender_id?.trim() ? [{ id: null, sender_id: campaign.sender_id, weight: 1 }] : []), ...senders],
  };
}

/** Characters of a short link's code: what a real link will carry, so parts are counted right before any is made. */
export const SHORT_CODE_LENGTH = 7;

/**
 * A link of the length each recipient's will have: on the team's active URL-shortener domain,
 * else on Parley's own /s/ path. Real codes are made when the campaign is sent.
 */
export async function offerLinkStandIn(db: DbOrTx, teamId: number, appUrl: string): Promise<string> {
  const [domain] = await db
    .select({ name: domains.name })
    .from(domains)
    .where(and(eq(domains.team_id, teamId), eq(domains.purpose, 'url_shortener'), eq(domains.status, 'active')))
    .orderBy(asc(domains.id))
    .limit(1);
  const code = 'X'.repeat(SHORT_CODE_LENGTH);
  return domain ? `https://${domain.name}/${code}` : `${appUrl}/s/${code}`;
}
