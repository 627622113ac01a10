/**
 * One step of a send: the next pending recipients of a zone whose window is open become queued
 * messages for the delivery sender (server/domains/sms/delivery/), in one transaction. Each gets
 * its rotated text and sender, its placeholders filled, its own link, a route from the team's cached
 * routing snapshot, its cost, and the routes to fail over to; who cannot be sent to (opted out or
 * blacklisted since the freeze, no route, no valid number) is excluded with the reason.
 *
 * Crash safety: the recipients' rows are locked and moved from `pending` in the same transaction
 * that writes their messages, so a batch is queued entirely or not at all, and never twice.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { campaignRecipients, campaigns, contacts, type RECIPIENT_EXCLUSIONS } from '../../../db/schema/index.ts';
import { rowsOf } from '../../../events/change-triggers.ts';
import { insertQueuedMessages, nextMessageIds, routeToContact, type ContactMessage, type NotSent, type RoutableContact } from '../../sms/delivery/message-builder.ts';
import { snapshotCache } from '../../sms/routing/cache.ts';
import { insertMessageLinks, newLinkCode, type NewMessageLink } from '../links/link-codes.ts';
import { renderText, usesOfferLink } from '../personalise.ts';
import { shortenPlainUrls } from '../../../../resources/format/plain-urls.ts';
import { rotationFor } from '../rotation.ts';
import type { SendPlan } from './send-plan.ts';

type Exclusion = (typeof RECIPIENT_EXCLUSIONS)[number];

const EXCLUSION_OF: Record<NotSent, Exclusion> = {
  invalid: 'invalid',
  invalid_number: 'invalid',
  blacklisted: 'blacklisted',
  opted_out: 'opted_out',
  no_plan: 'no_route',
  plan_inactive: 'no_route',
  no_route: 'no_route',
};

interface PendingRow extends RoutableContact {
  first_name: string | null;
  last_name: string | null;
  custom: Record<string, string | number | boolean> | null;
}

/** A link a recipient's message carries: its code, where it leads, and the offer when it is `{{offer_link}}`. */
interface RecipientLink {
  code: string;
  url: string;
  offerId: number | null;
}

export interface BatchResult {
  /** Recipients taken off the pending list (0: the zone has none left). */
  taken: number;
  queued: number;
  excluded: number;
}

export async function enqueueBatch(db: Db, plan: SendPlan, zone: string, limit: number): Promise<BatchResult> {
  const { campaign } = plan;
  const snapshot = await snapshotCache(db).get(campaign.team_id);
  return db.transaction(async (txx) => {
    const tx = txx as unknown as Db;
    const pending = rowsOf<PendingRow>(
      await tx.execute(sql`
        select r.contact_id, c.phone, c.first_name, c.last_name, c.custom, c.opted_out, c.valid, c.country, c.network, c.mcc, c.mnc, c.network_source
        from ${campaignRecipients} r left join ${contacts} c on c.id = r.contact_id and c.team_id = ${campaign.team_id}
        where r.campaign_id = ${campaign.id} and r.run = ${campaign.run} and r.state = 'pending' and r.time_zone = ${zone}
        order by r.contact_id limit ${limit}
        for update of r skip locked`),
    );
    if (!pending.length) return { taken: 0, queued: 0, excluded: 0 };

    const messages: (ContactMessage & { links: RecipientLink[] })[] = [];
    const excluded: { contact_id: number; reason: Exclusion }[] = [];
    const segmentIds = new Set(campaign.segment_id ? [campaign.segment_id] : []);
    for (const row of pending) {
      const { text, sender } = rotationFor(campaign.id, row.contact_id, plan.texts, plan.senders);
      if (!text || !sender || !row.phone) {
        excluded.push({ contact_id: row.contact_id, reason: 'invalid' });
        continue;
      }
      const links: RecipientLink[] = [];
      const offerCode = plan.offer && usesOfferLink(text.text) ? newLinkCode() : null;
      if (offerCode) links.push({ code: offerCode, url: plan.offer!.url, offerId: plan.offer!.id });
      const filled = renderText(text.text, { first_name: row.first_name, last_name: row.last_name, phone: row.phone, custom: row.custom }, offerCode === null ? null : plan.links.prefix + offerCode);
      // Every plain address the recipient gets is a link of their own too, each with its own code.
      const body = plan.links.shortens
        ? shortenPlainUrls(filled, plan.links.prefix, (url) => {
            const code = newLinkCode();
            links.push({ code, url, offerId: null });
            return plan.links.prefix + code;
          })
        : filled;
      const routed = routeToContact(snapshot, row, sender.sender_id, body, segmentIds);
      if (!routed.ok) excluded.push({ contact_id: row.contact_id, reason: EXCLUSION_OF[routed.reason] });
      else messages.push({ ...routed.message, links });
    }

    const ids = await nextMessageIds(tx, messages.length);
    await insertQueuedMessages(tx, { teamId: campaign.team_id, campaignId: campaign.id, run: campaign.run, history: { refType: 'campaigns', refId: campaign.id, detail: { run: campaign.run } } }, messages, ids);
    const links: NewMessageLink[] = messages.flatMap((m, i) =>
      m.links.map((l) => ({ code: l.code, team_id: campaign.team_id, campaign_id: campaign.id, message_id: ids[i], contact_id: m.contact_id, offer_id: l.offerId, target_url: l.url, domain: plan.links.domain })),
    );
    // A code already taken: the whole batch is written again with fresh codes.
    if ((await insertMessageLinks(tx, links)).size) throw new Error('A link code was taken already; the batch is made again.');
    await markRecipients(tx, plan, messages.map((m, i) => ({ contact_id: m.contact_id, message_id: ids[i] })), excluded);
    if (excluded.length) await tx.update(campaigns).set({ excluded: sql`${campaigns.excluded} + ${excluded.length}` }).where(sql`${campaigns.id} = ${campaign.id}`);
    return { taken: pending.length, queued: messages.length, excluded: excluded.length };
  });
}

async function markRecipients(tx: Db, plan: SendPlan, queued: { contact_id: number; message_id: number }[], excluded: { contact_id: number; reason: Exclusion }[]): Promise<void> {
  const { campaign } = plan;
  const rows = [...queued.map((q) => ({ ...q, state: 'queued', reason: null as string | null })), ...excluded.map((e) => ({ contact_id: e.contact_id, message_id: null as number | null, state: 'excluded', reason: e.reason as string }))];
  await tx.execute(sql`
    update ${campaignRecipients} r set state = v.state, message_id = v.message_id, reason = v.reason
    from unnest(${sql.param(rows.map((r) => r.contact_id))}::int[], ${sql.param(rows.map((r) => r.state))}::text[], ${sql.param(rows.map((r) => r.message_id))}::int[], ${sql.param(rows.map((r) => r.reason))}::text[])
      as v(contact_id, state, message_id, reason)
    where r.campaign_id = ${campaign.id} and r.run = ${campaign.run} and r.contact_id = v.contact_id`);
}
