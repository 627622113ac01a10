/**
 * Vite plugin: in the production build, src/routes/route-table.ts becomes its data as JSON (each
 * resource's name and screen routes), read here from the resource definitions, so the entry chunk
 * carries a few kilobytes of routes instead of every definition and zod. The dev server and the
 * unit tests run the module itself, which reads the same definitions.
 */
import path from 'node:path';
import { runnerImport, type Plugin } from 'vite';
import type { RESOURCE_ROUTES } from '../src/routes/route-table.ts';

export const ROUTE_TABLE_MODULE = path.resolve(import.meta.dirname, '../src/routes/route-table.ts');

/** The module's source in the build. */
export async function routeTableSource(): Promise<string> {
  // Run through Vite's own pipeline, so the catalogue's glob finds every area's folder here too.
  const { module } = await runnerImport<{ RESOURCE_ROUTES: typeof RESOURCE_ROUTES }>(ROUTE_TABLE_MODULE, { configFile: false, logLevel: 'silent' });
  return `export const RESOURCE_ROUTES = ${JSON.stringify(module.RESOURCE_ROUTES)};\n`;
}

export function routeTable(): Plugin {
  return {
    name: 'parley-route-table',
    apply: 'build',
    enforce: 'pre',
    async load(id) {
      return path.normalize(id.split('?')[0]) === ROUTE_TABLE_MODULE ? routeTableSource() : null;
    },
  };
}
