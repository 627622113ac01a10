/**
 * The generic list, create, edit and show screens of every resource that has a list route, each
 * behind the `can()` rule of its action, so a role that may not open one sees why instead of a 403.
 * The page modules load the resource definitions themselves; this file only needs the table.
 */
import type { Screen } from '../routes/screen-registry.ts';
import { resourceScreenTable, type ResourceScreenEntry, type ScreenResource } from './screen-table.ts';

const app = ['auth', 'verified'] as Screen['guards'];

function loader({ resource, action, view }: ResourceScreenEntry): Screen['load'] {
  switch (action) {
    case 'list':
      return () => import('./list/list-page.tsx').then((m) => ({ default: m.listScreen(resource, view) }));
    case 'show':
      return () => import('./show/show-page.tsx').then((m) => ({ default: m.showScreen(resource, view) }));
    case 'create':
      return () => import('./form/form-page.tsx').then((m) => ({ default: m.createScreen(resource, view) }));
    case 'edit':
      return () => import('./form/form-page.tsx').then((m) => ({ default: m.editScreen(resource, view) }));
  }
}

/** The generic screens of these resources (src/routes/route-table.ts gives every resource's). */
export function resourceScreens(resources: readonly ScreenResource[]): Screen[] {
  return resourceScreenTable(resources).map((entry) => ({
    path: entry.path,
    guards: app,
    layout: 'app',
    access: { resource: entry.resource, action: entry.action },
    load: loader(entry),
  }));
}
