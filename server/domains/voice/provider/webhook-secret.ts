/**
 * The key a provider signs its call events with. The built-in simulator runs inside Parley, so its
 * key is derived from the app key (the same in every process on one database, never stored);
 * carriers added later sign with their provider account's secret.
 */
import { createHmac } from 'node:crypto';

export const CALL_WEBHOOK_PROVIDERS = ['simulator'] as const;
export type CallWebhookProvider = (typeof CALL_WEBHOOK_PROVIDERS)[number];

export function callWebhookSecret(appKey: string, provider: CallWebhookProvider): string {
  return createHmac('sha256', appKey).update(`voice-call-webhooks:${provider}`).digest('hex');
}

export const callWebhookPath = (provider: string) => `/v1/webhooks/calls/${provider}`;
