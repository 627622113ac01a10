import { describe, expect, it } from 'vitest';
import { MemoryTokenBucketStore, TpsLimiter } from '../../../server/domains/sms/smpp/tps-limiter.ts';
import { SubmitWindow } from '../../../server/domains/sms/smpp/submit-window.ts';

describe('the TPS bucket', () => {
  it('lets a burst through, then spaces tokens at the rate', async () => {
    let now = 1000;
    const store = new MemoryTokenBucketStore(() => now);
    const waits = [];
    for (let i = 0; i < 5; i++) waits.push(await store.reserve('route', 100, 2, 1));
    expect(waits).toEqual([0, 0, 10, 20, 30]);
    now += 100;
    expect(await store.reserve('route', 100, 2, 1)).toBe(0);
    expect(await store.reserve('other', 100, 2, 1)).toBe(0);
  });

  it('keeps one process to its TPS in real time', async () => {
    const limiter = new TpsLimiter({ key: 'route', tps: 200, burst: 1 });
    const started = performance.now();
    await Promise.all(Array.from({ length: 41 }, () => limiter.take()));
    // 41 tokens at 200/s: the last one 200 ms after the first.
    expect(performance.now() - started).toBeGreaterThanOrEqual(190);
  });

  it('refuses a limit of zero', () => {
    expect(() => new TpsLimiter({ key: 'route', tps: 0 })).toThrow(RangeError);
  });
});

describe('the submit window', () => {
  it('never lets more than its size through and serves waiters in order', async () => {
    const window = new SubmitWindow(2);
    const order: number[] = [];
    await window.acquire();
    await window.acquire();
    const third = window.acquire().then(() => order.push(3));
    const fourth = window.acquire().then(() => order.push(4));
    expect(window.outstanding).toBe(2);
    window.release();
    await third;
    expect(order).toEqual([3]);
    window.release();
    await fourth;
    window.release();
    window.release();
    expect(window.outstanding).toBe(0);
    expect(window.peak).toBe(2);
  });
});
