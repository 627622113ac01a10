/**
 * Which table holds each resource of resources/. A new resource adds its table here; the generic
 * CRUD routes refuse to start when a resource has none (see server/routes/resources.ts).
 */
import type { PgTable } from 'drizzle-orm/pg-core';
import { customFields, offers } from './schema/index.ts';

export const resourceTables: Record<string, PgTable> = {
  'custom-fields': customFields,
  offers,
};

export function tableOf(resourceName: string): PgTable {
  const table = resourceTables[resourceName];
  if (!table) throw new Error(`resource ${resourceName} has no table in server/db/resource-tables.ts`);
  return table;
}
