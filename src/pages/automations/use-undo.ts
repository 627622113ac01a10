/** Undo and redo over a state (history.ts), with the undo/redo buttons' enabled states. */
import { useCallback, useMemo, useRef, useState } from 'react';
import { record, redo, resetHistory, startHistory, undo, type History } from './history.ts';

export interface Undo<T> {
  present: T;
  canUndo: boolean;
  canRedo: boolean;
  record(next: T, mergeKey?: string): void;
  /** The state to show after stepping back (undefined when there is none). */
  undo(): T | undefined;
  redo(): T | undefined;
  reset(next: T): void;
}

export function useUndo<T>(initial: T, same: (a: T, b: T) => boolean): Undo<T> {
  const [history, setHistory] = useState<History<T>>(() => startHistory(initial));
  // The latest history at once, for several steps within one event.
  const ref = useRef(history);
  const set = useCallback((next: History<T>) => {
    ref.current = next;
    setHistory(next);
  }, []);
  const step = useCallback(
    (move: (h: History<T>) => History<T>) => {
      const before = ref.current;
      const after = move(before);
      if (after === before) return undefined;
      set(after);
      return after.present;
    },
    [set],
  );
  // Stable functions: handlers built on them need not change with every step.
  const add = useCallback((next: T, mergeKey?: string) => set(record(ref.current, next, { mergeKey, same })), [set, same]);
  const back = useCallback(() => step(undo), [step]);
  const on = useCallback(() => step(redo), [step]);
  const reset = useCallback((next: T) => set(resetHistory(next)), [set]);
  return useMemo(
    () => ({ present: history.present, canUndo: history.past.length > 0, canRedo: history.future.length > 0, record: add, undo: back, redo: on, reset }),
    [history, add, back, on, reset],
  );
}
