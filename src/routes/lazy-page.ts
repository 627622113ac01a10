import { createElement, lazy, useState, type ComponentType, type ReactElement } from 'react';
import { isChunkLoadError, reloadOnce } from '../build/chunk-reload.ts';

export type PageLoader = () => Promise<{ default: ComponentType }>;

export type LazyPage = (() => ReactElement) & {
  /** Starts loading the page's chunk; the page then renders without suspending once it has arrived. */
  preload(): Promise<unknown>;
};

/**
 * A page whose code loads on demand. Once its chunk has arrived (fetched ahead by
 * src/routes/prefetch.ts) it renders at once, in the same pass as its parent: React.lazy alone
 * suspends even for a module already loaded, and React holds a revealed boundary back for up to
 * 300 ms, which on a deep link delayed the screen and the start of its own requests.
 *
 * A failed chunk load reloads the page once; while the reload happens the promise never settles
 * so nothing flashes, and within the guard window the error reaches the boundary.
 */
export function lazyPage(load: PageLoader): LazyPage {
  let loaded: ComponentType | undefined;
  let loading: Promise<{ default: ComponentType }> | undefined;
  const start = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        if (isChunkLoadError(error) && reloadOnce()) return new Promise<never>(() => undefined);
        throw error;
      },
    ));
  const Suspending = lazy(start);

  function Page() {
    // Decided once per mount: switching between the two would remount the page and lose its state.
    const [Loaded] = useState(() => loaded);
    return Loaded ? createElement(Loaded) : createElement(Suspending);
  }
  Page.preload = () => start().catch(() => undefined);
  return Page;
}
