/** The generic CRUD routes of every resource declared in resources/ (see server/crud/). */
import { getTableName } from 'drizzle-orm';
import { allResources } from '../../resources/index.ts';
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
  for (const resource of allResources()) {
    const t = tables.get(resource.name)!;
    registerCrudRoutes(app, resource, t, new CrudStore(db, resource, t, options));
  }
};
