/**
 * What a campaign sends, as one list each: its texts and its sender IDs, the campaign's own
 * `text` and `sender_id` first (weight 1) and then its active campaign-texts and campaign-senderids.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/transaction.ts';
import { campaignSenderids, campaignTexts, campaigns } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { LINK_CODE_LENGTH, type LinkBase } from './links/link-codes.ts';
import { shortenPlainUrls } from '../../../resources/format/plain-urls.ts';
import { renderText, type Recipient } from './personalise.ts';

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

/**
 * A link of the length each recipient's will have, on the domain its links will be made on: what
 * parts are counted with before any real link is made (real codes are made when the campaign is sent).
 */
const standInOf = (base: LinkBase) => base.prefix + 'X'.repeat(LINK_CODE_LENGTH);

/**
 * A text as a recipient will get it, before any link is made: placeholders filled, `{{offer_link}}`
 * and every plain address that will be shortened at send (resources/format/plain-urls.ts) standing in at a
 * link's length, so the parts counted now are the parts sent.
 */
export function renderAsSent(text: string, recipient: Recipient, base: LinkBase, withOffer: boolean): string {
  const standIn = standInOf(base);
  const filled = renderText(text, recipient, withOffer ? standIn : null);
  return base.shortens ? shortenPlainUrls(filled, base.prefix, () => standIn) : filled;
}
