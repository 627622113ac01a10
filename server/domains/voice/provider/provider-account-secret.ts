/**
 * Rotating a provider account's webhook secret: a new one replaces the old at once (deliveries
 * signed with the old one answer 401 from then on), and the answer is the only place it is shown
 * in full, with the address the carrier posts to.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { voiceProviderAccounts } from '../../../db/schema/index.ts';
import { notFound } from '../../../http/errors.ts';
import { sealCredential } from '../../../security/credentials.ts';
import { callWebhookPath, newWebhookSecret } from './webhook-secret.ts';

export async function rotateProviderWebhookSecret(db: Db, id: number, userId: number, apiUrl: string): Promise<{ webhook_url: string; webhook_secret: string }> {
  const secret = newWebhookSecret();
  const [row] = await db
    .update(voiceProviderAccounts)
    .set({ webhook_secret: sealCredential(secret), version: sql`${voiceProviderAccounts.version} + 1`, updated_at: new Date(), updated_by_id: userId })
    .where(eq(voiceProviderAccounts.id, id))
    .returning({ provider: voiceProviderAccounts.provider });
  if (!row) throw notFound('No such provider account.');
  return { webhook_url: `${apiUrl}${callWebhookPath(row.provider)}`, webhook_secret: secret };
}
