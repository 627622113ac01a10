/**
 * Sending SMS tests (POST /v1/sms/routing/test-sms): a text carrying a code of its own, over
 * exactly the route named (or each route of a rule), to a live phone's number. Each is an SMS
 * message queued for the normal delivery with its route forced and nothing to fail over to, so a
 * test proves that route and no other; its sms-tests record settles from the delivery hooks
 * (outcome.ts) and from what the handset reports (phone-report.ts).
 */
import { randomInt } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { TestSmsRequest, TestSmsResponse } from '../../../../resources/sms/test-sms.ts';
import type { Db } from '../../../db/client.ts';
import type { DbOrTx } from '../../../db/transaction.ts';
import { livePhones, routingRules, smsRoutes, smsTests } from '../../../db/schema/index.ts';
import { invalid } from '../../../http/errors.ts';
import type { Caller } from '../../caller.ts';
import { stampsFor } from '../../caller.ts';
import { insertQueuedMessages, measureText, nextMessageIds, type NewMessage } from '../delivery/message-builder.ts';
import { senderError } from '../delivery/send-message.ts';
import { snapshotCache } from '../routing/cache.ts';

/** What a handset's text is searched for: PT- and six digits. */
export const TEST_CODE = /\bPT-(\d{6})\b/;
const DEFAULT_TEXT = 'Parley route test {code}';

export const newTestCode = (): string => `PT-${randomInt(100_000, 1_000_000)}`;

/** The text sent: the operator's with the code in place of {code}, or after it. */
export function testText(text: string | undefined, code: string): string {
  const base = text?.trim() || DEFAULT_TEXT;
  return base.includes('{code}') ? base.replaceAll('{code}', code) : `${base} ${code}`;
}

/** A live phone's number as the delivery sends to it (E.164). */
export const phoneE164 = (number: string): string => `+${number.replace(/\D/g, '')}`;

export interface TestTarget {
  routeIds: number[];
  phone: typeof livePhones.$inferSelect;
}

/** The routes and phone a request names, each in the caller's team; a 422 names what is wrong. */
export async function testTarget(db: DbOrTx, teamId: number, request: Pick<TestSmsRequest, 'route_id' | 'rule_id' | 'live_phone_id'>): Promise<TestTarget> {
  if ((request.route_id === undefined) === (request.rule_id === undefined)) throw invalid({ route_id: ['Name one route, or one routing rule (each of its routes is tested).'] });
  const [phone] = await db.select().from(livePhones).where(and(eq(livePhones.id, request.live_phone_id), eq(livePhones.team_id, teamId)));
  if (!phone) throw invalid({ live_phone_id: ['No such live phone in this team.'] });
  let wanted: number[];
  if (request.route_id !== undefined) {
    wanted = [request.route_id];
  } else {
    const [rule] = await db.select({ targets: routingRules.targets }).from(routingRules).where(and(eq(routingRules.id, request.rule_id!), eq(routingRules.team_id, teamId)));
    if (!rule) throw invalid({ rule_id: ['No such routing rule in this team.'] });
    wanted = [...new Set(rule.targets.map((t) => t.route_id))];
    if (!wanted.length) throw invalid({ rule_id: ['This rule names no route.'] });
  }
  const found = await db.select({ id: smsRoutes.id }).from(smsRoutes).where(and(inArray(smsRoutes.id, wanted), eq(smsRoutes.team_id, teamId)));
  const known = new Set(found.map((r) => r.id));
  const routeIds = wanted.filter((id) => known.has(id));
  if (!routeIds.length) throw invalid({ [request.route_id !== undefined ? 'route_id' : 'rule_id']: ['No such route in this team.'] });
  return { routeIds, phone };
}

export interface TestOrder {
  senderId: string;
  text?: string;
  /** Who asked: a person, or a schedule (no user). */
  by: Caller | { teamId: number; userId: null };
}

/** Queues one test per route to the phone, in one transaction; answers the tests made. */
export async function queueTests(db: Db, target: TestTarget, order: TestOrder): Promise<TestSmsResponse> {
  const { teamId } = order.by;
  const fromError = senderError(order.senderId);
  if (fromError) throw invalid({ sender_id: [fromError] });
  const snapshot = await snapshotCache(db).get(teamId);
  const { phone } = target;
  const codes = snapshot.networkCodes.get(`${phone.country.toUpperCase()}|${phone.network.toLowerCase()}`) ?? null;
  const now = Date.now();
  const made = target.routeIds.map((routeId) => {
    const code = newTestCode();
    const text = testText(order.text, code);
    const measured = measureText(text);
    if (!measured.ok) throw invalid({ text: [measured.error] });
    const parts = measured.measured.parts.length;
    const rate = snapshot.rates.rateFor(routeId, { mcc: codes?.mcc ?? null, mnc: codes?.mnc ?? null, country: phone.country.toUpperCase() }, now);
    const message: NewMessage = {
      contact_id: null,
      to: phoneE164(phone.number),
      from: order.senderId,
      text,
      encoding: measured.measured.encoding,
      parts,
      route_id: routeId,
      // A test follows no plan, and a route with no price for the network is still tested (cost unknown).
      plan_id: null as unknown as number,
      cost: (rate ? rate.price * parts : null) as number,
      currency: (rate?.currency ?? null) as string,
      // Exactly this route: a failover would prove another one.
      failover: [],
      country: phone.country.toUpperCase(),
      network: phone.network,
      mccmnc: codes ? `${codes.mcc}${codes.mnc}` : null,
    };
    return { routeId, code, text, message };
  });
  const stamps = order.by.userId === null ? { team_id: teamId } : stampsFor(order.by as Caller);
  const rows = await db.transaction(async (tx) => {
    const ids = await nextMessageIds(tx, made.length);
    await insertQueuedMessages(tx, { teamId, userId: order.by.userId, campaignId: null, run: null }, made.map((m) => m.message), ids);
    return tx
      .insert(smsTests)
      .values(made.map((m, i) => ({ ...stamps, route_id: m.routeId, live_phone_id: phone.id, sender_id: order.senderId, text: m.text, code: m.code, status: 'queued' as const, sms_message_id: ids[i] })))
      .returning({ id: smsTests.id, route_id: smsTests.route_id, code: smsTests.code, status: smsTests.status, sms_message_id: smsTests.sms_message_id });
  });
  return { tests: rows.map((r) => ({ ...r, code: r.code! })) };
}

export async function sendSmsTests(db: Db, caller: Caller, request: TestSmsRequest): Promise<TestSmsResponse> {
  const target = await testTarget(db, caller.teamId, request);
  return queueTests(db, target, { senderId: request.sender_id, text: request.text, by: caller });
}
