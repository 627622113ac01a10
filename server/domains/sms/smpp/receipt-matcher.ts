/**
 * Ties receipts to what the caller submitted. A receipt may arrive before the submit_sm_resp that
 * names its id (some SMSCs answer the submit late, or on another bind): such a receipt is held for
 * a moment and matched when the id shows up, and only reported unmatched when it does not.
 */
import type { DeliveryReceipt } from './delivery-receipt.ts';
import { MessageIdIndex, messageIdCandidates, normalizeMessageId } from './message-id.ts';

export interface ReceiptMatcherOptions<T> {
  /** Submitted ids kept waiting for their final receipt. */
  capacity: number;
  /** How long a receipt for an unknown id waits for its submit's response. */
  holdMs: number;
  /** Called once per receipt, with what the caller tied to its id, or null. */
  report: (receipt: DeliveryReceipt, match: T | null) => void;
}

interface Held {
  receipt: DeliveryReceipt;
  keys: string[];
  timer: NodeJS.Timeout;
}

/** Receipts held at once; past this, unknown ids are reported unmatched at once rather than kept. */
const MAX_HELD = 100_000;

export class ReceiptMatcher<T> {
  private readonly index: MessageIdIndex<T>;
  private readonly held = new Map<string, Held[]>();
  private heldCount = 0;

  constructor(private readonly options: ReceiptMatcherOptions<T>) {
    this.index = new MessageIdIndex(options.capacity);
  }

  submitted(messageId: string, value: T): void {
    this.index.add(messageId, value);
    const waiting = this.held.get(normalizeMessageId(messageId));
    if (!waiting) return;
    for (const h of [...waiting]) {
      this.release(h);
      this.received(h.receipt);
    }
  }

  received(receipt: DeliveryReceipt): void {
    const match = this.index.find(receipt.messageId, receipt.final);
    if (match !== undefined || this.heldCount >= MAX_HELD || this.options.holdMs <= 0) return this.options.report(receipt, match ?? null);
    const keys = messageIdCandidates(receipt.messageId);
    const h: Held = {
      receipt,
      keys,
      timer: setTimeout(() => {
        this.release(h);
        this.options.report(receipt, null);
      }, this.options.holdMs),
    };
    for (const key of keys) this.held.set(key, [...(this.held.get(key) ?? []), h]);
    this.heldCount += 1;
  }

  /** Reports what is still held as unmatched and stops its timers. */
  flush(): void {
    const all = new Set([...this.held.values()].flat());
    for (const h of all) {
      this.release(h);
      this.options.report(h.receipt, null);
    }
  }

  private release(h: Held): void {
    clearTimeout(h.timer);
    for (const key of h.keys) {
      const rest = (this.held.get(key) ?? []).filter((other) => other !== h);
      if (rest.length) this.held.set(key, rest);
      else this.held.delete(key);
    }
    this.heldCount -= 1;
  }
}
