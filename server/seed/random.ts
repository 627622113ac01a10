/**
 * The demo data's one source of chance: mulberry32, a small seeded generator, so every start seeds
 * the same demo (only dates follow the clock). Each area starts its own with its own seed, so a
 * change to one area's data leaves the others as they were.
 */
export type Random = ReturnType<typeof seededRandom>;

export function seededRandom(seed: number) {
  let a = seed >>> 0;
  /** A number in [0, 1). */
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  /** An integer from min to max, both included. */
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (p: number) => next() < p,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
    /** One item, each as likely as its weight. */
    weighted: <T>(items: readonly (readonly [T, number])[]): T => {
      let r = next() * items.reduce((s, [, w]) => s + w, 0);
      for (const [item, w] of items) if ((r -= w) < 0) return item;
      return items[items.length - 1][0];
    },
    digits: (n: number) => Array.from({ length: n }, () => int(0, 9)).join(''),
    hex: (n: number) => Array.from({ length: n }, () => int(0, 15).toString(16)).join(''),
  };
}

/** Inserts rows a thousand at a time (one statement's parameters stay under PostgreSQL's limit). */
export async function insertChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>, size = 1000): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}
