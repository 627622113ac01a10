/** The generic list, create, edit and show screens of every resource that has a list route. */
import { allResources } from '../../resources/index.ts';
import type { Resource } from '../../resources/kit/index.ts';
import type { Screen } from '../routes/screen-registry.ts';
import { resourceRoutes, viewRoutePatterns } from './routes.ts';

const app = ['auth', 'verified'] as Screen['guards'];

export function resourceScreens(resources: readonly Resource[] = allResources()): Screen[] {
  const out: Screen[] = [];
  for (const resource of resources) {
    const name = resource.name;
    for (const view of resource.routes.views ?? []) {
      const paths = viewRoutePatterns(resource, view);
      out.push(
        { path: view.path, guards: app, layout: 'app', load: () => import('./list/list-page.tsx').then((m) => ({ default: m.listScreen(name, view) })) },
        { path: paths.show, guards: app, layout: 'app', load: () => import('./show/show-page.tsx').then((m) => ({ default: m.showScreen(name, view) })) },
        { path: paths.edit, guards: app, layout: 'app', load: () => import('./form/form-page.tsx').then((m) => ({ default: m.editScreen(name, view) })) },
      );
      // A parent's children are made under it; another copy of a list makes records at the resource's own create.
      if (view.idFilter) out.push({ path: paths.create!, guards: app, layout: 'app', load: () => import('./form/form-page.tsx').then((m) => ({ default: m.createScreen(name, view) })) });
    }
    const routes = resourceRoutes(resource);
    if (!routes) continue;
    out.push(
      { path: routes.list, guards: app, layout: 'app', load: () => import('./list/list-page.tsx').then((m) => ({ default: m.listScreen(name) })) },
      { path: routes.create!, guards: app, layout: 'app', load: () => import('./form/form-page.tsx').then((m) => ({ default: m.createScreen(name) })) },
      { path: routes.edit, guards: app, layout: 'app', load: () => import('./form/form-page.tsx').then((m) => ({ default: m.editScreen(name) })) },
      { path: routes.show, guards: app, layout: 'app', load: () => import('./show/show-page.tsx').then((m) => ({ default: m.showScreen(name) })) },
    );
  }
  return out;
}
