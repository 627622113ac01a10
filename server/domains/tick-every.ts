/** A background tick where the workers run: never two at once (a slow tick skips the next), errors logged, never fatal. */
export function tickEvery(what: string, tickMs: number, tick: () => Promise<unknown>): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    tick()
      .catch((e) => console.error(`[parley] ${what}: ${(e as Error).message}`))
      .finally(() => (running = false));
  }, tickMs);
  timer.unref();
  return () => clearInterval(timer);
}
