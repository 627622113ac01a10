/**
 * Short-lived signed links to a team's document (an invoice, an exported file): a new browser tab
 * carries no bearer token, so the link itself is the credential, for a quarter of an hour.
 */
import { hmac, safeEqual } from '../auth/secrets.ts';

export const SIGNED_LINK_TTL_MS = 15 * 60 * 1000;

export interface SignedQuery {
  team: number;
  expires: number;
  signature: string;
}

const payload = (purpose: string, id: number, teamId: number, expires: number) => `${purpose}:${id}:${teamId}:${expires}`;

/** `<apiBase><path with :id filled>?team=…&expires=…&signature=…` */
export function signLink(appKey: string, purpose: string, url: string, id: number, teamId: number, now = Date.now()): string {
  const expires = now + SIGNED_LINK_TTL_MS;
  const query = new URLSearchParams({ team: String(teamId), expires: String(expires), signature: hmac(appKey, payload(purpose, id, teamId, expires)) });
  return `${url.replace(':id', String(id))}?${query}`;
}

export function checkLink(appKey: string, purpose: string, id: number, q: SignedQuery, now = Date.now()): 'ok' | 'invalid' | 'expired' {
  if (!safeEqual(hmac(appKey, payload(purpose, id, q.team, q.expires)), q.signature)) return 'invalid';
  return q.expires < now ? 'expired' : 'ok';
}
