import { useSyncExternalStore } from 'react';

/** Below antd's md breakpoint (768 px) the sidebar becomes a drawer. */
const NARROW = '(max-width: 767.98px)';

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(NARROW);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
const isNarrow = () => window.matchMedia(NARROW).matches;

/**
 * Whether the window is phone-narrow, known at the first render. antd's Grid.useBreakpoint answers
 * `{}` first and the real sizes after mounting, which rendered the whole shell twice on every load.
 */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, isNarrow);
}
