/**
 * A worker woken by notices: `kick()` runs `drain` now, or once more right after the drain under
 * way (kicks during a drain fold into one), never two at once in a process. `idle()` waits for the
 * drain under way; after `stop()` kicks do nothing.
 */
export interface DrainOnKick {
  kick(): void;
  stop(): void;
  idle(): Promise<void>;
}

export function drainOnKick(what: string, drain: () => Promise<unknown>, afterDrain?: () => Promise<void>): DrainOnKick {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const kick = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        await drain().catch((error) => console.error(`[parley] ${what}: ${(error as Error).message}`));
      } while (again && !stopped);
      if (!stopped) await afterDrain?.();
    })().finally(() => (running = null));
  };
  return {
    kick,
    stop: () => void (stopped = true),
    idle: async () => void (await running),
  };
}
