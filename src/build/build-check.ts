/**
 * Hourly look for a newer deploy (docs/architecture.md#build-check): the build writes `dist/build.json` with the id it
 * also compiles into the app; a different id on the server means this tab runs an old build.
 */
export const BUILD_CHECK_INTERVAL_MS = 3_600_000;
export const BUILD_ID: string = __BUILD_ID__;

export async function fetchServerBuild(fetcher: typeof fetch = fetch): Promise<string | null> {
  try {
    const response = await fetcher('/build.json', { cache: 'no-cache', headers: { Accept: 'application/json' } });
    if (!response.ok) return null;
    const body = (await response.json()) as { build?: unknown };
    return typeof body.build === 'string' ? body.build : null;
  } catch {
    return null;
  }
}

/** Calls `onNewBuild` once, the first time the server's build differs from ours. */
export function startBuildCheck(onNewBuild: (build: string) => void, interval = BUILD_CHECK_INTERVAL_MS): () => void {
  let notified = false;
  const timer = window.setInterval(async () => {
    if (notified) return;
    const build = await fetchServerBuild();
    if (build && build !== BUILD_ID) {
      notified = true;
      onNewBuild(build);
    }
  }, interval);
  return () => window.clearInterval(timer);
}
