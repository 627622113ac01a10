/**
 * A deploy replaces the hashed chunks an open tab still points at; the next lazy import then
 * fails. One reload picks up the new build (docs/architecture.md#build-check); the 10-second guard stops a loop when the
 * chunk is really gone or the network is down.
 */
export const CHUNK_RELOAD_KEY = 'chunk-reload-at';
export const CHUNK_RELOAD_GUARD_MS = 10_000;

export function shouldReload(now: number, lastReloadAt: number | null): boolean {
  return lastReloadAt === null || now - lastReloadAt >= CHUNK_RELOAD_GUARD_MS;
}

function lastReload(): number | null {
  const raw = sessionStorage.getItem(CHUNK_RELOAD_KEY);
  const at = raw === null ? NaN : Number(raw);
  return Number.isFinite(at) ? at : null;
}

/** Reloads unless it already did within the guard window; tells whether it did. */
export function reloadOnce(now: number = Date.now(), reload: () => void = () => window.location.reload()): boolean {
  if (!shouldReload(now, lastReload())) return false;
  sessionStorage.setItem(CHUNK_RELOAD_KEY, String(now));
  reload();
  return true;
}

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|Failed to fetch|error loading dynamically|ChunkLoadError|Unable to preload CSS/i.test(
    message,
  );
}

/** Vite reports failed preloads of a chunk's dependencies with this event. */
export function installChunkReload(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadOnce()) event.preventDefault();
  });
}
