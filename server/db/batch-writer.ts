/**
 * Rows written in batches, a few milliseconds' worth per statement: at full speed thousands of
 * small writes a second (an SMS's vendor ids, delivery receipts) become a few statements. A batch
 * is taken when the previous write is done, so under load the batches grow instead of queueing up.
 *
 * A write that fails is tried again a few times with a growing pause: batched writes from two sides
 * (the sender and the receipt recorder) touch the same rows at once, so PostgreSQL may pick one as a
 * deadlock victim, and a connection may drop. What still fails is either kept for a later batch
 * (nothing is dropped while the process lives) or given up with a log line, as the writer says;
 * an item whose caller waits for it (`pushAndWait`) is the caller's to send again.
 */
import { sleep } from '../http/outbound/retry.ts';

export async function retried<T>(write: () => Promise<T>, attempts = 6): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      if (attempt >= attempts) throw error;
      await sleep(5 * 2 ** attempt);
    }
  }
}

export interface BatchWriterOptions<T> {
  /** What is written, for the log line of a failed batch ("SMS receipts"). */
  what: string;
  /** Writes one batch; tried again when it throws. */
  write(batch: T[]): Promise<void>;
  /** After the retries failed: keep the items for a later batch (true), or give them up. */
  keepOnFailure: boolean;
  /** How long an item may wait for others to join its batch. */
  flushMs?: number;
  /** A batch this large is written at once. */
  flushAt?: number;
}

interface Buffered<T> {
  item: T;
  waiter?: { resolve: () => void; reject: (error: unknown) => void };
}

export class BatchWriter<T> {
  private buffer: Buffered<T>[] = [];
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();
  private readonly flushMs: number;
  private readonly flushAt: number;

  constructor(private readonly options: BatchWriterOptions<T>) {
    this.flushMs = options.flushMs ?? 10;
    this.flushAt = options.flushAt ?? 1_000;
  }

  push(item: T): void {
    this.buffer.push({ item });
    this.flushSoon(this.buffer.length >= this.flushAt ? 0 : this.flushMs);
  }

  /** Resolves once the item is written, rejects when its batch could not be. */
  pushAndWait(item: T): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.buffer.push({ item, waiter: { resolve, reject } });
      this.flushSoon(this.buffer.length >= this.flushAt ? 0 : this.flushMs);
    });
  }

  /** Writes what has been pushed; resolves once written (or given up). */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.writing = this.writing.then(async () => {
      const batch = this.buffer;
      this.buffer = [];
      if (!batch.length) return;
      try {
        await retried(() => this.options.write(batch.map((b) => b.item)));
        for (const b of batch) b.waiter?.resolve();
      } catch (error) {
        const keep = this.options.keepOnFailure;
        console.error(`[parley] writing ${this.options.what} failed${keep ? ', trying again' : ''}: ${error}`);
        for (const b of batch) b.waiter?.reject(error);
        if (keep) {
          this.buffer.unshift(...batch.filter((b) => !b.waiter));
          this.flushSoon(1_000);
        }
      }
    });
    return this.writing;
  }

  private flushSoon(ms: number): void {
    if (this.timer && ms > 0) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.flush(), ms);
  }
}
