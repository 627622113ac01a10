/**
 * Taking hub clients' submits (docs/areas/hub.md#submits), those of one endpoint together: each
 * within the endpoint's TPS, routed by its plan (the team's routing snapshot, blacklists included),
 * priced by its client rate in force for the network, refused below cost when the endpoint says so;
 * then the priced ones in one transaction — queued for the sender with the hub's record of each
 * part, and charged to the company through the ledger (one entry per part, keyed by it; the
 * balance's conditional update last, so its row is locked only until the commit). A batch that
 * would cross the floor is charged part by part instead, so exactly the parts the balance pays for
 * go. A refusal charges nothing and sends nothing.
 */
import { createHash } from 'node:crypto';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { clientRates, hubEndpoints, hubParts } from '../../../db/schema/index.ts';
import type { DbOrTx } from '../../../db/transaction.ts';
import { readPhoneNumber } from '../../audience/phone-number.ts';
import { postCharges } from '../../ledger/post-charges.ts';
import { BelowFloor } from '../../ledger/post-entry.ts';
import { buildMessage, insertQueuedMessages, nextMessageIds, type NewMessage } from '../../sms/delivery/message-builder.ts';
import { snapshotCache } from '../../sms/routing/cache.ts';
import { decide } from '../../sms/routing/decide.ts';
import type { RefusalCode } from '../../sms/routing/decision.ts';
import type { EndpointThrottle } from './endpoint-throttle.ts';
import type { ClientSubmit } from './read-submit.ts';
import { SUBMIT_STATUS } from './submit-status.ts';
import type { HttpPartFields } from '../http/part-fields.ts';
import { tallyParts } from '../reports/tally.ts';

export interface PartRequest {
  submit: ClientSubmit;
  /** The bind that submitted it. */
  bindId: number | null;
  /** An HTTP client's receipt address and reference, kept with its part (docs/areas/hub.md#http-clients). */
  http?: HttpPartFields;
}

export type Accepted = { status: typeof SUBMIT_STATUS.OK; messageId: string; parts: number; price: number; currency: string } | { status: number };

type Endpoint = typeof hubEndpoints.$inferSelect;

interface Priced {
  index: number;
  request: PartRequest;
  parts: number;
  charge: number;
  currency: string;
  message: NewMessage;
}

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

/** The client rates in force now of the networks asked, one query for a batch. */
async function ratesFor(db: DbOrTx, endpointId: number, networks: string[]): Promise<Map<string, { price: number; currency: string }>> {
  if (!networks.length) return new Map();
  const rows = await db
    .selectDistinctOn([clientRates.mcc, clientRates.mnc], { mcc: clientRates.mcc, mnc: clientRates.mnc, price: clientRates.price, currency: clientRates.currency })
    .from(clientRates)
    .where(and(eq(clientRates.endpoint_id, endpointId), inArray(sql`${clientRates.mcc} || '/' || ${clientRates.mnc}`, networks), lte(clientRates.effective_from, sql`now()`)))
    .orderBy(clientRates.mcc, clientRates.mnc, sql`${clientRates.effective_from} desc`, sql`${clientRates.id} desc`);
  return new Map(rows.map((r) => [`${r.mcc}/${r.mnc}`, { price: r.price, currency: r.currency }]));
}

/** One take for a batch that fits a second's worth; otherwise one per submit, so exactly what the bucket holds goes. */
async function takeTokens(throttle: EndpointThrottle, endpoint: Endpoint, wanted: number[]): Promise<boolean[]> {
  const total = wanted.reduce((a, b) => a + b, 0);
  if (wanted.length > 1 && total <= endpoint.tps && (await throttle.take(endpoint.id, endpoint.tps, total))) return wanted.map(() => true);
  const out: boolean[] = [];
  for (const parts of wanted) out.push(await throttle.take(endpoint.id, endpoint.tps, parts));
  return out;
}

export async function acceptParts(db: Db, throttle: EndpointThrottle, endpointId: number, requests: PartRequest[]): Promise<Accepted[]> {
  const [endpoint] = await db.select().from(hubEndpoints).where(eq(hubEndpoints.id, endpointId));
  if (!endpoint || endpoint.status !== 'active' || endpoint.plan_id === null) return requests.map(() => ({ status: SUBMIT_STATUS.NO_ROUTE }));
  const answers: Accepted[] = new Array(requests.length);
  const partsOf = requests.map((r) => r.submit.parts);
  const tokens = await takeTokens(throttle, endpoint, partsOf);

  // Routed on the team's snapshot: a hub client's numbers are no contacts of the team, so only the
  // number's prefix, the plan and the blacklists decide.
  const snapshot = await snapshotCache(db).get(endpoint.team_id);
  const routed = requests.map((request, index) => {
    if (!tokens[index]) {
      answers[index] = { status: SUBMIT_STATUS.THROTTLED };
      return null;
    }
    const read = readPhoneNumber(request.submit.to);
    if (!read.ok) {
      answers[index] = { status: SUBMIT_STATUS.NO_PRICE };
      return null;
    }
    const group = groupOf(endpoint.id, request.submit);
    const decision = decide(snapshot, { e164: read.number.e164, country: read.number.country, from: request.submit.from, contact: null, planId: endpoint.plan_id }, { explain: false, ...(group && { random: group.draw }) });
    // A number that may not be sent to says so first; then a network the client has no price for; then a plan with no route.
    if (!decision.ok && (decision.refusal === 'blacklisted' || decision.refusal === 'opted_out' || decision.refusal === 'invalid_number')) {
      answers[index] = { status: ROUTING_REFUSAL[decision.refusal] };
      return null;
    }
    return { index, request, decision, group };
  });
  const live = routed.filter((r) => r !== null);
  const network = (r: (typeof live)[number]) => (r.decision.number?.mcc && r.decision.number.mnc ? `${r.decision.number.mcc}/${r.decision.number.mnc}` : null);
  const rates = await ratesFor(db, endpoint.id, [...new Set(live.map(network).filter((n) => n !== null))]);

  const priced: Priced[] = [];
  for (const r of live) {
    const key = network(r);
    const rate = key ? rates.get(key) : undefined;
    if (!rate || rate.currency !== endpoint.currency) {
      answers[r.index] = { status: SUBMIT_STATUS.NO_PRICE };
      continue;
    }
    const { decision, request } = r;
    if (!decision.ok) {
      answers[r.index] = { status: ROUTING_REFUSAL[decision.refusal] };
      continue;
    }
    // Margin is price minus cost in one currency; a route billed in another has no margin to judge here.
    if (endpoint.refuse_negative_margin && decision.cost.currency === rate.currency && decision.cost.price > rate.price) {
      answers[r.index] = { status: SUBMIT_STATUS.NEGATIVE_MARGIN };
      continue;
    }
    const { submit } = request;
    const parts = submit.parts;
    const message: NewMessage = {
      ...buildMessage(decision, { contactId: null, from: submit.from, text: submit.text, measured: { ...submit.measured, encoding: submit.encoding } }),
      ...(submit.segment && { parts: 1, cost: decision.cost.price, failover: decision.failover.map((f) => ({ route_id: f.id, cost: f.cost.price, currency: f.cost.currency })) }),
      segment: submit.segment && { total: submit.segment.total, seq: submit.segment.seq },
      ...(r.group && { concat_ref: r.group.reference }),
    };
    priced.push({ index: r.index, request, parts, charge: rate.price * parts, currency: rate.currency, message });
  }

  try {
    await commit(db, endpoint, priced, answers);
  } catch (error) {
    if (!(error instanceof BelowFloor)) throw error;
    // Not all of them fit: each on its own, in order, takes what is left.
    for (const part of priced) {
      try {
        await commit(db, endpoint, [part], answers);
      } catch (e) {
        if (!(e instanceof BelowFloor)) throw e;
        answers[part.index] = { status: SUBMIT_STATUS.NO_CREDIT };
      }
    }
  }
  return answers;
}

async function commit(db: Db, endpoint: Endpoint, priced: Priced[], answers: Accepted[]): Promise<void> {
  if (!priced.length) return;
  const ids = await db.transaction(async (tx) => {
    const ids = await nextMessageIds(tx, priced.length);
    await insertQueuedMessages(tx, { teamId: endpoint.team_id, userId: null, campaignId: null, run: null }, priced.map((p) => p.message), ids);
    await tx.insert(hubParts).values(
      priced.map((p, i) => ({ message_id: ids[i], team_id: endpoint.team_id, endpoint_id: endpoint.id, company_id: endpoint.company_id, price: p.charge, currency: p.currency, registered_delivery: p.request.submit.receipt, bind_id: p.request.bindId, ...p.request.http })),
    );
    // The charge last: the company's balance row stays locked from its update to the commit, and
    // every part of the company's traffic waits on it, so it is held as briefly as it can be.
    await postCharges(
      tx,
      { teamId: endpoint.team_id, companyId: endpoint.company_id, floor: -endpoint.credit_limit },
      priced.map((p, i) => ({
        amount: p.charge,
        key: `part:${ids[i]}`,
        note: `${p.parts === 1 ? 'SMS' : `SMS, ${p.parts} parts,`} to ${p.request.submit.to} via ${endpoint.name}`,
        ref: { type: 'sms-message', id: String(ids[i]) },
      })),
    );
    // The roll-ups after the ledger, as every transaction moving parts takes them (reports/tally.ts).
    await tallyParts(tx, ids);
    return ids;
  });
  priced.forEach((p, i) => (answers[p.index] = { status: SUBMIT_STATUS.OK, messageId: String(ids[i]), parts: p.parts, price: p.charge, currency: p.currency }));
}

