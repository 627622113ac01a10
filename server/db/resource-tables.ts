/**
 * Which table holds each resource of resources/, gathered from each area's tables.ts. The generic
 * CRUD routes refuse to start when a resource has none (see server/routes/resources.ts).
 */
import type { PgTable } from 'drizzle-orm/pg-core';
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
