/**
 * Each team's routing snapshot, loaded on first use and kept until one of the records it is made
 * of changes. The change bus hears every committed write to those tables, from any process, so a
 * rule edited on another API server is forgotten here too; the rule and plan writers also forget at
 * once, so the editor's next simulation already sees the edit. A load under way when a change
 * comes is answered to those waiting for it but not kept: it may predate the write.
 */
import type { RecordWriter } from '../../../crud/record-writer.ts';
import type { Db } from '../../../db/client.ts';
import type { ChangeBus } from '../../../events/change-bus.ts';
import { loadSnapshot, type RoutingSnapshot } from './snapshot.ts';

/** The resources a snapshot is made of. */
export const SNAPSHOT_RESOURCES = new Set(['routes', 'routing-plans', 'routing-rules', 'vendor-rates', 'networks', 'blacklist', 'global-blacklist']);

export class SnapshotCache {
  private readonly snapshots = new Map<number, Promise<RoutingSnapshot>>();

  constructor(private readonly db: Db) {}

  get(teamId: number): Promise<RoutingSnapshot> {
    const kept = this.snapshots.get(teamId);
    if (kept) return kept;
    const loading = loadSnapshot(this.db, teamId);
    this.snapshots.set(teamId, loading);
    // A failed load is not kept: the next decision tries again.
    loading.catch(() => {
      if (this.snapshots.get(teamId) === loading) this.snapshots.delete(teamId);
    });
    return loading;
  }

  /** Forgets the teams' snapshots; every team's when `teamIds` is null (the platform blacklist, a statement across many teams). */
  forget(teamIds: readonly number[] | null): void {
    if (teamIds === null) this.snapshots.clear();
    else for (const id of teamIds) this.snapshots.delete(id);
  }

  /** Listens to the change bus; answers the function that stops listening. */
  follow(changes: ChangeBus): () => void {
    return changes.on((change) => {
      if (SNAPSHOT_RESOURCES.has(change.resource)) this.forget(change.resource === 'global-blacklist' ? null : change.teamIds);
    });
  }
}

const caches = new WeakMap<object, SnapshotCache>();

/** The cache of one database (a test process runs several). */
export function snapshotCache(db: Db): SnapshotCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new SnapshotCache(db)));
  return cache;
}

/** For the writers of plans, rules and blacklists: what they wrote is seen by the next decision. */
export function forgetSnapshot(db: object, teamId: number): void {
  caches.get(db)?.forget([teamId]);
}

/** For the platform blacklist's writer: every team's snapshot holds it. */
export function forgetAllSnapshots(db: object): void {
  caches.get(db)?.forget(null);
}

/** For vendor rates and networks, which have no rules of their own: written, the team's snapshot is forgotten. */
export const snapshotForgettingWriter: RecordWriter = {
  async prepare(values) {
    return values;
  },
  async written(_row, ctx) {
    forgetSnapshot(ctx.db, ctx.teamId);
  },
};
