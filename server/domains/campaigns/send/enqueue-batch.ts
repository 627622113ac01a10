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
import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { measureSms } from '../../../../resources/format/sms-text.ts';
import type { Db } from '../../../db/client.ts';
import { campaignRecipients, campaigns, contactEvents, contacts, smsMessageParts, smsMessages, type FailoverRoute, type RECIPIENT_EXCLUSIONS } from '../../../db/schema/index.ts';
import { rowsOf } from '../../../events/change-triggers.ts';
import { snapshotCache } from '../../sms/routing/cache.ts';
import { decide } from '../../sms/routing/decide.ts';
import type { RefusalCode } from '../../sms/routing/decision.ts';
import { insertMessageLinks, newLinkCode, type NewMessageLink } from '../links/link-codes.ts';
import { renderText, usesOfferLink } from '../personalise.ts';
import { rotationFor } from '../rotation.ts';
import type { SendPlan } from './send-plan.ts';

type Exclusion = (typeof RECIPIENT_EXCLUSIONS)[number];

/** The concatenation header counts parts in one octet. */
const MAX_PARTS = 255;

const EXCLUSION_OF: Record<RefusalCode, Exclusion> = {
  invalid_number: 'invalid',
  blacklisted: 'blacklisted',
  opted_out: 'opted_out',
  no_plan: 'no_route',
  plan_inactive: 'no_route',
  no_route: 'no_route',
};

interface PendingRow {
  contact_id: number;
  phone: string | null;
  first_name: string | null;
  last_name: string | null;
  custom: Record<string, string | number | boolean> | null;
  opted_out: boolean | null;
  valid: boolean | null;
  country: string | null;
  network: string | null;
  mcc: string | null;
  mnc: string | null;
  network_source: string | null;
}

export interface BatchResult {
  /** Recipients taken off the pending list (0: the zone has none left). */
  taken: number;
  queued: number;
  excluded: number;
}

interface NewMessage {
  contact_id: number;
  to: string;
  from: string;
  text: string;
  encoding: string;
  parts: number;
  route_id: number;
  plan_id: number;
  cost: number;
  currency: string;
  failover: FailoverRoute[];
  country: string | null;
  network: string | null;
  mccmnc: string | null;
  link: string | null;
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

    const messages: NewMessage[] = [];
    const excluded: { contact_id: number; reason: Exclusion }[] = [];
    const segmentIds = new Set(campaign.segment_id ? [campaign.segment_id] : []);
    for (const row of pending) {
      if (!row.phone || !row.valid || !row.country) {
        excluded.push({ contact_id: row.contact_id, reason: 'invalid' });
        continue;
      }
      if (row.opted_out) {
        excluded.push({ contact_id: row.contact_id, reason: 'opted_out' });
        continue;
      }
      const { text, sender } = rotationFor(campaign.id, row.contact_id, plan.texts, plan.senders);
      if (!text || !sender) {
        excluded.push({ contact_id: row.contact_id, reason: 'invalid' });
        continue;
      }
      const decision = decide(
        snapshot,
        { e164: row.phone, country: row.country, from: sender.sender_id, contact: { network: row.network, mcc: row.mcc, mnc: row.mnc, network_source: row.network_source, opted_out: false, segment_ids: segmentIds } },
        { explain: false },
      );
      if (!decision.ok) {
        excluded.push({ contact_id: row.contact_id, reason: EXCLUSION_OF[decision.refusal] });
        continue;
      }
      const link = plan.offer && usesOfferLink(text.text) ? newLinkCode() : null;
      const body = renderText(text.text, { first_name: row.first_name, last_name: row.last_name, phone: row.phone, custom: row.custom }, link === null ? null : plan.links.prefix + link);
      const measured = measureSms(body);
      if (!measured.parts.length || measured.parts.length > MAX_PARTS) {
        excluded.push({ contact_id: row.contact_id, reason: 'invalid' });
        continue;
      }
      const parts = measured.parts.length;
      const { number } = decision;
      messages.push({
        contact_id: row.contact_id,
        to: number.e164,
        from: sender.sender_id,
        text: body,
        encoding: measured.encoding,
        parts,
        route_id: decision.route.id,
        plan_id: decision.plan.id,
        cost: decision.cost.price * parts,
        currency: decision.cost.currency,
        failover: decision.failover.map((f) => ({ route_id: f.id, cost: f.cost.price * parts, currency: f.cost.currency })),
        country: number.country,
        network: number.network,
        mccmnc: number.mcc && number.mnc ? `${number.mcc}${number.mnc}` : null,
        link,
      });
    }

    const ids = await nextMessageIds(tx, messages.length);
    await insertMessages(tx, plan, messages, ids);
    if (plan.offer) {
      const links: NewMessageLink[] = messages.flatMap((m, i) =>
        m.link === null ? [] : [{ code: m.link, team_id: campaign.team_id, campaign_id: campaign.id, message_id: ids[i], contact_id: m.contact_id, offer_id: plan.offer!.id, target_url: plan.offer!.url, domain: plan.links.domain }],
      );
      // A code already taken: the whole batch is written again with fresh codes.
      if ((await insertMessageLinks(tx, links)).size) throw new Error('A link code was taken already; the batch is made again.');
    }
    await markRecipients(tx, plan, messages.map((m, i) => ({ contact_id: m.contact_id, message_id: ids[i] })), excluded);
    if (excluded.length) await tx.update(campaigns).set({ excluded: sql`${campaigns.excluded} + ${excluded.length}` }).where(sql`${campaigns.id} = ${campaign.id}`);
    return { taken: pending.length, queued: messages.length, excluded: excluded.length };
  });
}

async function nextMessageIds(tx: Db, n: number): Promise<number[]> {
  if (!n) return [];
  const rows = rowsOf<{ id: number }>(await tx.execute(sql`select nextval(pg_get_serial_sequence('sms_messages', 'id'))::int as id from generate_series(1, ${n})`));
  return rows.map((r) => Number(r.id));
}

async function insertMessages(tx: Db, plan: SendPlan, messages: NewMessage[], ids: number[]): Promise<void> {
  if (!messages.length) return;
  const { campaign } = plan;
  const col = <K extends keyof NewMessage>(key: K) => sql.param(messages.map((m) => m[key]));
  await tx.execute(sql`
    insert into ${smsMessages} (id, team_id, campaign_id, run, contact_id, "to", "from", text, encoding, parts, route_id, plan_id, cost, currency, failover, attempts, concat_ref, country, network, mccmnc)
    select v.id, ${campaign.team_id}, ${campaign.id}, ${campaign.run}, v.contact_id, v.to, v.from, v.text, v.encoding, v.parts, v.route_id, v.plan_id, v.cost, v.currency, v.failover, 1, v.concat_ref, v.country, v.network, v.mccmnc
    from unnest(${sql.param(ids)}::int[], ${col('contact_id')}::int[], ${col('to')}::text[], ${col('from')}::text[], ${col('text')}::text[], ${col('encoding')}::text[],
      ${col('parts')}::int[], ${col('route_id')}::int[], ${col('plan_id')}::int[], ${col('cost')}::int[], ${col('currency')}::text[],
      ${sql.param(messages.map((m) => JSON.stringify(m.failover)))}::jsonb[], ${sql.param(messages.map(() => randomInt(256)))}::int[],
      ${col('country')}::text[], ${col('network')}::text[], ${col('mccmnc')}::text[])
      as v(id, contact_id, "to", "from", text, encoding, parts, route_id, plan_id, cost, currency, failover, concat_ref, country, network, mccmnc)`);
  const partOf = messages.flatMap((m, i) => Array.from({ length: m.parts }, (_, seq) => ({ id: ids[i], seq, route: m.route_id })));
  await tx.execute(sql`
    insert into ${smsMessageParts} (message_id, seq, route_id)
    select * from unnest(${sql.param(partOf.map((p) => p.id))}::int[], ${sql.param(partOf.map((p) => p.seq))}::int[], ${sql.param(partOf.map((p) => p.route))}::int[])`);
  // The contact's history: which campaign (and run) sent it which message.
  await tx.execute(sql`
    insert into ${contactEvents} (team_id, contact_id, kind, ref_type, ref_id, detail)
    select ${campaign.team_id}, v.contact_id, 'message_sent', 'campaigns', ${campaign.id}, jsonb_build_object('message_id', v.message_id, 'run', ${campaign.run}::int)
    from unnest(${col('contact_id')}::int[], ${sql.param(ids)}::int[]) as v(contact_id, message_id)`);
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
