/**
 * Undo and redo as plain data: the states before and after the present one. A change with the same
 * `mergeKey` as the one before it, soon after it, replaces the present instead of adding a step, so
 * typing a text in the side panel undoes as one edit, not one per key.
 */
export interface History<T> {
  past: T[];
  present: T;
  future: T[];
  /** What the last change was, to merge a run of the same edit. */
  lastKey?: string;
  lastAt?: number;
}

export const HISTORY_LIMIT = 100;
export const MERGE_WINDOW_MS = 1500;

export const startHistory = <T>(present: T): History<T> => ({ past: [], present, future: [] });

export function record<T>(h: History<T>, next: T, options: { mergeKey?: string; now?: number; same?: (a: T, b: T) => boolean } = {}): History<T> {
  if (options.same?.(h.present, next)) return h;
  const now = options.now ?? Date.now();
  const merge = options.mergeKey !== undefined && options.mergeKey === h.lastKey && h.lastAt !== undefined && now - h.lastAt < MERGE_WINDOW_MS;
  const past = merge ? h.past : [...h.past, h.present].slice(-HISTORY_LIMIT);
  return { past, present: next, future: [], lastKey: options.mergeKey, lastAt: now };
}

export function undo<T>(h: History<T>): History<T> {
  if (!h.past.length) return h;
  return { past: h.past.slice(0, -1), present: h.past[h.past.length - 1], future: [h.present, ...h.future] };
}

export function redo<T>(h: History<T>): History<T> {
  if (!h.future.length) return h;
  return { past: [...h.past, h.present], present: h.future[0], future: h.future.slice(1) };
}

/** A fresh start from another state (a reload after a conflict): nothing to undo into. */
export const resetHistory = <T>(present: T): History<T> => startHistory(present);
