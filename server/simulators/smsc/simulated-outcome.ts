/**
 * What the SMSC simulator decides about a message, the same way every time for the same seed and
 * message id (so tests and demos repeat): whether it is delivered, how long that takes, and the
 * receipt that says so, in the SMPP 3.4 appendix B text format real SMSCs use.
 */
import { formatDeliveryReceipt, type ReceiptStat } from '../../domains/sms/smpp/delivery-receipt.ts';

/** A number in [0, 1) from the seed and what it is drawn for (FNV-1a). */
export function draw(seed: string, purpose: string): number {
  let hash = 0x811c9dc5;
  const text = `${seed}|${purpose}`;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) / 0x1_0000_0000;
}

/** A whole number of milliseconds in [min, max], drawn. */
export function drawBetween(seed: string, purpose: string, [min, max]: readonly [number, number]): number {
  return Math.round(min + draw(seed, purpose) * (max - min));
}

export interface Outcome {
  stat: ReceiptStat;
  /** message_state TLV value (SMPP 3.4 §5.2.28). */
  state: number;
  err: string;
}

const DELIVERED: Outcome = { stat: 'DELIVRD', state: 2, err: '000' };
/** Failures share the undelivered rest equally: a handset that is off, a message that waited too long, a network that said no. */
const FAILURES: Outcome[] = [
  { stat: 'UNDELIV', state: 5, err: '001' },
  { stat: 'EXPIRED', state: 3, err: '000' },
  { stat: 'REJECTD', state: 8, err: '002' },
];

export function outcomeOf(seed: string, messageId: string, deliveryRatio: number): Outcome {
  if (draw(seed, `delivered:${messageId}`) < deliveryRatio) return DELIVERED;
  return FAILURES[Math.floor(draw(seed, `failure:${messageId}`) * FAILURES.length)];
}

export function receiptText(id: string, outcome: Outcome, submittedAt: Date, doneAt: Date, text: string): string {
  return formatDeliveryReceipt({ messageId: id, stat: outcome.stat, err: outcome.err, submittedAt, doneAt, text });
}
