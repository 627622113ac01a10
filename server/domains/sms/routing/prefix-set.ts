/**
 * A blacklist as a lookup: whole numbers in one set, prefixes in another with the lengths that
 * occur, so a check is at most one probe per distinct prefix length (a handful), whatever the size
 * of the list. Entries are E.164 (`+4917612345601`) or the start of one (`+2348`).
 */
export interface BlacklistEntry {
  number: string;
  match: 'number' | 'prefix';
  reason: string | null;
}

export class PrefixSet {
  private constructor(
    private readonly numbers: Map<string, BlacklistEntry>,
    private readonly prefixes: Map<string, BlacklistEntry>,
    /** Distinct prefix lengths, longest first: the most specific entry answers. */
    private readonly lengths: number[],
  ) {}

  static of(entries: readonly BlacklistEntry[]): PrefixSet {
    const numbers = new Map<string, BlacklistEntry>();
    const prefixes = new Map<string, BlacklistEntry>();
    for (const e of entries) (e.match === 'prefix' ? prefixes : numbers).set(e.number, e);
    const lengths = [...new Set([...prefixes.keys()].map((p) => p.length))].sort((a, b) => b - a);
    return new PrefixSet(numbers, prefixes, lengths);
  }

  get size(): number {
    return this.numbers.size + this.prefixes.size;
  }

  /** The entry that blocks an E.164 number, or undefined. */
  find(e164: string): BlacklistEntry | undefined {
    const exact = this.numbers.get(e164);
    if (exact) return exact;
    for (const length of this.lengths) {
      if (length > e164.length) continue;
      const hit = this.prefixes.get(e164.slice(0, length));
      if (hit) return hit;
    }
    return undefined;
  }
}
