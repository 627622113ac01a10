/**
 * The changes the database announces (change-triggers.ts), parsed and handed to whoever listens in
 * this process: list totals forget what they counted, and the live-event stream tells the browsers
 * of the teams concerned.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import type { DbOrTx } from '../db/transaction.ts';
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
  /**
   * Messages of one topic that a domain announces itself (announce() below), from every process on
   * the database; one LISTEN per topic and process, opened on the first subscriber.
   */
  subscribe(topic: string, listener: (payload: string) => void): Promise<() => void>;
  close(): Promise<void>;
}

/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more; a message must stay under this. */
export const MAX_ANNOUNCE_BYTES = 7800;

const topicChannel = (topic: string) => `parley_topic_${topic}`;

/**
 * Tells every process's subscribers of `topic`, when (and only if) the transaction `db` belongs to
 * commits, like the change triggers. The payload must stay under MAX_ANNOUNCE_BYTES.
 */
export async function announce(db: DbOrTx, topic: string, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${topicChannel(topic)}, ${payload})`);
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
  const topics = new Map<string, { listeners: Set<(payload: string) => void>; stop: Promise<() => Promise<void>> }>();
  return {
    on(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async subscribe(topic, listener) {
      let entry = topics.get(topic);
      if (!entry) {
        const own = new Set<(payload: string) => void>();
        const fresh = {
          listeners: own,
          stop: database.listen(topicChannel(topic), (payload) => {
            for (const each of own) {
              try {
                each(payload);
              } catch (error) {
                console.error(`[parley] a ${topic} listener failed`, error);
              }
            }
          }),
        };
        entry = fresh;
        topics.set(topic, fresh);
      }
      entry.listeners.add(listener);
      await entry.stop;
      const { listeners: set } = entry;
      return () => void set.delete(listener);
    },
    async close() {
      listeners.clear();
      const open = [...topics.values()];
      topics.clear();
      await Promise.all(open.map(async (t) => (await t.stop.catch(() => async () => undefined))()));
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
