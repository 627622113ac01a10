/** The generic CRUD routes of every resource declared in resources/ (see server/crud/). */
import { getTableName } from 'drizzle-orm';
import { allResources } from '../../resources/index.ts';
import { areaActions, areaRemovers, areaWriters } from '../areas.ts';
import { registerActionRoutes } from '../crud/action-routes.ts';
import { registerNestedRoutes } from '../crud/nested-routes.ts';
import { CrudStore } from '../crud/store.ts';
import { registerCrudRoutes } from '../crud/routes.ts';
import type { ResourceTable } from '../db/resource-table.ts';
import { resourceTable } from '../db/resource-tables.ts';
import { listExtensionOf } from '../crud/list-extension.ts';
import type { RouteModule } from '../http/zod-app.ts';

export const resourceRoutes: RouteModule = (app, ctx) => {
  const { db } = ctx.database;
  const tables = new Map<string, ResourceTable>(allResources().map((r) => [r.name, resourceTable(r.name)!]));
  const labels = new Map([...tables].map(([name, t]) => [getTableName(t.table), name.replace(/-/g, ' ')]));
  const options = { tableOf: (name: string) => tables.get(name), labelOfTable: (table: string) => labels.get(table), writerOf: (name: string) => areaWriters[name], listExtensionOf: (name: string) => listExtensionOf(name, db), removed: async (name: string, row: Record<string, unknown>) => areaRemovers[name]?.(ctx, row) };
  const stores = new Map<string, CrudStore>(allResources().map((r) => [r.name, new CrudStore(db, r, tables.get(r.name)!, options)]));
  const storeOf = (name: string) => {
    const store = stores.get(name);
    if (!store) throw new Error(`no resource ${name}`);
    return store;
  };
  // Totals are forgotten on every committed write, by any code in any process.
  const unsubscribe = ctx.changes.on((change) => stores.get(change.resource)?.forgetTotals());
  app.addHook('onClose', async () => unsubscribe());
  for (const resource of allResources()) {
    registerCrudRoutes(app, resource, tables.get(resource.name)!, storeOf(resource.name));
    registerActionRoutes(app, ctx, resource, storeOf(resource.name), areaActions[resource.name]);
    if (resource.nestedUnder) registerNestedRoutes(app, resource, tables.get(resource.name)!, storeOf(resource.name), storeOf(resource.nestedUnder.resource));
  }
  // The other direction: server code for an action nobody declares is a leftover.
  for (const [name, handlers] of Object.entries(areaActions)) {
    for (const action of Object.keys(handlers)) {
      if (!stores.get(name)?.resource.actions?.some((a) => a.name === action)) throw new Error(`an area's actions handle ${name}.${action}, which no resource declares`);
    }
  }
};
