/**
 * A JSON body signed the way Parley's webhook sources check deliveries (server/webhooks/signature.ts):
 * `Parley-Signature: t=<unix seconds>,v1=<HMAC-SHA256 of "<t>.<body>">` with the secret the team
 * set, and a `Parley-Delivery` id the receiver can drop a repeat by. Without a secret the body goes
 * unsigned (the receiver then has only the address to trust).
 */
import { DELIVERY_HEADER, SIGNATURE_HEADER } from '../../../resources/workspace/webhook-sources.ts';
import { openCredential } from '../../security/credentials.ts';
import { signatureHeader } from '../../webhooks/signature.ts';

export function signedJson(payload: unknown, sealedSecret: string | null, deliveryId: string): { raw: Buffer; headers: Record<string, string> } {
  const raw = Buffer.from(JSON.stringify(payload));
  const headers: Record<string, string> = { [DELIVERY_HEADER]: deliveryId };
  if (sealedSecret) headers[SIGNATURE_HEADER] = signatureHeader(openCredential(sealedSecret), raw);
  return { raw, headers };
}
