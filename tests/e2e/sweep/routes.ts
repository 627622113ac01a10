/**
 * What the sweep visits: every signed-in screen the app registers (src/routes/screens.ts, which
 * includes the generic list/create/edit/show screens and list views of every resource), with `:id`
 * filled by a real record the demo user can read. Guest pages and catch-alls are left out.
 */
import path from 'node:path';
import type { AreaScreens } from '../../../src/routes/register-screens.ts';
import { registeredScreens } from '../../../src/routes/screen-registry.ts';
import { loadFolders, loadResourceFolders } from '../../../server/load-folders.ts';
import { ROOT } from '../../support/server-process.ts';
import { CHILD_ID, resourceRoutes, viewRoutePatterns } from '../../../src/resource-ui/routes.ts';
import { allResources, resourceByName } from '../../../resources/index.ts';
import type { Resource } from '../../../resources/kit/index.ts';
import type { AccessRequest } from '../../../resources/access/index.ts';
import { firstChildRecord, firstId, type Session } from './api.ts';
import { PRODUCT_PATHS } from './product-paths.ts';

export interface SweepRoute {
  /** The registered pattern (`/campaigns/:id`). */
  pattern: string;
  /** What the browser opens (`/campaigns/12`). */
  path: string;
  /** The screen's access rule, if it has one: who fails it sees the access-denied page. */
  access?: AccessRequest;
  /** A generic resource form for editing a record: its create form, filled in. */
  genericEdit: boolean;
}

export interface RoutePlan {
  routes: SweepRoute[];
  /** Patterns whose `:id` no record could fill (a resource without demo data is itself a finding). */
  unfilled: Array<{ pattern: string; why: string }>;
  /** Documented signed-in paths (docs/areas/) no registered screen serves yet. */
  missingScreens: string[];
}

/**
 * What fills a pattern's ids: a record of its own resource (show, edit, and a copy of a list's
 * record screens), of the parent (a parent's children list and create), or a child together with
 * its parent (a child's screens under the parent: `:id` the parent, `:rid` the child).
 */
type IdSource = { kind: 'own' | 'parent'; resource: Resource } | { kind: 'child'; resource: Resource; parentField: string };

function idSource(pattern: string): IdSource | undefined {
  for (const resource of allResources()) {
    const routes = resourceRoutes(resource);
    if (routes && (routes.show === pattern || routes.edit === pattern)) return { kind: 'own', resource };
    for (const view of resource.routes.views ?? []) {
      const paths = viewRoutePatterns(resource, view);
      if (![view.path, paths.create, paths.show, paths.edit].includes(pattern)) continue;
      if (!view.idFilter) return pattern === view.path ? undefined : { kind: 'own', resource };
      if (pattern === paths.show || pattern === paths.edit) return { kind: 'child', resource, parentField: view.idFilter };
      const ref = resource.fields[view.idFilter]?.reference?.resource;
      const parent = ref ? resourceByName(ref) : undefined;
      return parent && { kind: 'parent', resource: parent };
    }
  }
  // A purpose-built screen under a record's page (a route's rate sheet at /sms/routing/routes/:id/deck).
  for (const resource of allResources()) {
    const show = resourceRoutes(resource)?.show;
    if (show?.endsWith('/:id') && pattern.startsWith(`${show}/`) && !pattern.slice(show.length).includes(':')) return { kind: 'own', resource };
  }
  return undefined;
}

export function slug(path: string): string {
  return path === '/' ? 'root' : path.replace(/^\//, '').replace(/[^\w-]+/g, '_');
}

let cached: Promise<RoutePlan> | undefined;

export function routePlan(staff: Session): Promise<RoutePlan> {
  cached ??= build(staff);
  return cached;
}

/** What src/routes/screens.ts does in the app, by reading the folders: Node has no Vite glob. */
async function registerAppScreens(): Promise<ReadonlySet<string>> {
  await loadResourceFolders();
  // Loaded once the definitions are: the route table reads them when it loads.
  const { registerScreens, pageScreenPaths } = await import('../../../src/routes/register-screens.ts');
  registerScreens(await loadFolders<AreaScreens>(path.join(ROOT, 'src/pages'), 'screens.ts'));
  return pageScreenPaths();
}

async function build(staff: Session): Promise<RoutePlan> {
  const pages = await registerAppScreens();
  const screens = registeredScreens().filter(
    (s) => !s.path.includes('*') && !s.guards.includes('guest') && !s.guards.includes('unverified') && s.guards.includes('auth'),
  );
  const genericEdit = (screen: { path: string; access?: AccessRequest }) => !pages.has(screen.path) && screen.access?.action === 'edit';
  const routes: SweepRoute[] = [];
  const unfilled: RoutePlan['unfilled'] = [];
  const ids = new Map<string, string | null>();
  for (const screen of screens) {
    if (!screen.path.includes(':id')) {
      routes.push({ pattern: screen.path, path: screen.path, access: screen.access, genericEdit: genericEdit(screen) });
      continue;
    }
    const source = idSource(screen.path);
    if (!source) {
      unfilled.push({ pattern: screen.path, why: 'no resource names the record behind :id' });
      continue;
    }
    const { apiPath } = source.resource;
    if (source.kind === 'child') {
      const parent = resourceByName(source.resource.fields[source.parentField]?.reference?.resource ?? '');
      const child = await firstChildRecord(staff, apiPath, parent?.apiPath ?? apiPath, source.parentField);
      if (!child) {
        unfilled.push({ pattern: screen.path, why: `GET ${apiPath} answers no record for the demo user` });
        continue;
      }
      const path = screen.path.replace(':id', encodeURIComponent(String(child[source.parentField]))).replace(CHILD_ID, encodeURIComponent(String(child.id)));
      routes.push({ pattern: screen.path, path, access: screen.access, genericEdit: genericEdit(screen) });
      continue;
    }
    if (!ids.has(apiPath)) ids.set(apiPath, await firstId(staff, apiPath));
    const id = ids.get(apiPath);
    if (id == null) {
      unfilled.push({ pattern: screen.path, why: `GET ${apiPath} answers no record for the demo user` });
      continue;
    }
    routes.push({ pattern: screen.path, path: screen.path.replace(':id', encodeURIComponent(id)), access: screen.access, genericEdit: genericEdit(screen) });
  }
  const patterns = screens.map((s) => s.path).concat(registeredScreens().map((s) => s.path));
  const missingScreens = PRODUCT_PATHS.filter((p) => {
    if (p.endsWith('/*')) {
      const prefix = p.slice(0, -1);
      return !patterns.some((r) => r === p || r.startsWith(prefix));
    }
    return !patterns.includes(p);
  });
  return { routes, unfilled, missingScreens };
}

/** The i-th of n roughly equal slices, so each harness test stays well inside its time limit. */
export function shard<T>(items: T[], i: number, n: number): T[] {
  const size = Math.ceil(items.length / n);
  return items.slice(i * size, (i + 1) * size);
}
