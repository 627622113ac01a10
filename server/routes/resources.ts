/** The generic CRUD routes of every resource declared in resources/ (see server/crud/). */
import { allResources } from '../../resources/index.ts';
import { areaActions } from '../areas.ts';
import { registerActionRoutes } from '../crud/action-routes.ts';
import { registerNestedRoutes } from '../crud/nested-routes.ts';
import { resourceStores } from '../crud/resource-stores.ts';
import { registerCrudRoutes } from '../crud/routes.ts';
import type { RouteModule } from '../http/zod-app.ts';

export const resourceRoutes: RouteModule = (app, ctx) => {
  const { tableOf, storeOf, has, close } = resourceStores(ctx);
  app.addHook('onClose', async () => close());
  for (const resource of allResources()) {
    registerCrudRoutes(app, resource, tableOf(resource.name), storeOf(resource.name));
    registerActionRoutes(app, ctx, resource, storeOf(resource.name), areaActions[resource.name]);
    if (resource.nestedUnder) registerNestedRoutes(app, resource, tableOf(resource.name), storeOf(resource.name), storeOf(resource.nestedUnder.resource));
  }
  // The other direction: server code for an action nobody declares is a leftover.
  for (const [name, handlers] of Object.entries(areaActions)) {
    for (const action of Object.keys(handlers)) {
      if (!has(name) || !storeOf(name).resource.actions?.some((a) => a.name === action)) throw new Error(`an area's actions handle ${name}.${action}, which no resource declares`);
    }
  }
};
