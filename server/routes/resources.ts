/** The generic CRUD routes of every resource declared in resources/ (see server/crud/). */
import { getTableName } from 'drizzle-orm';
import { allResources } from '../../resources/index.ts';
import { actionHandlers } from '../actions/index.ts';
import { registerActionRoutes } from '../crud/action-routes.ts';
import { registerNestedRoutes } from '../crud/nested-routes.ts';
import { CrudStore } from '../crud/store.ts';
import { registerCrudRoutes } from '../crud/routes.ts';
import { describeTable, type ResourceTable } from '../crud/table.ts';
import { tableOf } from '../db/resource-tables.ts';
import type { RouteModule } from '../http/zod-app.ts';

export const resourceRoutes: RouteModule = (app, ctx) => {
  const { db } = ctx.database;
  const tables = new Map<string, ResourceTable>(allResources().map((r) => [r.name, describeTable(r, tableOf(r.name))]));
  const labels = new Map([...tables].map(([name, t]) => [getTableName(t.table), name.replace(/-/g, ' ')]));
  const options = { tableOf: (name: string) => tables.get(name), labelOfTable: (table: string) => labels.get(table) };
  const stores = new Map(allResources().map((r) => [r.name, new CrudStore(db, r, tables.get(r.name)!, options)]));
  const storeOf = (name: string) => {
    const store = stores.get(name);
    if (!store) throw new Error(`no resource ${name}`);
    return store;
  };
  for (const resource of allResources()) {
    registerCrudRoutes(app, resource, tables.get(resource.name)!, storeOf(resource.name));
    registerActionRoutes(app, ctx, resource, storeOf(resource.name), storeOf, actionHandlers[resource.name]);
    if (resource.nestedUnder) registerNestedRoutes(app, resource, tables.get(resource.name)!, storeOf(resource.name), storeOf(resource.nestedUnder.resource));
  }
  // The other direction: server code for an action nobody declares is a leftover.
  for (const [name, handlers] of Object.entries(actionHandlers)) {
    for (const action of Object.keys(handlers)) {
      if (!stores.get(name)?.resource.actions?.some((a) => a.name === action)) throw new Error(`server/actions/ handles ${name}.${action}, which no resource declares`);
    }
  }
};
