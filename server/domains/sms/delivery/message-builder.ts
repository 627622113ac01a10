/**
 * The one way an SMS is built and queued for the delivery sender: its text measured (at most
 * MAX_PARTS parts), its routing decision turned into the message's route, plan, cost per part and
 * the routes to fail over to, each priced for its parts, then the messages, their parts and the
 * contacts' history written in a few statements inside the caller's transaction. The send API
 * (send-message.ts), a campaign's batch (server/domains/campaigns/send/enqueue-batch.ts) and an
 * automation's send step (server/domains/automations/engine/nodes/send-sms.ts) all build here.
 * Whoever cannot be sent to is answered with the reason instead.
 */
import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { measureSms, type SmsText } from '../../../../resources/format/sms-text.ts';
import type { DbOrTx } from '../../../db/transaction.ts';
import { contactEvents, smsMessageParts, smsMessages, type FailoverRoute } from '../../../db/schema/index.ts';
import { rowsOf } from '../../../events/change-triggers.ts';
import { decide } from '../routing/decide.ts';
import { publishDelivery } from './delivery-hooks.ts';
import type { Decision, RefusalCode } from '../routing/decision.ts';
import type { RoutingSnapshot } from '../routing/snapshot.ts';

/** The concatenation header counts parts in one octet. */
export const MAX_PARTS = 255;

/** What routing needs to know of a contact. */
export interface RoutableContact {
  contact_id: number;
  phone: string | null;
  opted_out: boolean | null;
  valid: boolean | null;
  country: string | null;
  network: string | null;
  mcc: string | null;
  mnc: string | null;
  network_source: string | null;
}

export interface NewMessage {
  contact_id: number | null;
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
  /** One part of a longer text someone else cut (a hub client's): its place, sent as that part alone. */
  segment?: { total: number; seq: number } | null;
  /** The concatenation reference; drawn at random when left out (a hub client's parts share one). */
  concat_ref?: number;
}

/** A message to a contact of the team (a campaign's, an automation's). */
export type ContactMessage = NewMessage & { contact_id: number };

/** Why a contact gets no message: the routing refusal, or `invalid` (no valid number, an empty or too long text). */
export type NotSent = RefusalCode | 'invalid';

/** The text's parts, or why it cannot be sent. */
export function measureText(text: string): { ok: true; measured: SmsText } | { ok: false; error: string } {
  const measured = measureSms(text);
  if (!measured.parts.length) return { ok: false, error: 'Write the text of the message.' };
  if (measured.parts.length > MAX_PARTS) return { ok: false, error: `The text takes ${measured.parts.length} parts; an SMS has at most ${MAX_PARTS}.` };
  return { ok: true, measured };
}

/** A routed message: the decision's route and plan, its cost and each failover route's for all its parts. */
export function buildMessage(decision: Extract<Decision, { ok: true }>, message: { contactId: number | null; from: string; text: string; measured: SmsText }): NewMessage {
  const parts = message.measured.parts.length;
  const { number } = decision;
  return {
    contact_id: message.contactId,
    to: number.e164,
    from: message.from,
    text: message.text,
    encoding: message.measured.encoding,
    parts,
    route_id: decision.route.id,
    plan_id: decision.plan.id,
    cost: decision.cost.price * parts,
    currency: decision.cost.currency,
    failover: decision.failover.map((f) => ({ route_id: f.id, cost: f.cost.price * parts, currency: f.cost.currency })),
    // Where the number was routed to, as the decision saw it: what the reports group by.
    country: number.country,
    network: number.network,
    mccmnc: number.mcc && number.mnc ? `${number.mcc}${number.mnc}` : null,
  };
}

/** The message for one contact with its text already personalised, or why there is none. */
export function routeToContact(snapshot: RoutingSnapshot, row: RoutableContact, from: string, body: string, segmentIds: ReadonlySet<number>): { ok: true; message: ContactMessage } | { ok: false; reason: NotSent } {
  if (!row.phone || !row.valid || !row.country) return { ok: false, reason: 'invalid' };
  if (row.opted_out) return { ok: false, reason: 'opted_out' };
  const decision = decide(
    snapshot,
    { e164: row.phone, country: row.country, from, contact: { network: row.network, mcc: row.mcc, mnc: row.mnc, network_source: row.network_source, opted_out: false, segment_ids: segmentIds } },
    { explain: false },
  );
  if (!decision.ok) return { ok: false, reason: decision.refusal };
  const text = measureText(body);
  if (!text.ok) return { ok: false, reason: 'invalid' };
  return { ok: true, message: { ...buildMessage(decision, { contactId: row.contact_id, from, text: body, measured: text.measured }), contact_id: row.contact_id } };
}

/** Ids taken ahead, so each message is tied to its contact without trusting the order rows come back in. */
export async function nextMessageIds(tx: DbOrTx, n: number): Promise<number[]> {
  if (!n) return [];
  const rows = rowsOf<{ id: number }>(await tx.execute(sql`select nextval(pg_get_serial_sequence('sms_messages', 'id'))::int as id from generate_series(1, ${n})`));
  return rows.map((r) => Number(r.id));
}

export interface QueuedBy {
  teamId: number;
  /** Who asked, for a message sent by hand; null for a campaign's or an automation's. */
  userId?: number | null;
  campaignId: number | null;
  run: number | null;
  /** What the contact's history names as the sender: a campaign, an automation; none for a message sent by hand. */
  history?: { refType: string; refId: number; detail?: Record<string, unknown> };
}

/** Writes the messages `queued` with ids from nextMessageIds; the insert wakes the sender. */
export async function insertQueuedMessages(tx: DbOrTx, by: QueuedBy, messages: NewMessage[], ids: number[]): Promise<void> {
  if (!messages.length) return;
  const col = <K extends keyof NewMessage>(key: K) => sql.param(messages.map((m) => m[key]));
  await tx.execute(sql`
    insert into ${smsMessages} (id, team_id, created_by_id, updated_by_id, campaign_id, run, contact_id, "to", "from", text, encoding, parts, route_id, plan_id, cost, currency, failover, attempts, concat_ref, country, network, mccmnc, segment)
    select v.id, ${by.teamId}, ${by.userId ?? null}::int, ${by.userId ?? null}::int, ${by.campaignId}::int, ${by.run}::int, v.contact_id, v.to, v.from, v.text, v.encoding, v.parts, v.route_id, v.plan_id, v.cost, v.currency, v.failover, 1, v.concat_ref, v.country, v.network, v.mccmnc, v.segment
    from unnest(${sql.param(ids)}::int[], ${col('contact_id')}::int[], ${col('to')}::text[], ${col('from')}::text[], ${col('text')}::text[], ${col('encoding')}::text[],
      ${col('parts')}::int[], ${col('route_id')}::int[], ${col('plan_id')}::int[], ${col('cost')}::int[], ${col('currency')}::text[],
      ${sql.param(messages.map((m) => JSON.stringify(m.failover)))}::jsonb[], ${sql.param(messages.map((m) => m.concat_ref ?? randomInt(256)))}::int[],
      ${col('country')}::text[], ${col('network')}::text[], ${col('mccmnc')}::text[], ${sql.param(messages.map((m) => (m.segment ? JSON.stringify(m.segment) : null)))}::jsonb[])
      as v(id, contact_id, "to", "from", text, encoding, parts, route_id, plan_id, cost, currency, failover, concat_ref, country, network, mccmnc, segment)`);
  const partOf = messages.flatMap((m, i) => Array.from({ length: m.parts }, (_, seq) => ({ id: ids[i], seq, route: m.route_id })));
  await tx.execute(sql`
    insert into ${smsMessageParts} (message_id, seq, route_id)
    select * from unnest(${sql.param(partOf.map((p) => p.id))}::int[], ${sql.param(partOf.map((p) => p.seq))}::int[], ${sql.param(partOf.map((p) => p.route))}::int[])`);
  await publishDelivery(
    'built',
    tx,
    messages.map((m, i) => ({ id: ids[i], team_id: by.teamId, campaign_id: by.campaignId, cost: m.cost, currency: m.currency, status: 'queued' })),
  );
  // The contact's history: who sent it which message.
  if (!by.history) return;
  await tx.execute(sql`
    insert into ${contactEvents} (team_id, contact_id, kind, ref_type, ref_id, detail)
    select ${by.teamId}, v.contact_id, 'message_sent', ${by.history.refType}, ${by.history.refId}, jsonb_build_object('message_id', v.message_id) || ${JSON.stringify(by.history.detail ?? {})}::jsonb
    from unnest(${col('contact_id')}::int[], ${sql.param(ids)}::int[]) as v(contact_id, message_id)`);
}
