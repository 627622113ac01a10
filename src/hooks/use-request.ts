import { useCallback, useEffect, useState } from 'react';

export interface RequestState<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  reload: () => void;
}

/** Calls that must reach the server once per page visit (a verification link, an OAuth code). */
const onceResults = new Map<string, Promise<unknown>>();

/**
 * A small loader for what Refine's data hooks do not fetch: guest pages, onboarding, invitations,
 * and a dialog or drawer that asks when it opens (a null key: nothing to fetch yet). A new key
 * fetches again and keeps the previous data on show until the answer comes. `once` keeps one
 * request per key even through StrictMode's double effects.
 */
export function useRequest<T>(key: string | null, run: () => Promise<T>, { once = false } = {}): RequestState<T> {
  const [state, setState] = useState<{ data?: T; error: unknown; loading: boolean }>({ error: null, loading: !!key });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!key) return;
    let current = true;
    setState((previous) => ({ ...previous, loading: true, error: null }));
    let promise: Promise<T>;
    if (once) {
      if (!onceResults.has(key)) onceResults.set(key, run());
      promise = onceResults.get(key) as Promise<T>;
    } else {
      promise = run();
    }
    promise.then(
      (data) => current && setState({ data, error: null, loading: false }),
      (error: unknown) => current && setState({ error, loading: false }),
    );
    return () => {
      current = false;
    };
    // `run` is a fresh closure each render; the key names what it fetches.
  }, [key, attempt, once]);

  const reload = useCallback(() => {
    if (key) onceResults.delete(key);
    setAttempt((n) => n + 1);
  }, [key]);

  return { data: state.data, error: state.error, loading: state.loading, reload };
}
