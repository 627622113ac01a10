/**
 * Batched writes from the sender and the receipt recorder touch the same parts and messages from
 * two sides at once, so PostgreSQL may pick one as a deadlock victim: such a write is simply tried
 * again. Other errors are tried again too, a few times with a growing pause (a dropped connection).
 */
import { sleep } from '../../../http/outbound/retry.ts';

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
