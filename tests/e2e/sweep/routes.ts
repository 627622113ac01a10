/**
 * What the sweep visits: every signed-in screen the app registers (src/routes/screens.ts, which
 * includes the generic list/create/edit/show screens and list views of every resource), with `:id`
 * filled by a real record the demo user can read. Guest pages and catch-alls are left out.
 */
import '../../../src/routes/screens.ts';
import { registeredScreens } from '../../../src/routes/screen-registry.ts';
import { resourceRoutes } from '../../../src/resources/routes.ts';
import { allResources, resourceByName } from '../../../resources/index.ts';
import type { Resource } from '../../../resources/kit/index.ts';
import { firstId, type Session } from './api.ts';
import { SPEC_AUTH_PATHS } from './spec-routes.ts';

export interface SweepRoute {
  /** The registered pattern (`/campaigns/:id`). */
  pattern: string;
  /** What the browser opens (`/campaigns/12`). */
  path: string;
}

export interface RoutePlan {
  routes: SweepRoute[];
  /** Patterns whose `:id` no record could fill (a resource without demo data is itself a finding). */
  unfilled: Array<{ pattern: string; why: string }>;
  /** SPEC §2 paths no registered screen serves yet. */
  specGaps: string[];
}

/** The resource whose record fills a pattern's `:id`: its own for show/edit, the parent's for an idFilter view. */
function idSource(pattern: string): Resource | undefined {
  for (const resource of allResources()) {
    const routes = resourceRoutes(resource);
    if (routes && (routes.show === pattern || routes.edit === pattern)) return resource;
    for (const view of resource.routes.views ?? []) {
      if (view.path !== pattern) continue;
      if (!view.idFilter) return resource;
      const ref = resource.fields[view.idFilter]?.reference?.resource;
      return ref ? resourceByName(ref) : undefined;
    }
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

async function build(staff: Session): Promise<RoutePlan> {
  const screens = registeredScreens().filter(
    (s) => !s.path.includes('*') && !s.guards.includes('guest') && !s.guards.includes('unverified') && s.guards.includes('auth'),
  );
  const routes: SweepRoute[] = [];
  const unfilled: RoutePlan['unfilled'] = [];
  const ids = new Map<string, string | null>();
  for (const screen of screens) {
    if (!screen.path.includes(':id')) {
      routes.push({ pattern: screen.path, path: screen.path });
      continue;
    }
    const source = idSource(screen.path);
    if (!source) {
      unfilled.push({ pattern: screen.path, why: 'no resource names the record behind :id' });
      continue;
    }
    if (!ids.has(source.apiPath)) ids.set(source.apiPath, await firstId(staff, source.apiPath));
    const id = ids.get(source.apiPath);
    if (id == null) {
      unfilled.push({ pattern: screen.path, why: `GET ${source.apiPath} answers no record for the demo user` });
      continue;
    }
    routes.push({ pattern: screen.path, path: screen.path.replace(':id', encodeURIComponent(id)) });
  }
  const patterns = screens.map((s) => s.path).concat(registeredScreens().map((s) => s.path));
  const specGaps = SPEC_AUTH_PATHS.filter((p) => {
    if (p.endsWith('/*')) {
      const prefix = p.slice(0, -1);
      return !patterns.some((r) => r === p || r.startsWith(prefix));
    }
    return !patterns.includes(p);
  });
  return { routes, unfilled, specGaps };
}

/** The i-th of n roughly equal slices, so each harness test stays well inside its time limit. */
export function shard<T>(items: T[], i: number, n: number): T[] {
  const size = Math.ceil(items.length / n);
  return items.slice(i * size, (i + 1) * size);
}
