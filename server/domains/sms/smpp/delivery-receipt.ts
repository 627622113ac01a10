/**
 * Delivery receipts as vendors send them: a deliver_sm whose esm_class says "receipt", whose text
 * follows the SMPP 3.4 appendix B format (`id:… sub:… dlvrd:… submit date:… done date:… stat:…
 * err:… text:…`) more or less faithfully, and which may carry the message id and state as TLVs too.
 * The TLVs win over the text: they are typed, and the text is often truncated or reformatted.
 */

export type ReceiptStat = 'DELIVRD' | 'EXPIRED' | 'DELETED' | 'UNDELIV' | 'ACCEPTD' | 'UNKNOWN' | 'REJECTD' | 'ENROUTE';

export interface DeliveryReceipt {
  messageId: string;
  stat: ReceiptStat;
  /** The vendor's error code as written (`000`, `0x1b`…); null when absent. */
  err: string | null;
  submittedAt: Date | null;
  doneAt: Date | null;
  /** How many messages were submitted and delivered, as the receipt counts them. */
  submitted: number | null;
  delivered: number | null;
  /** The final states: the message will get no further receipt. */
  final: boolean;
}

/** message_state TLV values (SMPP 3.4 §5.2.28) and the stat the text would use for each. */
const STATE_STATS: Record<number, ReceiptStat> = {
  1: 'ENROUTE',
  2: 'DELIVRD',
  3: 'EXPIRED',
  4: 'DELETED',
  5: 'UNDELIV',
  6: 'ACCEPTD',
  7: 'UNKNOWN',
  8: 'REJECTD',
};
/** Spellings seen in the wild for the standard stats. */
const STAT_ALIASES: Record<string, ReceiptStat> = {
  DELIVERED: 'DELIVRD',
  UNDELIVERABLE: 'UNDELIV',
  REJECTED: 'REJECTD',
  ACCEPTED: 'ACCEPTD',
  FAILED: 'UNDELIV',
};
const FINAL = new Set<ReceiptStat>(['DELIVRD', 'EXPIRED', 'DELETED', 'UNDELIV', 'REJECTD']);
const STATS = new Set<string>(Object.values(STATE_STATS));

/** esm_class message type bits 2–5: 0x04 is a delivery receipt (0x08/0x10/0x20 other acknowledgements). */
export const isDeliveryReceipt = (esmClass: number) => (esmClass & 0x3c) === 0x04;

function field(text: string, name: string): string | null {
  const match = new RegExp(`(?:^|\\s)${name}:\\s*(\\S*)`, 'i').exec(text);
  return match && match[1] !== '' ? match[1] : null;
}

function count(value: string | null): number | null {
  return value !== null && /^\d+$/.test(value) ? Number(value) : null;
}

/** YYMMDDhhmm or YYMMDDhhmmss, read as UTC (receipts name no zone); null when it is not a date. */
export function receiptDate(value: string | null): Date | null {
  const m = value ? /^(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})?$/.exec(value) : null;
  if (!m) return null;
  const [year, month, day, hour, minute, second] = m.slice(1).map((v) => Number(v ?? 0));
  const date = new Date(Date.UTC(2000 + year, month - 1, day, hour, minute, second));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day && hour < 24 && minute < 60 && second < 60 ? date : null;
}

function statOf(text: string | null, state: number | null): ReceiptStat | null {
  if (state !== null && STATE_STATS[state]) return STATE_STATS[state];
  if (!text) return null;
  const upper = text.toUpperCase();
  return STATS.has(upper) ? (upper as ReceiptStat) : (STAT_ALIASES[upper] ?? 'UNKNOWN');
}

export interface ReceiptFields {
  text: string;
  receiptedMessageId?: string | null;
  messageState?: number | null;
}

/** The receipt, or null when neither the TLVs nor the text name the message it is about. */
export function parseDeliveryReceipt({ text, receiptedMessageId, messageState }: ReceiptFields): DeliveryReceipt | null {
  const messageId = receiptedMessageId?.trim() || field(text, 'id');
  if (!messageId) return null;
  const stat = statOf(field(text, 'stat'), messageState ?? null) ?? 'UNKNOWN';
  return {
    messageId,
    stat,
    err: field(text, 'err'),
    submittedAt: receiptDate(field(text, 'submit date')),
    doneAt: receiptDate(field(text, 'done date')),
    submitted: count(field(text, 'sub')),
    delivered: count(field(text, 'dlvrd')),
    final: FINAL.has(stat),
  };
}

/** The message_state TLV value (SMPP 3.4 §5.2.28) of each stat. */
export const STAT_STATES: Record<ReceiptStat, number> = { ENROUTE: 1, DELIVRD: 2, EXPIRED: 3, DELETED: 4, UNDELIV: 5, ACCEPTD: 6, UNKNOWN: 7, REJECTD: 8 };

const two = (n: number) => String(n).padStart(2, '0');
/** YYMMDDhhmm in UTC, as receipts write dates. */
export const receiptClock = (d: Date) => `${two(d.getUTCFullYear() % 100)}${two(d.getUTCMonth() + 1)}${two(d.getUTCDate())}${two(d.getUTCHours())}${two(d.getUTCMinutes())}`;

/** A receipt's text in the SMPP 3.4 appendix B format, with the first 20 characters of the message. */
export function formatDeliveryReceipt(r: { messageId: string; stat: ReceiptStat; err: string; submittedAt: Date; doneAt: Date; text: string }): string {
  const delivered = r.stat === 'DELIVRD' ? '001' : '000';
  return `id:${r.messageId} sub:001 dlvrd:${delivered} submit date:${receiptClock(r.submittedAt)} done date:${receiptClock(r.doneAt)} stat:${r.stat} err:${r.err} text:${r.text.slice(0, 20)}`;
}
