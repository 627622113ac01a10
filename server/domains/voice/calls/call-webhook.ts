/**
 * One delivery to POST /v1/webhooks/calls/{provider}: the provider known, the signature over the
 * raw body valid with one of the provider's keys (provider/webhook-secret.ts; else 401, nothing
 * read), the body a call event (else 422), its call known (else 404); then applied once.
 */
import type { Db } from '../../../db/client.ts';
import { HttpError, invalid, notFound } from '../../../http/errors.ts';
import { verifySignature } from '../../../webhooks/signature.ts';
import { CALL_WEBHOOK_PROVIDERS, callWebhookSecrets } from '../provider/webhook-secret.ts';
import { callEventSchema } from './call-events.ts';
import { receiveCallEvent } from './receive-event.ts';

export interface CallWebhookAnswer {
  received: boolean;
  duplicate: boolean;
}

export async function receiveCallWebhook(db: Db, appKey: string, providerName: string, raw: Buffer, signature: string | undefined): Promise<CallWebhookAnswer> {
  const provider = CALL_WEBHOOK_PROVIDERS.find((p) => p === providerName);
  if (!provider) throw notFound('No such voice provider.');
  const secrets = await callWebhookSecrets(db, appKey, provider);
  const checks = (secrets.length ? secrets : [null]).map((secret) => verifySignature(secret, raw, signature));
  if (!checks.some((check) => check.result === 'valid')) throw new HttpError(401, checks[0].message!);
  let body: unknown;
  try {
    body = JSON.parse(raw.toString('utf8'));
  } catch {
    throw invalid({ body: ['The body is not JSON.'] });
  }
  const parsed = callEventSchema.safeParse(body);
  if (!parsed.success) throw invalid(Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.') || 'body', [i.message]])));
  const received = await receiveCallEvent(db, provider, parsed.data);
  if (received.result === 'unknown_call') throw notFound('No such call.');
  return received.result === 'duplicate' ? { received: true, duplicate: true } : { received: true, duplicate: false };
}
