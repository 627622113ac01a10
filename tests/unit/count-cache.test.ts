import { describe, expect, it } from 'vitest';
import { CountCache } from '../../server/crud/count-cache.ts';

describe('list totals cache', () => {
  it('keeps a total until cleared', async () => {
    const cache = new CountCache();
    let n = 3;
    expect(await cache.get('k', async () => n)).toBe(3);
    n = 2;
    expect(await cache.get('k', async () => n)).toBe(3);
    cache.clear();
    expect(await cache.get('k', async () => n)).toBe(2);
  });

  it('does not keep a count that was under way when a write cleared the cache', async () => {
    const cache = new CountCache();
    let release!: (n: number) => void;
    const slow = cache.get('k', () => new Promise<number>((r) => (release = r)));
    cache.clear(); // a delete commits while the count above still runs on the old rows
    release(3);
    expect(await slow).toBe(3);
    expect(await cache.get('k', async () => 2)).toBe(2);
  });
});
