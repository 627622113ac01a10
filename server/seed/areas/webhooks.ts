/**
 * Demo data of the webhook ingress: a feed the team's CRM pushes sign-ups to, and its deliveries
 * of the last week, received by the real ingress (signed, one retried by the sender, one signed
 * with a retired secret), so the delivery log, the feed's log entries and the contacts they made
 * agree with each other.
 */
import type { Db } from '../../db/client.ts';
import { feeds } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { KEPT_BODY_BYTES, receiveDelivery } from '../../webhooks/ingress.ts';
import { revealSecret } from '../../webhooks/secrets.ts';
import { signatureHeader } from '../../webhooks/signature.ts';
import { webhookSourceOf } from '../../areas.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const PEOPLE = [
  ['Maya', 'Okafor'],
  ['Daniel', 'Weber'],
  ['Aisha', 'Rahman'],
  ['Tom', 'Hughes'],
  ['Lucía', 'Ortega'],
  ['Karim', 'Haddad'],
  ['Ines', 'Costa'],
  ['Oliver', 'Brandt'],
  ['Yara', 'Nasser'],
  ['Sam', 'Patel'],
  ['Freya', 'Lund'],
  ['Marco', 'Bianchi'],
] as const;

/** The deliveries: days ago, hour of the day, people (indexes into PEOPLE) and what else came along. */
const DELIVERIES = [
  { daysAgo: 6, hour: 9, people: [0, 1, 2] },
  { daysAgo: 5, hour: 14, people: [3, 4] },
  { daysAgo: 3, hour: 11, people: [5, 6, 7], broken: true },
  { daysAgo: 2, hour: 16, people: [8, 9], retried: true },
  { daysAgo: 1, hour: 10, people: [10, 11, 0], forged: true },
] as const;

export async function seedWebhooks(db: Db, demo: { teamId: number; userId: number }): Promise<void> {
  const now = Date.now();
  const [feed] = await db
    .insert(feeds)
    .values({ team_id: demo.teamId, created_by_id: demo.userId, updated_by_id: demo.userId, name: 'CRM sign-ups (pushed)', format: 'json', schedule: 'manual', active: true, created_at: new Date(now - 14 * DAY) })
    .returning({ id: feeds.id });
  const source = webhookSourceOf('feeds');
  const record = (await source.find(db, demo.teamId, feed.id))!;
  const { secret } = await revealSecret(db, source, record);
  const options = { db, keepBodyBytes: KEPT_BODY_BYTES };

  for (const [n, d] of DELIVERIES.entries()) {
    const receivedAt = new Date(Math.min(now - HOUR, startOfDay(now) - d.daysAgo * DAY + d.hour * HOUR));
    const contacts: Record<string, unknown>[] = d.people.map((p) => ({
      phone: `+1628555${String(100 + p).padStart(4, '0')}`,
      first_name: PEOPLE[p][0],
      last_name: PEOPLE[p][1],
      email: `${PEOPLE[p][0].toLowerCase().normalize('NFD').replace(/[^a-z]/g, '')}@example.com`,
      tags: ['crm', 'sign-up'],
    }));
    if ('broken' in d) contacts.push({ phone: '555-0199', first_name: 'Unknown' });
    const raw = Buffer.from(JSON.stringify({ contacts }));
    const send = (at: Date, key: string) =>
      receiveDelivery(options, {
        kind: 'feeds',
        teamId: demo.teamId,
        sourceId: feed.id,
        raw,
        contentType: 'application/json',
        signature: signatureHeader(key, raw, Math.floor(at.getTime() / 1000)),
        deliveryHeader: `crm-evt-${4100 + n}`,
        remoteIp: '203.0.113.24',
        requestId: `seed-${n}`,
        receivedAt: at,
        started: performance.now(),
      });
    // A sender signing with the secret it had before the last rotation is refused, and only logged.
    if ('forged' in d) await send(receivedAt, 'whsec_retired-before-the-last-rotation').catch((e: unknown) => expectRefusal(e));
    await send(new Date(receivedAt.getTime() + 2 * 60_000), secret);
    // The sender did not see the answer and sent the same delivery again: nothing happens twice.
    if ('retried' in d) await send(new Date(receivedAt.getTime() + 7 * 60_000), secret);
  }
}

function expectRefusal(error: unknown): void {
  if (!(error instanceof HttpError) || error.statusCode !== 401) throw error;
}

function startOfDay(ms: number): number {
  const d = new Date(ms);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
}
