/**
 * Vite plugin: in the production build, src/routes/route-table.ts becomes its data as JSON (each
 * resource's name and screen routes), read here from the resource definitions, so the entry chunk
 * carries a few kilobytes of routes instead of every definition and zod. The dev server, the tests
 * and Node scripts run the module itself, which reads the same definitions.
 */
import path from 'node:path';
import type { Plugin } from 'vite';
import { RESOURCE_ROUTES } from '../src/routes/route-table.ts';

export const ROUTE_TABLE_MODULE = path.resolve(import.meta.dirname, '../src/routes/route-table.ts');

/** The module's source in the build. */
export function routeTableSource(): string {
  return `export const RESOURCE_ROUTES = ${JSON.stringify(RESOURCE_ROUTES)};\n`;
}

export function routeTable(): Plugin {
  return {
    name: 'parley-route-table',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      return path.normalize(id.split('?')[0]) === ROUTE_TABLE_MODULE ? routeTableSource() : null;
    },
  };
}
