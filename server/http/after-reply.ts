/**
 * Work a route does after it has answered: what must not change how long the answer takes (the mail
 * a sign-up sends differs with whether the address had an account). The app waits for it on close,
 * and tests wait for it before reading the outbox.
 */
import type { FastifyBaseLogger } from 'fastify';

const pending = new WeakMap<object, Set<Promise<void>>>();

/** Runs `work` once the answer is on its way; a failure is logged, never thrown at the caller. */
export function afterReply(owner: object, log: FastifyBaseLogger, work: () => Promise<unknown>): void {
  let set = pending.get(owner);
  if (!set) pending.set(owner, (set = new Set()));
  const running: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
    .then(work)
    .then(
      () => undefined,
      (err: unknown) => log.error({ err }, 'work after the answer failed'),
    )
    .finally(() => set.delete(running));
  set.add(running);
}

/** Resolves once nothing started by afterReply for `owner` is still running. */
export async function afterReplySettled(owner: object): Promise<void> {
  const set = pending.get(owner);
  while (set?.size) await Promise.all([...set]);
}
