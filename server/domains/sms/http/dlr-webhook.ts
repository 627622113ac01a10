/**
 * A delivery receipt an HTTP route's vendor calls back with (docs/areas/sms.md#http-routes), by
 * POST (JSON or form fields) or GET (query): the route says which field holds the vendor's message
 * id, the status and the error. Status words are read as the SMPP receipt's stats: delivered,
 * failed, expired, rejected, or not final yet (accepted, sent, buffered…), which change nothing.
 * The receipt then goes through the same recorder as an SMPP one: matched per part by route and
 * vendor id, kept pending when its part's id is not written yet.
 */
import type { smsRoutes } from '../../../db/schema/index.ts';
import type { ReceiptStat } from '../smpp/delivery-receipt.ts';
import type { MatchedReceipt } from '../smpp/link-types.ts';
import { valueAtPath } from './request-template.ts';

const WORDS: Record<string, ReceiptStat> = {
  delivered: 'DELIVRD',
  delivrd: 'DELIVRD',
  delivered_to_handset: 'DELIVRD',
  success: 'DELIVRD',
  failed: 'UNDELIV',
  failure: 'UNDELIV',
  undeliv: 'UNDELIV',
  undelivered: 'UNDELIV',
  undeliverable: 'UNDELIV',
  expired: 'EXPIRED',
  rejected: 'REJECTD',
  rejectd: 'REJECTD',
  deleted: 'DELETED',
  accepted: 'ACCEPTD',
  acceptd: 'ACCEPTD',
  enroute: 'ENROUTE',
  sent: 'ENROUTE',
  queued: 'ENROUTE',
  buffered: 'ENROUTE',
  pending: 'ENROUTE',
  submitted: 'ENROUTE',
};
const FINAL = new Set<ReceiptStat>(['DELIVRD', 'EXPIRED', 'DELETED', 'UNDELIV', 'REJECTD']);

/** A vendor's status word as a receipt stat; UNKNOWN (not final) for a word Parley does not know. */
export function statOfWord(word: string): ReceiptStat {
  return WORDS[word.trim().toLowerCase().replace(/[\s-]+/g, '_')] ?? 'UNKNOWN';
}

type Route = Pick<typeof smsRoutes.$inferSelect, 'dlr_id_field' | 'dlr_status_field' | 'dlr_error_field'>;

export type ReadReceipt = { ok: true; receipt: MatchedReceipt } | { ok: false; field: string; message: string };

/** The receipt in a callback's fields (query and body merged, the body winning), by the route's field names. */
export function readDlr(route: Route, fields: Record<string, unknown>): ReadReceipt {
  const messageId = valueAtPath(fields, route.dlr_id_field)?.trim();
  if (!messageId) return { ok: false, field: route.dlr_id_field, message: `The receipt has no message id in ${route.dlr_id_field}.` };
  const word = valueAtPath(fields, route.dlr_status_field)?.trim();
  if (!word) return { ok: false, field: route.dlr_status_field, message: `The receipt has no status in ${route.dlr_status_field}.` };
  const stat = statOfWord(word);
  const err = route.dlr_error_field ? (valueAtPath(fields, route.dlr_error_field)?.trim() ?? null) : null;
  return {
    ok: true,
    receipt: { messageId, stat, err: err || null, submittedAt: null, doneAt: null, submitted: null, delivered: null, final: FINAL.has(stat), ref: null, part: null },
  };
}
