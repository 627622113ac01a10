/**
 * Matching the message id of a receipt to the one submit_sm_resp gave. Many vendors answer the
 * submit with an id in hex and write it in decimal in the receipt (or the other way round), pad it
 * with zeros, or change its case, so an id is looked up under each of the forms it may have had.
 */

/** The id with case and leading zeros ironed out: `00A1f` → `a1f`. */
export function normalizeMessageId(id: string): string {
  const lower = id.trim().toLowerCase();
  const stripped = lower.replace(/^0+(?=.)/, '');
  return stripped;
}

const HEX = /^[0-9a-f]+$/;
const DECIMAL = /^[0-9]+$/;
/** Beyond 2^64 a number-looking id is no number. */
const MAX_DIGITS = 20;

/** The forms a receipt's id may have been written from, most likely first: as is, then read as decimal, then as hex. */
export function messageIdCandidates(id: string): string[] {
  const same = normalizeMessageId(id);
  const forms = [same];
  if (same.length <= MAX_DIGITS) {
    if (DECIMAL.test(same)) forms.push(BigInt(same).toString(16));
    if (HEX.test(same)) forms.push(BigInt(`0x${same}`).toString(10));
  }
  return [...new Set(forms)];
}

/**
 * Message ids Parley submitted, with what the caller tied to each, kept until their final receipt
 * (or until `capacity` newer ids push them out: receipts that never come must not fill memory).
 */
export class MessageIdIndex<T> {
  private readonly entries = new Map<string, T>();
  constructor(private readonly capacity: number) {}

  add(messageId: string, value: T): void {
    const key = normalizeMessageId(messageId);
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
  }

  /** The value under any form of the id; `remove` drops it (a final receipt). */
  find(receiptId: string, remove: boolean): T | undefined {
    for (const key of messageIdCandidates(receiptId)) {
      const value = this.entries.get(key);
      if (value === undefined) continue;
      if (remove) this.entries.delete(key);
      return value;
    }
    return undefined;
  }

  get size(): number {
    return this.entries.size;
  }
}
