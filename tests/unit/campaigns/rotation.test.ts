import { describe, expect, it } from 'vitest';
import { pickWeighted, rotationFor, unitHash } from '../../../server/domains/campaigns/rotation.ts';

const texts = [
  { id: 'a', weight: 1 },
  { id: 'b', weight: 2 },
  { id: 'c', weight: 7 },
];

describe('rotating texts and senders across recipients', () => {
  it('gives the same recipient the same pick every time', () => {
    for (let contact = 1; contact <= 50; contact++) expect(pickWeighted(texts, `9:text:${contact}`)).toBe(pickWeighted(texts, `9:text:${contact}`));
  });

  it('converges to the weights over many recipients', () => {
    const counts = new Map<string, number>();
    const n = 100_000;
    for (let contact = 1; contact <= n; contact++) {
      const pick = rotationFor(42, contact, texts, []).text!;
      counts.set(pick.id, (counts.get(pick.id) ?? 0) + 1);
    }
    expect(Math.abs(counts.get('a')! / n - 0.1)).toBeLessThan(0.01);
    expect(Math.abs(counts.get('b')! / n - 0.2)).toBeLessThan(0.01);
    expect(Math.abs(counts.get('c')! / n - 0.7)).toBeLessThan(0.01);
  });

  it('draws text and sender independently: every pairing occurs in proportion', () => {
    const senders = [
      { id: 'S1', weight: 1 },
      { id: 'S2', weight: 1 },
    ];
    const pairs = new Map<string, number>();
    const n = 40_000;
    for (let contact = 1; contact <= n; contact++) {
      const { text, sender } = rotationFor(7, contact, texts, senders);
      const key = `${text!.id}${sender!.id}`;
      pairs.set(key, (pairs.get(key) ?? 0) + 1);
    }
    expect(Math.abs(pairs.get('cS1')! / n - 0.35)).toBeLessThan(0.015);
    expect(Math.abs(pairs.get('aS2')! / n - 0.05)).toBeLessThan(0.01);
  });

  it('spreads hashes evenly over [0, 1)', () => {
    const buckets = new Array(10).fill(0);
    for (let i = 0; i < 50_000; i++) buckets[Math.floor(unitHash(`k${i}`) * 10)]++;
    for (const b of buckets) expect(Math.abs(b - 5000)).toBeLessThan(300);
  });

  it('skips items without weight and has nothing to pick from an empty or weightless list', () => {
    const some = [
      { id: 'zero', weight: 0 },
      { id: 'one', weight: 1 },
    ];
    for (let i = 0; i < 100; i++) expect(pickWeighted(some, `x${i}`)!.id).toBe('one');
    expect(pickWeighted([], 'x')).toBeUndefined();
    expect(pickWeighted([{ weight: 0 }], 'x')).toBeUndefined();
  });
});
