/**
 * A short-lived signed link to an invoice's printable document, so it opens in a new browser tab
 * and can be forwarded to an accountant for a quarter of an hour.
 */
import { checkLink, signLink, SIGNED_LINK_TTL_MS, type SignedQuery } from '../../http/signed-link.ts';

export const INVOICE_LINK_TTL_MS = SIGNED_LINK_TTL_MS;
export const INVOICE_DOCUMENT_PATH = '/v1/billing/invoices/:id/document';

export function signInvoiceLink(appKey: string, apiBase: string, id: number, teamId: number, now = Date.now()): string {
  return signLink(appKey, 'invoice-document', `${apiBase}${INVOICE_DOCUMENT_PATH}`, id, teamId, now);
}

export function checkInvoiceLink(appKey: string, id: number, q: SignedQuery, now = Date.now()): 'ok' | 'invalid' | 'expired' {
  return checkLink(appKey, 'invoice-document', id, q, now);
}
