/**
 * Records Parley writes (calls, invoices, logs) cannot be created through the API: tests record
 * them the way Parley's own code does, straight into the table, then read them through the API.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Resource } from '../../resources/kit/index.ts';
import { isTimestamp } from '../../server/db/resource-table.ts';
import { resourceTable } from '../../server/db/resource-tables.ts';
import type { TestApp } from './harness.ts';

/** Who a record is recorded for: their team and themselves. */
export interface FactOwner {
  teamId: number;
  userId: number;
}

/** Inserts a record of a system-written resource with the given field values; answers its id. */
export async function recordFact(t: TestApp, resource: Resource, body: Record<string, unknown>, owner: FactOwner): Promise<number> {
  const table = resourceTable(resource.name)!;
  const values: Record<string, unknown> = { version: 1, created_by_id: owner.userId, updated_by_id: owner.userId, ...(resource.scope === 'team' && { team_id: owner.teamId }) };
  for (const [name, v] of Object.entries(body)) values[name] = typeof v === 'string' && isTimestamp(table.col(name)) ? new Date(v) : v;
  // Bookkeeping columns the API never shows (a job's queue id) get a value of their type.
  for (const [name, column] of Object.entries(table.columns)) {
    if (name in values || !column.notNull || column.hasDefault) continue;
    values[name] = column.columnType === 'PgUUID' ? randomUUID() : `${name}-${randomUUID()}`;
  }
  const [row] = (await t.db.insert(table.table).values(values as never).returning()) as { id: number }[];
  return row.id;
}

/**
 * Sets what Parley derives on a record people create (a contact's network, time zone, lookup
 * answer) where it is still empty, so list filters on those facts have values to find.
 */
export async function fillDerivedFacts(t: TestApp, resource: Resource, id: number, facts: Record<string, unknown>, current: Record<string, unknown>): Promise<boolean> {
  const table = resourceTable(resource.name)!;
  const values: Record<string, unknown> = {};
  for (const [name, f] of Object.entries(resource.fields)) {
    if (!f.readOnly || !f.filter?.length || f.kind === 'reference' || current[name] !== null || !(name in facts)) continue;
    values[name] = typeof facts[name] === 'string' && isTimestamp(table.col(name)) ? new Date(facts[name] as string) : facts[name];
  }
  if (!Object.keys(values).length) return false;
  await t.db.update(table.table).set(values as never).where(eq(table.col('id'), id));
  return true;
}
