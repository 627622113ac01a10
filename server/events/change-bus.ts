/**
 * The changes the database announces (change-triggers.ts), parsed and handed to whoever listens in
 * this process: list totals forget what they counted, and the live-event stream tells the browsers
 * of the teams concerned.
 */
import type { Database } from '../db/client.ts';
import { CHANGES_CHANNEL } from './change-triggers.ts';

export interface Change {
  /** The resource whose table changed. */
  resource: string;
  op: 'insert' | 'update' | 'delete';
  /** Rows the statement touched. */
  count: number;
  /** The teams concerned; null for platform tables, or for a statement across very many teams. */
  teamIds: number[] | null;
  /** The first rows' ids (all of them for a small statement). */
  ids: number[];
}

export type ChangeListener = (change: Change) => void;

export interface ChangeBus {
  on(listener: ChangeListener): () => void;
  close(): Promise<void>;
}

export async function openChangeBus(database: Pick<Database, 'listen'>, resourceOfTable: ReadonlyMap<string, string>): Promise<ChangeBus> {
  const listeners = new Set<ChangeListener>();
  const stop = await database.listen(CHANGES_CHANNEL, (payload) => {
    const change = parseChange(payload, resourceOfTable);
    if (!change) return;
    for (const listener of listeners) {
      try {
        listener(change);
      } catch (error) {
        console.error('[parley] a change listener failed', error);
      }
    }
  });
  return {
    on(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      listeners.clear();
      await stop();
    },
  };
}

export function parseChange(payload: string, resourceOfTable: ReadonlyMap<string, string>): Change | undefined {
  let raw: { t?: unknown; op?: unknown; n?: unknown; teams?: unknown; ids?: unknown };
  try {
    raw = JSON.parse(payload);
  } catch {
    return undefined;
  }
  const resource = typeof raw.t === 'string' ? resourceOfTable.get(raw.t) : undefined;
  if (!resource || (raw.op !== 'insert' && raw.op !== 'update' && raw.op !== 'delete')) return undefined;
  const numbers = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is number => typeof x === 'number') : []);
  return { resource, op: raw.op, count: Number(raw.n) || 0, teamIds: Array.isArray(raw.teams) ? numbers(raw.teams) : null, ids: numbers(raw.ids) };
}
