/**
 * The webhook signature: `Parley-Signature: t=<unix seconds>,v1=<hex>`, where the hex is
 * HMAC-SHA256, keyed by the source's secret, of `<t>.<raw body>`. Signing the timestamp with the
 * body lets Parley refuse an old request replayed later; comparing in constant time leaks nothing
 * about how much of a forged MAC was right. Several v1 entries may be sent (any one may match).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { SIGNATURE_HEADER, SIGNATURE_TOLERANCE_SECONDS } from '../../resources/workspace/webhook-sources.ts';

export type SignatureResult = 'valid' | 'missing' | 'stale' | 'invalid';

export interface SignatureCheck {
  result: SignatureResult;
  /** The MAC that matched (hex), for a valid signature. */
  mac?: string;
  /** The first MAC the header claimed, to name a refused delivery by. */
  claimed?: string;
  /** What the sender should fix, for anything but valid. */
  message?: string;
}

export function sign(secret: string, timestamp: number, raw: Buffer): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(raw).digest('hex');
}

/** The header a sender attaches: what the README tells senders to compute. */
export function signatureHeader(secret: string, raw: Buffer, timestamp = Math.floor(Date.now() / 1000)): string {
  return `t=${timestamp},v1=${sign(secret, timestamp, raw)}`;
}

function parse(header: string): { t: number; macs: string[] } | null {
  let t: number | null = null;
  const macs: string[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.trim().split('=', 2) as [string, string | undefined];
    if (key === 't' && value && /^\d{1,12}$/.test(value)) t = Number(value);
    else if (key === 'v1' && value && /^[0-9a-f]{64}$/i.test(value)) macs.push(value.toLowerCase());
  }
  return t === null || !macs.length ? null : { t, macs };
}

export function verifySignature(secret: string | null, raw: Buffer, header: string | undefined, nowSeconds = Math.floor(Date.now() / 1000)): SignatureCheck {
  if (!header) return { result: 'missing', message: `Sign the delivery: send a ${SIGNATURE_HEADER} header, t=<unix time>,v1=<HMAC-SHA256 of "<t>.<body>" with the webhook secret, in hex>.` };
  const parsed = parse(header);
  if (!parsed) return { result: 'invalid', message: `The ${SIGNATURE_HEADER} header is not in the form t=<unix time>,v1=<64 hex digits>.` };
  const claimed = parsed.macs[0];
  if (!secret) return { result: 'missing', claimed, message: 'This source has no webhook secret yet: open it in Parley to create one, then sign with it.' };
  if (Math.abs(nowSeconds - parsed.t) > SIGNATURE_TOLERANCE_SECONDS) {
    return { result: 'stale', claimed, message: `The signature's timestamp is more than ${SIGNATURE_TOLERANCE_SECONDS / 60} minutes away from Parley's clock: sign each delivery as you send it, and check the sender's clock.` };
  }
  const expected = Buffer.from(sign(secret, parsed.t, raw), 'hex');
  const mac = parsed.macs.find((m) => timingSafeEqual(Buffer.from(m, 'hex'), expected));
  if (!mac) return { result: 'invalid', claimed, message: 'The signature does not match: sign "<t>.<raw body>" exactly as sent, with the current webhook secret (rotating the secret retires the old one).' };
  return { result: 'valid', mac, claimed };
}
