/**
 * Which table holds each resource of resources/, gathered from each area's tables.ts. The generic
 * CRUD routes refuse to start when a resource has none (see server/routes/resources.ts).
 */
import type { PgTable } from 'drizzle-orm/pg-core';
// The registry fills as the definitions load: load them all before asking it.
import '../../resources/index.ts';
import { allResources, resourceByName, type Resource } from '../../resources/kit/index.ts';
import { describeTable, type ResourceTable } from './resource-table.ts';
import { audienceTables } from './schema/audience/tables.ts';
import { smsTables } from './schema/sms/tables.ts';
import { voiceTables } from './schema/voice/tables.ts';
import { workspaceTables } from './schema/workspace/tables.ts';

export const resourceTables: Record<string, PgTable> = { ...voiceTables, ...audienceTables, ...smsTables, ...workspaceTables };

export function tableOf(resourceName: string): PgTable {
  const table = resourceTables[resourceName];
  if (!table) throw new Error(`resource ${resourceName} has no table in server/db/schema/<area>/tables.ts`);
  return table;
}

let described: Map<string, ResourceTable> | null = null;

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
