/**
 * Demo SMS history: two weeks of messages to the demo audience's numbers (or to UK test numbers
 * when the audience is not seeded), most delivered, some failed, expired or rejected, a few still
 * waiting for their receipt, a few taken by their second route, each with its parts as the sender
 * would have written them.
 */
import { and, eq, isNotNull } from 'drizzle-orm';
import { measureSms } from '../../../resources/format/sms-text.ts';
import type { SmsMessageStatus } from '../../../resources/sms/sms-logs.ts';
import type { Db } from '../../db/client.ts';
import { contacts, routingPlans, smsMessageParts, smsMessages, smsRoutes, type SmsPartStatus } from '../../db/schema/index.ts';
import { demoClock, MINUTE } from '../clock.ts';
import { insertChunks, seededRandom } from '../random.ts';

const MESSAGES = 240;
const TEXTS = [
  'Your Parley verification code is {code}. It expires in 10 minutes.',
  'Hi! Your order has shipped and arrives tomorrow between 9:00 and 13:00. Track it in the app.',
  'Reminder: your appointment is on Thursday at 15:30. Reply STOP to opt out.',
  'عرض خاص لعملائنا المميزين: خصم ٢٠٪ على جميع المنتجات حتى نهاية الأسبوع. شكراً لثقتكم بنا، ونتطلع لخدمتكم دائماً في جميع فروعنا.',
  'کد تأیید شما {code} است. این کد را در اختیار دیگران قرار ندهید.',
  'Flash sale this weekend only: 30% off everything in store and online with code WEEKEND30. Terms apply; see the website for the full list of excluded items and delivery times.',
];
const OUTCOMES: [SmsMessageStatus, number][] = [
  ['delivered', 84],
  ['failed', 5],
  ['expired', 3],
  ['rejected', 2],
  ['sent', 6],
];
const ERRORS: Partial<Record<SmsMessageStatus, string>> = {
  failed: 'The vendor reported the message failed (error 001).',
  expired: 'The vendor reported the message expired (error 000).',
  rejected: 'The vendor reported the message rejected (error 002).',
};

export async function seedSmsLogs(db: Db, demo: { teamId: number; userId: number }): Promise<void> {
  const rnd = seededRandom(20_261_124);
  const { daysAgo } = demoClock();
  const routes = await db.select({ id: smsRoutes.id }).from(smsRoutes).where(and(eq(smsRoutes.team_id, demo.teamId), eq(smsRoutes.status, 'active'), eq(smsRoutes.protocol, 'smpp')));
  const [plan] = await db.select({ id: routingPlans.id }).from(routingPlans).where(and(eq(routingPlans.team_id, demo.teamId), eq(routingPlans.is_default, true)));
  const people = await db
    .select({ id: contacts.id, phone: contacts.phone, country: contacts.country, network: contacts.network, mcc: contacts.mcc, mnc: contacts.mnc })
    .from(contacts)
    .where(and(eq(contacts.team_id, demo.teamId), isNotNull(contacts.phone)))
    .limit(MESSAGES);
  if (!routes.length) return;
  // Some messages went to the HTTP route first, which was down: the route that took them keeps that on their log.
  const [httpRoute] = await db.select({ id: smsRoutes.id }).from(smsRoutes).where(and(eq(smsRoutes.team_id, demo.teamId), eq(smsRoutes.protocol, 'http')));

  const messages: (typeof smsMessages.$inferInsert)[] = [];
  const outcomes: SmsMessageStatus[] = [];
  for (let i = 0; i < MESSAGES; i++) {
    const person = people.length ? people[i % people.length] : null;
    const text = rnd.pick(TEXTS).replace('{code}', rnd.digits(6));
    const { encoding, parts } = measureSms(text);
    const status = rnd.weighted(OUTCOMES);
    const submitted = daysAgo(rnd.int(0, 14), rnd.int(8 * 60, 21 * 60));
    outcomes.push(status);
    messages.push({
      team_id: demo.teamId,
      created_by_id: demo.userId,
      updated_by_id: demo.userId,
      contact_id: person?.id ?? null,
      to: person?.phone ?? `+4477009${rnd.digits(5)}`,
      from: rnd.pick(['Parley', 'BrightBank', '447700900100']),
      text,
      encoding,
      parts: parts.length,
      // Where the number was routed to, as the contact's facts say; the stand-in numbers are British.
      country: person ? person.country : 'GB',
      network: person?.network ?? null,
      mccmnc: person?.mcc && person.mnc ? `${person.mcc}${person.mnc}` : null,
      route_id: rnd.pick(routes).id,
      plan_id: plan?.id ?? null,
      status,
      cost: parts.length * rnd.int(8_000, 60_000),
      currency: 'EUR',
      error: ERRORS[status] ?? null,
      ...(httpRoute && i % 12 === 5
        ? {
            attempts: 2,
            attempts_log: [{ route_id: httpRoute.id, reason: 'The vendor answered 503: {"error":"service temporarily unavailable"}. Still so after 5 retries.', code: 'HTTP 503', at: new Date(submitted.getTime() - 24_000).toISOString() }],
          }
        : { attempts: 1 }),
      concat_ref: rnd.int(0, 255),
      created_at: submitted,
      updated_at: submitted,
      submitted_at: submitted,
      delivered_at: status === 'delivered' ? new Date(submitted.getTime() + rnd.int(2, 90) * 1000) : null,
    });
  }
  const ids: { id: number }[] = [];
  await insertChunks(messages, async (chunk) => ids.push(...(await db.insert(smsMessages).values(chunk).returning({ id: smsMessages.id }))));
  const parts = messages.flatMap((m, i) =>
    Array.from({ length: m.parts }, (_, seq) => {
      // The part that ended badly is the last; the others were delivered.
      const last = seq === m.parts - 1;
      const status: SmsPartStatus = outcomes[i] === 'delivered' || outcomes[i] === 'sent' || last ? outcomes[i] : 'delivered';
      return {
        message_id: ids[i].id,
        seq,
        route_id: m.route_id,
        vendor_message_id: rnd.hex(8),
        status,
        error_code: status === 'delivered' || status === 'sent' ? '000' : '001',
        submitted_at: m.submitted_at,
        done_at: status === 'sent' ? null : new Date((m.submitted_at as Date).getTime() + MINUTE),
      };
    }),
  );
  await insertChunks(parts, (chunk) => db.insert(smsMessageParts).values(chunk));
}
