/**
 * The batch writer (server/db/batch-writer.ts): pushes within a few milliseconds become one
 * write, a full batch goes at once, a write waits for the one before it (so batches grow under
 * load), and a batch that keeps failing is kept for later or given up as the writer says, with
 * waiting callers told either way.
 */
import { describe, expect, it, vi } from 'vitest';
import { BatchWriter } from '../../server/db/batch-writer.ts';

const tick = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('BatchWriter', () => {
  it('writes what arrives close together as one batch, and a full batch at once', async () => {
    const batches: number[][] = [];
    const writer = new BatchWriter<number>({ what: 'numbers', keepOnFailure: false, flushMs: 20, flushAt: 3, write: async (b) => void batches.push(b) });
    writer.push(1);
    writer.push(2);
    await tick(5);
    expect(batches).toEqual([]);
    writer.push(3);
    await tick(5);
    expect(batches).toEqual([[1, 2, 3]]);
    writer.push(4);
    await tick(40);
    expect(batches).toEqual([[1, 2, 3], [4]]);
  });

  it('takes the next batch only when the write before it is done', async () => {
    const batches: number[][] = [];
    let release!: () => void;
    const writer = new BatchWriter<number>({
      what: 'numbers',
      keepOnFailure: false,
      flushMs: 1,
      write: async (b) => {
        batches.push(b);
        if (batches.length === 1) await new Promise<void>((r) => (release = r));
      },
    });
    writer.push(1);
    await tick(10);
    for (let i = 2; i <= 5; i++) writer.push(i);
    await tick(20);
    expect(batches).toEqual([[1]]);
    release();
    await writer.flush();
    expect(batches).toEqual([[1], [2, 3, 4, 5]]);
  });

  it('keeps a failed batch for later when told to, and tells a waiting caller it failed', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let failing = true;
    const written: number[] = [];
    const writer = new BatchWriter<number>({
      what: 'numbers',
      keepOnFailure: true,
      flushMs: 1,
      write: async (b) => {
        if (failing) throw new Error('database away');
        written.push(...b);
      },
    });
    writer.push(1);
    const waited = writer.pushAndWait(2);
    await expect(waited).rejects.toThrow('database away');
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('writing numbers failed, trying again'));
    failing = false;
    await expect(writer.pushAndWait(3)).resolves.toBeUndefined();
    await writer.flush();
    // 1 was kept; 2 was its caller's to send again.
    expect(written.sort()).toEqual([1, 3]);
    errors.mockRestore();
  });

  it('gives a failed batch up when told to', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let calls = 0;
    const failing = new BatchWriter<number>({
      what: 'numbers',
      keepOnFailure: false,
      flushMs: 1,
      write: async () => {
        calls++;
        throw new Error('no');
      },
    });
    failing.push(1);
    await failing.flush();
    const after = calls;
    await tick(1_200);
    expect(calls).toBe(after);
    expect(after).toBeGreaterThan(1);
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('writing numbers failed: '));
    errors.mockRestore();
  });
});
