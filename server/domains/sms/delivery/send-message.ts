/**
 * Accepting one message (POST /v1/sms/send): the text measured and the sender checked, the number
 * routed as the simulate endpoint routes it, then the message and its parts stored `queued` with
 * the route, its cost and the routes to fail over to. The insert wakes the sender through the
 * change bus, whichever process it runs in.
 */
import { randomInt } from 'node:crypto';
import { measureSms } from '../../../../resources/format/sms-text.ts';
import type { SendRequest, SendResponse } from '../../../../resources/sms/sms-send.ts';
import type { Db } from '../../../db/client.ts';
import { smsMessageParts, smsMessages, type FailoverRoute } from '../../../db/schema/index.ts';
import { invalid } from '../../../http/errors.ts';
import { routeMessage } from '../routing/simulate.ts';

/** The concatenation header counts parts in one octet. */
const MAX_PARTS = 255;
const ALPHANUMERIC_SENDER = /^(?=.*[A-Za-z])[A-Za-z0-9 .&_-]{1,11}$/;
const NUMERIC_SENDER = /^\+?\d{3,16}$/;

export interface Sender {
  teamId: number;
  userId: number | null;
  campaignId?: number | null;
}

export function senderError(from: string): string | null {
  if (NUMERIC_SENDER.test(from) || ALPHANUMERIC_SENDER.test(from)) return null;
  return 'A sender is a number of 3 to 16 digits, or up to 11 letters, digits and spaces with at least one letter.';
}

export async function sendMessage(db: Db, sender: Sender, request: SendRequest): Promise<SendResponse> {
  const measured = measureSms(request.text);
  const errors: Record<string, string[]> = {};
  const fromError = senderError(request.from);
  if (fromError) errors.from = [fromError];
  if (!measured.parts.length) errors.text = ['Write the text of the message.'];
  else if (measured.parts.length > MAX_PARTS) errors.text = [`The text takes ${measured.parts.length} parts; an SMS has at most ${MAX_PARTS}.`];
  if (Object.keys(errors).length) throw invalid(errors);

  const { decision, contactId } = await routeMessage(db, sender.teamId, { to: request.to, from: request.from, plan_id: request.plan_id }, { explain: false });
  if (!decision.ok) throw invalid({ to: [decision.message] });
  const parts = measured.parts.length;
  const failover: FailoverRoute[] = decision.failover.map((f) => ({ route_id: f.id, cost: f.cost.price * parts, currency: f.cost.currency }));
  const cost = decision.cost.price * parts;

  const message = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(smsMessages)
      .values({
        team_id: sender.teamId,
        created_by_id: sender.userId,
        updated_by_id: sender.userId,
        campaign_id: sender.campaignId ?? null,
        contact_id: contactId,
        to: decision.number.e164,
        from: request.from,
        text: request.text,
        encoding: measured.encoding,
        parts,
        // Where the number was routed to, as the decision saw it: what the reports group by.
        country: decision.number.country,
        network: decision.number.network,
        mccmnc: decision.number.mcc && decision.number.mnc ? `${decision.number.mcc}${decision.number.mnc}` : null,
        route_id: decision.route.id,
        plan_id: decision.plan.id,
        cost,
        currency: decision.cost.currency as (typeof smsMessages.$inferInsert)['currency'],
        failover,
        attempts: 1,
        // Tells this message's parts from another's on the same handset.
        concat_ref: randomInt(256),
      })
      .returning({ id: smsMessages.id, status: smsMessages.status });
    await tx.insert(smsMessageParts).values(measured.parts.map((_, seq) => ({ message_id: row.id, seq, route_id: decision.route.id })));
    return row;
  });
  return { id: message.id, parts, encoding: measured.encoding, route_id: decision.route.id, status: message.status, cost, currency: decision.cost.currency };
}
