/**
 * The generic screens of every resource as plain data: path, resource, action and, for a view, the
 * view itself. It needs only each resource's name and routes (src/routes/route-table.ts), so the
 * sign-in pages never load the resource definitions.
 */
import type { ResourceName } from '../../resources/access/names.ts';
import type { ListView, Resource } from '../../resources/kit/index.ts';
import { resourceRoutes, viewRoutePatterns } from './routes.ts';

export type ScreenAction = 'list' | 'create' | 'edit' | 'show';

export interface ResourceScreenEntry {
  path: string;
  resource: ResourceName;
  action: ScreenAction;
  /** Set for the screens of a view: a copy of a list elsewhere, or a parent's children. */
  view?: ListView;
}

/** What the screens of a resource depend on. */
export type ScreenResource = Pick<Resource, 'name' | 'routes' | 'closed'>;

/** Just what the screens need of each definition: the route table's rows. */
export const screenResources = (resources: readonly Resource[]): ScreenResource[] => resources.map(({ name, routes, closed }) => ({ name, routes, closed }));

export function resourceScreenTable(resources: readonly ScreenResource[]): ResourceScreenEntry[] {
  const out: ResourceScreenEntry[] = [];
  for (const resource of resources) {
    const entry = (path: string, action: ScreenAction, view?: ListView): ResourceScreenEntry => ({ path, resource: resource.name, action, ...(view && { view }) });
    for (const view of resource.routes.views ?? []) {
      const paths = viewRoutePatterns(resource, view);
      out.push(entry(view.path, 'list', view), entry(paths.show, 'show', view));
      if (paths.edit) out.push(entry(paths.edit, 'edit', view));
      // A parent's children are made under it; another copy of a list makes records at the resource's own create.
      if (view.idFilter && paths.create) out.push(entry(paths.create, 'create', view));
    }
    const routes = resourceRoutes(resource);
    if (!routes) continue;
    out.push(entry(routes.list, 'list'), entry(routes.show, 'show'));
    if (routes.create) out.push(entry(routes.create, 'create'));
    if (routes.edit) out.push(entry(routes.edit, 'edit'));
  }
  return out;
}
