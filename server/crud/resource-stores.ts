/** One CrudStore per declared resource, over its table, with the areas' writers, removers and list extensions. */
import { getTableName } from 'drizzle-orm';
import { allResources } from '../../resources/index.ts';
import { areaRemovers, areaWriters } from '../areas.ts';
import type { AppContext } from '../context.ts';
import type { ResourceTable } from '../db/resource-table.ts';
import { resourceTable } from '../db/resource-tables.ts';
import { listExtensionOf } from './list-extension.ts';
import { CrudStore } from './store.ts';

export interface ResourceStores {
  tableOf(name: string): ResourceTable;
  storeOf(name: string): CrudStore;
  has(name: string): boolean;
  /** Stops the stores listening for changes. */
  close(): void;
}

export function resourceStores(ctx: AppContext): ResourceStores {
  const { db } = ctx.database;
  const tables = new Map<string, ResourceTable>(allResources().map((r) => [r.name, resourceTable(r.name)!]));
  const labels = new Map([...tables].map(([name, t]) => [getTableName(t.table), name.replace(/-/g, ' ')]));
  const options = {
    tableOf: (name: string) => tables.get(name),
    labelOfTable: (table: string) => labels.get(table),
    writerOf: (name: string) => areaWriters[name],
    listExtensionOf: (name: string) => listExtensionOf(name, db),
    removed: async (name: string, row: Record<string, unknown>) => areaRemovers[name]?.(ctx, row),
  };
  const stores = new Map<string, CrudStore>(allResources().map((r) => [r.name, new CrudStore(db, r, tables.get(r.name)!, options)]));
  // Totals are forgotten on every committed write, by any code in any process.
  const unsubscribe = ctx.changes.on((change) => stores.get(change.resource)?.forgetTotals());
  return {
    tableOf: (name) => tables.get(name)!,
    storeOf(name) {
      const store = stores.get(name);
      if (!store) throw new Error(`no resource ${name}`);
      return store;
    },
    has: (name) => stores.has(name),
    close: unsubscribe,
  };
}
