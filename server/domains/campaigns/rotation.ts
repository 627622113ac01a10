/**
 * Which of a campaign's texts and sender IDs a recipient gets: a weighted pick that is the same
 * every time for the same campaign and contact (a resumed or retried send picks again and gets the
 * same), spread across contacts in the proportion of the weights.
 */
export interface Weighted {
  weight: number;
}

/**
 * A 32-bit hash of the key (FNV-1a, then the murmur3 finaliser so that keys differing in one digit
 * land far apart), as a fraction in [0, 1).
 */
export function unitHash(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return (h >>> 0) / 0x1_0000_0000;
}

/** The item for this key, in proportion to the weights; undefined when no item weighs anything. */
export function pickWeighted<T extends Weighted>(items: readonly T[], key: string): T | undefined {
  const total = items.reduce((sum, item) => sum + Math.max(0, item.weight), 0);
  if (total <= 0) return undefined;
  let point = unitHash(key) * total;
  for (const item of items) {
    const weight = Math.max(0, item.weight);
    if (point < weight) return item;
    point -= weight;
  }
  // Rounding at the very top of the range: the last item that weighs anything.
  return items.findLast((item) => item.weight > 0);
}

/** The text and the sender of one recipient, drawn independently of each other. */
export function rotationFor<T extends Weighted, S extends Weighted>(campaignId: number, contactId: number, texts: readonly T[], senders: readonly S[]): { text: T | undefined; sender: S | undefined } {
  return { text: pickWeighted(texts, `${campaignId}:text:${contactId}`), sender: pickWeighted(senders, `${campaignId}:sender:${contactId}`) };
}
