/**
 * The demo HTTP client's receipt deliveries (docs/areas/hub.md#http-clients): Quickcart's JSON
 * receipts, one taken at once, one taken on its second try after its server answered 503, one
 * whose address timed out first. Each names a message of the endpoint's
 * traffic where the demo has some.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { hubEndpoints, hubParts, hubReceiptAttempts, smsMessages } from '../../db/schema/index.ts';
import { MINUTE } from '../clock.ts';

export async function seedReceiptAttempts(db: Db, demo: { teamId: number; userId: number }, now = Date.now()): Promise<void> {
  const [endpoint] = await db.select({ id: hubEndpoints.id }).from(hubEndpoints).where(and(eq(hubEndpoints.team_id, demo.teamId), eq(hubEndpoints.protocol, 'http'), eq(hubEndpoints.status, 'active')));
  if (!endpoint) return;
  let messages = (await db.select({ id: hubParts.message_id }).from(hubParts).where(eq(hubParts.endpoint_id, endpoint.id)).orderBy(desc(hubParts.message_id)).limit(3)).map((r) => r.id);
  if (messages.length < 3) messages = (await db.select({ id: smsMessages.id }).from(smsMessages).where(eq(smsMessages.team_id, demo.teamId)).orderBy(desc(smsMessages.id)).limit(3)).map((r) => r.id);
  if (messages.length < 3) return;
  const at = (minutesAgo: number) => new Date(now - minutesAgo * MINUTE);
  const own = { team_id: demo.teamId, endpoint_id: endpoint.id, format: 'json' as const, url: 'https://hooks.quickcart.example/sms/receipts', event: 'delivered' as const };
  await db.insert(hubReceiptAttempts).values([
    { ...own, message_id: messages[2], client_ref: 'order-58213', attempt: 1, outcome: 'delivered', status_code: 200, attempted_at: at(190) },
    { ...own, message_id: messages[1], client_ref: 'order-58240', attempt: 1, outcome: 'failed', status_code: 503, error: 'hooks.quickcart.example answered 503 Service Unavailable.', attempted_at: at(95), next_attempt_at: at(94.5) },
    { ...own, message_id: messages[1], client_ref: 'order-58240', attempt: 2, outcome: 'delivered', status_code: 200, attempted_at: at(94.5) },
    { ...own, message_id: messages[0], client_ref: 'order-58262', event: 'undelivered', attempt: 1, outcome: 'failed', status_code: null, error: 'hooks.quickcart.example did not answer within 15 seconds.', attempted_at: at(40), next_attempt_at: at(39.5) },
    { ...own, message_id: messages[0], client_ref: 'order-58262', event: 'undelivered', attempt: 2, outcome: 'delivered', status_code: 204, attempted_at: at(39.5) },
  ]);
}
