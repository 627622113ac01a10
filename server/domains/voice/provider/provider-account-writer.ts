/**
 * Generic create of a provider account: without a webhook secret typed in (the carrier's own), one
 * is generated, so the account's deliveries can be verified from the start; it is sealed like any
 * credential. Rotating it (provider-account-secret.ts) is how a person sees it.
 */
import type { RecordWriter } from '../../../crud/record-writer.ts';
import { sealCredential } from '../../../security/credentials.ts';
import { newWebhookSecret } from './webhook-secret.ts';

export const providerAccountWriter: RecordWriter = {
  async prepare(values, ctx) {
    if (ctx.mode === 'create' && !values.webhook_secret) return { ...values, webhook_secret: sealCredential(newWebhookSecret()) };
    return values;
  },
};
