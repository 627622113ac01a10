/**
 * Which table holds each resource of resources/, as the areas' manifests say (server/areas.ts,
 * which fills this catalogue when it loads). The generic CRUD routes refuse to start when a
 * resource has none (see server/routes/resources.ts).
 */
import type { PgTable } from 'drizzle-orm/pg-core';
// The registry fills as the definitions load: load them all before asking it.
import '../../resources/index.ts';
import { allResources, resourceByName, type Resource } from '../../resources/kit/index.ts';
import { describeTable, type ResourceTable } from './resource-table.ts';
let tables: Readonly<Record<string, PgTable>> | null = null;
let described: Map<string, ResourceTable> | null = null;

export function installResourceTables(byResource: Readonly<Record<string, PgTable>>): void {
  tables = byResource;
  described = null;
}

/** Every resource's table, by resource name. */
export function resourceTables(): Readonly<Record<string, PgTable>> {
  if (!tables) throw new Error('the resource tables are not known yet: import server/areas.ts first');
  return tables;
}

export function tableOf(resourceName: string): PgTable {
  const table = resourceTables()[resourceName];
  if (!table) throw new Error(`resource ${resourceName} has no table in its area's manifest (server/domains/<area>/index.ts)`);
  return table;
}

/** A resource's table as the generic code reads it, described once per process. */
export function resourceTable(name: string): ResourceTable | undefined {
  described ??= new Map(allResources().map((r) => [r.name, describeTable(r, tableOf(r.name))]));
  return described.get(name);
}

export function resourceAndTable(name: string): { resource: Resource; table: ResourceTable } | undefined {
  const resource = resourceByName(name);
  const table = resource && resourceTable(name);
  return resource && table ? { resource, table } : undefined;
}
