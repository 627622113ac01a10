/**
 * Each of a campaign's texts as one contact gets it (POST /v1/sms/campaigns/{id}/preview): filled
 * with the contact's values and a stand-in of the offer link of the real one's length, measured in
 * encoding and parts as the sender will cut it. Without a contact, the segment's first member.
 */
import { and, eq } from 'drizzle-orm';
import type { PreviewRequest, PreviewResponse } from '../../../resources/campaigns/campaign-readiness.ts';
import { measureSms } from '../../../resources/format/sms-text.ts';
import type { Db } from '../../db/client.ts';
import { contacts } from '../../db/schema/index.ts';
import { HttpError, invalid } from '../../http/errors.ts';
import { pageWhere, segmentOf, segmentWhere, type ContactRow } from '../audience/segment-members.ts';
import { campaignContent, campaignOf, renderAsSent, type CampaignRow } from './campaign-content.ts';
import { LINK_CODE_LENGTH, linkBase } from './links/link-codes.ts';
import type { Recipient } from './personalise.ts';

const NOBODY: Recipient = { first_name: null, last_name: null, phone: '', custom: null };

export async function previewCampaign(db: Db, teamId: number, campaignId: number, request: PreviewRequest, appUrl: string): Promise<PreviewResponse> {
  const campaign = await campaignOf(db, teamId, campaignId);
  const contact = request.contact_id ? await contactOf(db, teamId, request.contact_id) : await sampleMember(db, campaign);
  const [{ texts }, base] = await Promise.all([campaignContent(db, campaign), linkBase(db, teamId, appUrl)]);
  const offerLink = campaign.offer_id ? base.prefix + 'X'.repeat(LINK_CODE_LENGTH) : null;
  const recipient = contact ?? NOBODY;
  return {
    contact: contact && { id: contact.id, first_name: contact.first_name, last_name: contact.last_name, phone: contact.phone },
    offer_link: offerLink,
    texts: texts.map((t) => {
      const rendered = renderAsSent(t.text, recipient, base, offerLink !== null);
      const measured = measureSms(rendered);
      return { id: t.id, weight: t.weight, source: t.text, rendered, encoding: measured.encoding, characters: measured.characters, units: measured.units, parts: measured.parts.length };
    }),
  };
}

async function contactOf(db: Db, teamId: number, id: number): Promise<ContactRow> {
  const [row] = await db.select().from(contacts).where(and(eq(contacts.id, id), eq(contacts.team_id, teamId)));
  if (!row) throw invalid({ contact_id: ['No such contact.'] });
  return row;
}

/** The segment's first member; none when there is no segment, it is empty, or its rules no longer compile. */
export async function sampleMember(db: Db, campaign: CampaignRow): Promise<ContactRow | null> {
  if (!campaign.segment_id) return null;
  try {
    const segment = await segmentOf(db, campaign.team_id, campaign.segment_id);
    const [first] = await pageWhere(db, await segmentWhere(db, segment), 0, 1);
    return first ?? null;
  } catch (error) {
    if (error instanceof HttpError) return null;
    throw error;
  }
}
