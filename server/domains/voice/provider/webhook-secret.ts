/**
 * The keys a provider signs its call events with. The built-in simulator runs inside Parley, so its
 * key is derived from the app key (the same in every process on one database, never stored). A
 * carrier signs with the webhook secret of the platform's provider account it calls through
 * (voice_provider_accounts.webhook_secret, sealed; generated when the account is made without one):
 * a delivery to /v1/webhooks/calls/{provider} is accepted when it verifies with the secret of one
 * of that provider's active accounts.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { and, eq, isNotNull } from 'drizzle-orm';
import { VOICE_PROVIDERS } from '../../../../resources/voice/voice-accounts.ts';
import type { Db } from '../../../db/client.ts';
import { voiceProviderAccounts } from '../../../db/schema/index.ts';
import { openCredential } from '../../../security/credentials.ts';

export const CALL_WEBHOOK_PROVIDERS = VOICE_PROVIDERS;
export type CallWebhookProvider = (typeof CALL_WEBHOOK_PROVIDERS)[number];

export function callWebhookSecret(appKey: string, provider: 'simulator'): string {
  return createHmac('sha256', appKey).update(`voice-call-webhooks:${provider}`).digest('hex');
}

/** A fresh webhook secret for a provider account: 32 random bytes, hex. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('hex')}`;

/** Every key a delivery from this provider may be signed with. */
export async function callWebhookSecrets(db: Db, appKey: string, provider: CallWebhookProvider): Promise<string[]> {
  if (provider === 'simulator') return [callWebhookSecret(appKey, 'simulator')];
  const rows = await db
    .select({ secret: voiceProviderAccounts.webhook_secret })
    .from(voiceProviderAccounts)
    .where(and(eq(voiceProviderAccounts.provider, provider), eq(voiceProviderAccounts.status, 'active'), isNotNull(voiceProviderAccounts.webhook_secret)));
  return rows.flatMap((row) => {
    try {
      return [openCredential(row.secret!)];
    } catch {
      // Sealed with a key this server does not have: that account cannot verify anything.
      return [];
    }
  });
}

export const callWebhookPath = (provider: string) => `/v1/webhooks/calls/${provider}`;
