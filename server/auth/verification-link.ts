/**
 * Signed, expiring email-verification links. The link names the user and a hash of the address
 * being verified, so a link for an old address stops working once the email changes.
 */
import type { UserRow } from '../db/schema/index.ts';
import { hmac, safeEqual, sha256 } from './secrets.ts';

export const VERIFICATION_TTL_MS = 60 * 60 * 1000;

export interface VerificationParams {
  id: string;
  hash: string;
  expires: string;
  signature: string;
}

export const emailHash = (email: string) => sha256(email.toLowerCase()).slice(0, 40);

export function signVerification(appKey: string, user: Pick<UserRow, 'id' | 'email'>, now = Date.now()): VerificationParams {
  const id = String(user.id);
  const hash = emailHash(user.email);
  const expires = String(Math.floor((now + VERIFICATION_TTL_MS) / 1000));
  return { id, hash, expires, signature: hmac(appKey, `${id}.${hash}.${expires}`) };
}

export function verificationUrl(appUrl: string, params: VerificationParams): string {
  return `${appUrl}/verify-email?${new URLSearchParams({ ...params }).toString()}`;
}

export type LinkCheck = 'ok' | 'invalid' | 'expired';

export function checkVerification(appKey: string, p: VerificationParams, user: Pick<UserRow, 'id' | 'email'> | undefined): LinkCheck {
  const expected = hmac(appKey, `${p.id}.${p.hash}.${p.expires}`);
  if (!safeEqual(expected, p.signature)) return 'invalid';
  if (!user || String(user.id) !== p.id || emailHash(user.email) !== p.hash) return 'invalid';
  if (Number(p.expires) * 1000 < Date.now()) return 'expired';
  return 'ok';
}
