/**
 * /login must not download the resource definitions or zod (docs/architecture.md#screens-and-routes):
 * the build replaces src/routes/route-table.ts with its data, and nothing else the sign-in page
 * loads may import a definition. `npm run bench -- login-bundle` measures the result in a browser.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RESOURCE_ROUTES } from '../../src/routes/route-table.ts';
import { routeTable, routeTableSource, ROUTE_TABLE_MODULE } from '../../scripts/vite-route-table.ts';
import { importsOf, ROOT } from './import-graph.ts';

const TABLE = 'src/routes/route-table.ts';

/** Files reached from `roots` by imports the browser runs at once (not `import type`, not `import()`). */
function staticClosure(roots: string[], leaves: ReadonlySet<string>): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    if (leaves.has(file) || !/\.tsx?$/.test(file)) return;
    for (const edge of importsOf(file)) {
      if (edge.kind !== 'static') continue;
      if (edge.to) visit(edge.to);
      else packages.add(edge.specifier);
    }
  };
  roots.forEach(visit);
  return { files, packages };
}

describe('the route table', () => {
  it('is built from the same definitions the dev server reads', async () => {
    const source = await routeTableSource();
    const json = /^export const RESOURCE_ROUTES = (.*);\n$/s.exec(source)?.[1];
    expect(JSON.parse(json!)).toEqual(JSON.parse(JSON.stringify(RESOURCE_ROUTES)));
    expect(RESOURCE_ROUTES.length).toBeGreaterThan(40);
  });

  it('replaces only its own module in the build', async () => {
    const plugin = routeTable();
    const load = plugin.load as (id: string) => Promise<string | null>;
    expect(path.relative(ROOT, ROUTE_TABLE_MODULE)).toBe(TABLE);
    expect(await load(ROUTE_TABLE_MODULE)).toBe(await routeTableSource());
    expect(await load(path.join(ROOT, 'src/routes/screens.ts'))).toBeNull();
    expect(plugin.apply).toBe('build');
  });

  it('keeps the resource definitions and zod out of what /login loads', () => {
    const { files, packages } = staticClosure(['src/main.tsx', 'src/pages/auth/login.tsx'], new Set([TABLE]));
    expect(files.has('src/routes/screens.ts')).toBe(true);
    const definitions = [...files].filter((f) => f.startsWith('resources/') && !/^resources\/(access|format)\/|^resources\/account\/endpoints\.ts$/.test(f));
    expect(definitions).toEqual([]);
    expect([...packages].filter((p) => p === 'zod' || p.startsWith('@refinedev/'))).toEqual([]);
  });
});
