/**
 * The generic list, create, edit and show screens of every resource that has a list route, each
 * behind the `can()` rule of its action, so a role that may not open one sees why instead of a 403.
 */
import { allResources } from '../../resources/index.ts';
import type { Resource } from '../../resources/kit/index.ts';
import type { Screen } from '../routes/screen-registry.ts';
import { resourceRoutes, viewRoutePatterns } from './routes.ts';

const app = ['auth', 'verified'] as Screen['guards'];

export function resourceScreens(resources: readonly Resource[] = allResources()): Screen[] {
  const out: Screen[] = [];
  for (const resource of resources) {
    const name = resource.name;
    const screen = (path: string, action: 'list' | 'create' | 'edit' | 'show', load: Screen['load']): Screen => ({
      path,
      guards: app,
      layout: 'app',
      access: { resource: name, action },
      load,
    });
    for (const view of resource.routes.views ?? []) {
      const paths = viewRoutePatterns(resource, view);
      out.push(
        screen(view.path, 'list', () => import('./list/list-page.tsx').then((m) => ({ default: m.listScreen(name, view) }))),
        screen(paths.show, 'show', () => import('./show/show-page.tsx').then((m) => ({ default: m.showScreen(name, view) }))),
        screen(paths.edit, 'edit', () => import('./form/form-page.tsx').then((m) => ({ default: m.editScreen(name, view) }))),
      );
      // A parent's children are made under it; another copy of a list makes records at the resource's own create.
      if (view.idFilter) out.push(screen(paths.create!, 'create', () => import('./form/form-page.tsx').then((m) => ({ default: m.createScreen(name, view) }))));
    }
    const routes = resourceRoutes(resource);
    if (!routes) continue;
    out.push(
      screen(routes.list, 'list', () => import('./list/list-page.tsx').then((m) => ({ default: m.listScreen(name) }))),
      screen(routes.create!, 'create', () => import('./form/form-page.tsx').then((m) => ({ default: m.createScreen(name) }))),
      screen(routes.edit, 'edit', () => import('./form/form-page.tsx').then((m) => ({ default: m.editScreen(name) }))),
      screen(routes.show, 'show', () => import('./show/show-page.tsx').then((m) => ({ default: m.showScreen(name) }))),
    );
  }
  return out;
}
