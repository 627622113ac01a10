/**
 * What a live phone reports through its signed webhook (live-phone-webhooks.ts), applied inside
 * the ingress's transaction: a heartbeat, or an SMS it received. Either way the phone is online
 * and seen now. A received SMS is kept as a live-phone message; when its text carries an SMS
 * test's code (PT-123456) it settles that test: received, after how long, and whether the sender
 * ID and the text arrived as sent.
 */
import { and, desc, eq, gt } from 'drizzle-orm';
import { z } from 'zod';
import { livePhoneMessages, livePhones, smsTests } from '../../../db/schema/index.ts';
import type { Tx } from '../../../db/transaction.ts';
import type { ApplyResult, Delivery } from '../../../webhooks/sources.ts';
import { TEST_CODE } from './send-test.ts';

/** A test is matched for this long after it was sent; an older code is taken for an ordinary SMS. */
const MATCH_WINDOW_MS = 7 * 24 * 3_600_000;

export const phoneReport = z.discriminatedUnion('type', [
  z.object({ type: z.literal('heartbeat'), at: z.iso.datetime({ offset: true }).optional() }).loose(),
  z
    .object({
      type: z.literal('sms'),
      from: z.string().trim().min(1).max(20),
      text: z.string().min(1).max(1600),
      received_at: z.iso.datetime({ offset: true }).optional(),
    })
    .loose(),
]);
export type PhoneReport = z.infer<typeof phoneReport>;

/** A sender as handsets show it: a number with or without its +, or letters as sent. */
const senderKey = (sender: string) => (/^\+?\d+$/.test(sender.trim()) ? sender.replace(/\D/g, '') : sender.trim().toLowerCase());
/** Texts compared as a person reads them: spacing at the ends and line endings aside. */
const textKey = (text: string) => text.replace(/\r\n/g, '\n').trim();

const refuse = (error: string): ApplyResult => ({ status: 422, applied: false, answer: { message: error }, error });

export async function applyPhoneReport(tx: Tx, delivery: Delivery): Promise<ApplyResult> {
  let body: unknown;
  try {
    body = JSON.parse(delivery.raw.toString('utf8'));
  } catch {
    return refuse('The body is not JSON: send {"type":"heartbeat"} or {"type":"sms","from":…,"text":…,"received_at":…}.');
  }
  const parsed = phoneReport.safeParse(body);
  if (!parsed.success) return refuse(parsed.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; '));
  const phoneId = delivery.record.id;
  const now = delivery.receivedAt;
  await tx.update(livePhones).set({ status: 'online', last_seen_at: now, updated_at: now }).where(and(eq(livePhones.id, phoneId), eq(livePhones.team_id, delivery.teamId)));
  const report = parsed.data;
  if (report.type === 'heartbeat') return { status: 200, applied: true, answer: { status: 'online' } };

  // The handset's clock may be off: a time ahead of Parley's is taken as now.
  const claimed = report.received_at ? new Date(report.received_at) : now;
  const receivedAt = claimed.getTime() > now.getTime() ? now : claimed;
  const code = TEST_CODE.exec(report.text)?.[0] ?? null;
  const [test] = code
    ? await tx
        .select()
        .from(smsTests)
        .where(and(eq(smsTests.team_id, delivery.teamId), eq(smsTests.live_phone_id, phoneId), eq(smsTests.code, code), gt(smsTests.created_at, new Date(now.getTime() - MATCH_WINDOW_MS))))
        .orderBy(desc(smsTests.id))
        .limit(1)
    : [];
  let matched: Partial<typeof livePhoneMessages.$inferInsert> = {};
  if (test && !test.delivered_at) {
    const from = test.sent_at ?? test.created_at;
    const latency = Math.max(0, receivedAt.getTime() - from.getTime());
    const senderIntact = senderKey(report.from) === senderKey(test.sender_id);
    const textIntact = textKey(report.text) === textKey(test.text);
    await tx
      .update(smsTests)
      .set({
        // A test that timed out stays so (it came too late to count), but what arrived is kept.
        ...(test.status !== 'timeout' && { status: 'delivered' as const, error: null }),
        delivered_at: receivedAt,
        latency_ms: latency,
        received_sender: report.from,
        received_text: report.text,
        sender_id_intact: senderIntact,
        text_intact: textIntact,
        updated_at: now,
      })
      .where(eq(smsTests.id, test.id));
    matched = { sms_test_id: test.id, route_id: test.route_id, latency_ms: latency, sender_id_intact: senderIntact };
  }
  await tx.insert(livePhoneMessages).values({ team_id: delivery.teamId, live_phone_id: phoneId, sender: report.from, text: report.text, received_at: receivedAt, ...matched });
  return { status: 200, applied: true, answer: { matched_test_id: matched.sms_test_id ?? null } };
}
