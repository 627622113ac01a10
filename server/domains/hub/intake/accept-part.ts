/**
 * Taking one hub client's submit (docs/areas/hub.md#submits): within the endpoint's TPS, routed by
 * its plan as any send is, priced by its client rate in force for the network, refused below cost
 * when the endpoint says so, then — in one transaction — charged to its company through the ledger
 * (keyed by the part, never below minus the endpoint's credit limit) and queued for the sender with
 * the hub's record of the part. A refusal charges nothing and sends nothing.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { measureSms } from '../../../../resources/format/sms-text.ts';
import type { Db } from '../../../db/client.ts';
import { hubEndpoints, hubParts } from '../../../db/schema/index.ts';
import { HttpError } from '../../../http/errors.ts';
import { BelowFloor, postEntry } from '../../ledger/post-entry.ts';
import { buildMessage, insertQueuedMessages, nextMessageIds } from '../../sms/delivery/message-builder.ts';
import type { RefusalCode } from '../../sms/routing/decision.ts';
import { routeMessage } from '../../sms/routing/simulate.ts';
import { clientPrice } from './client-price.ts';
import type { EndpointThrottle } from './endpoint-throttle.ts';
import type { ClientSubmit } from './read-submit.ts';
import { SUBMIT_STATUS } from './submit-status.ts';

export interface Submitter {
  endpointId: number;
  bindId: number | null;
}

export type Accepted = { status: typeof SUBMIT_STATUS.OK; messageId: string; parts: number; price: number; currency: string } | { status: number };

const ROUTING_REFUSAL: Record<RefusalCode, number> = {
  invalid_number: SUBMIT_STATUS.NO_PRICE,
  blacklisted: SUBMIT_STATUS.BLACKLISTED,
  opted_out: SUBMIT_STATUS.BLACKLISTED,
  no_plan: SUBMIT_STATUS.NO_ROUTE,
  plan_inactive: SUBMIT_STATUS.NO_ROUTE,
  no_route: SUBMIT_STATUS.NO_ROUTE,
};

/**
 * The parts of one client message share a concatenation reference and a draw among a rule's split
 * routes, so they leave by the same route and reassemble on the handset: both come from the message
 * (endpoint, numbers, the client's reference), never from chance.
 */
function groupOf(endpointId: number, submit: ClientSubmit): { reference: number; draw: () => number } | null {
  if (!submit.segment) return null;
  const digest = createHash('sha256').update(`${endpointId}|${submit.from}|${submit.to}|${submit.segment.reference}|${submit.segment.total}`).digest();
  return { reference: digest[0], draw: () => digest.readUInt32BE(1) / 0x1_0000_0000 };
}

export async function acceptPart(db: Db, throttle: EndpointThrottle, by: Submitter, submit: ClientSubmit): Promise<Accepted> {
  const [endpoint] = await db.select().from(hubEndpoints).where(eq(hubEndpoints.id, by.endpointId));
  if (!endpoint || endpoint.status !== 'active' || endpoint.plan_id === null) return { status: SUBMIT_STATUS.NO_ROUTE };
  const parts = submit.segment ? 1 : measureSms(submit.text).parts.length;
  if (!(await throttle.take(endpoint.id, endpoint.tps, parts))) return { status: SUBMIT_STATUS.THROTTLED };

  const group = groupOf(endpoint.id, submit);
  let routed: Awaited<ReturnType<typeof routeMessage>>;
  try {
    routed = await routeMessage(db, endpoint.team_id, { to: submit.to, from: submit.from, plan_id: endpoint.plan_id }, { explain: false, ...(group && { random: group.draw }) });
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 422) return { status: SUBMIT_STATUS.NO_PRICE };
    throw error;
  }
  const { decision } = routed;
  // A number that may not be sent to says so first; then a network the client has no price for,
  // whether or not a route would take it; then a plan with no route.
  if (!decision.ok && (decision.refusal === 'blacklisted' || decision.refusal === 'opted_out' || decision.refusal === 'invalid_number')) return { status: ROUTING_REFUSAL[decision.refusal] };
  const { mcc, mnc } = decision.number ?? {};
  const rate = mcc && mnc ? await clientPrice(db, endpoint.id, mcc, mnc) : null;
  if (!rate || rate.currency !== endpoint.currency) return { status: SUBMIT_STATUS.NO_PRICE };
  if (!decision.ok) return { status: ROUTING_REFUSAL[decision.refusal] };
  // Margin is price minus cost in one currency; a route billed in another has no margin to judge here.
  if (endpoint.refuse_negative_margin && decision.cost.currency === rate.currency && decision.cost.price > rate.price) return { status: SUBMIT_STATUS.NEGATIVE_MARGIN };

  const measured = measureSms(submit.text);
  const message = {
    ...buildMessage(decision, { contactId: null, from: submit.from, text: submit.text, measured: { ...measured, encoding: submit.encoding } }),
    ...(submit.segment && { parts: 1, cost: decision.cost.price, failover: decision.failover.map((f) => ({ route_id: f.id, cost: f.cost.price, currency: f.cost.currency })) }),
    segment: submit.segment && { total: submit.segment.total, seq: submit.segment.seq },
    ...(group && { concat_ref: group.reference }),
  };
  const charge = rate.price * parts;
  try {
    const id = await db.transaction(async (tx) => {
      const [id] = await nextMessageIds(tx, 1);
      await insertQueuedMessages(tx, { teamId: endpoint.team_id, userId: null, campaignId: null, run: null }, [message], [id]);
      await tx.insert(hubParts).values({ message_id: id, team_id: endpoint.team_id, endpoint_id: endpoint.id, company_id: endpoint.company_id, price: charge, currency: rate.currency, registered_delivery: submit.receipt, bind_id: by.bindId });
      // The charge last: the company's balance row stays locked from its update to the commit, and
      // every part of the company's traffic waits on it, so it is held as briefly as it can be.
      await postEntry(tx, {
        teamId: endpoint.team_id,
        companyId: endpoint.company_id,
        kind: 'charge',
        amount: -charge,
        key: `part:${id}`,
        floor: -endpoint.credit_limit,
        note: `${parts === 1 ? 'SMS' : `SMS, ${parts} parts,`} to ${submit.to} via ${endpoint.name}`,
        ref: { type: 'sms-message', id: String(id) },
      });
      return id;
    });
    return { status: SUBMIT_STATUS.OK, messageId: String(id), parts, price: charge, currency: rate.currency };
  } catch (error) {
    if (error instanceof BelowFloor) return { status: SUBMIT_STATUS.NO_CREDIT };
    throw error;
  }
}
