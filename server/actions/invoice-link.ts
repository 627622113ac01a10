/**
 * A short-lived signed link to an invoice's printable document, so it opens in a new browser tab
 * (which carries no bearer token) and can be forwarded to an accountant for a quarter of an hour.
 */
import { hmac, safeEqual } from '../auth/secrets.ts';

export const INVOICE_LINK_TTL_MS = 15 * 60 * 1000;
export const INVOICE_DOCUMENT_PATH = '/v1/billing/invoices/:id/document';

const payload = (id: number, teamId: number, expires: number) => `invoice-document:${id}:${teamId}:${expires}`;

export function signInvoiceLink(appKey: string, apiBase: string, id: number, teamId: number, now = Date.now()): string {
  const expires = now + INVOICE_LINK_TTL_MS;
  const query = new URLSearchParams({ team: String(teamId), expires: String(expires), signature: hmac(appKey, payload(id, teamId, expires)) });
  return `${apiBase}${INVOICE_DOCUMENT_PATH.replace(':id', String(id))}?${query}`;
}

export function checkInvoiceLink(appKey: string, id: number, q: { team: number; expires: number; signature: string }, now = Date.now()): 'ok' | 'invalid' | 'expired' {
  if (!safeEqual(hmac(appKey, payload(id, q.team, q.expires)), q.signature)) return 'invalid';
  return q.expires < now ? 'expired' : 'ok';
}
