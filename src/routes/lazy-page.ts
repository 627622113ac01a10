import { lazy, type ComponentType } from 'react';
import { isChunkLoadError, reloadOnce } from '../build/chunk-reload.ts';

export type PageLoader = () => Promise<{ default: ComponentType }>;

/**
 * React.lazy whose failed chunk load reloads the page once; while the reload happens the promise
 * never settles so nothing flashes, and within the guard window the error reaches the boundary.
 */
export function lazyPage(load: PageLoader) {
  return lazy(() =>
    load().catch((error: unknown) => {
      if (isChunkLoadError(error) && reloadOnce()) return new Promise<never>(() => undefined);
      throw error;
    }),
  );
}
