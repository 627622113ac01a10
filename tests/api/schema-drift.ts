/**
 * Compares the drizzle schema with the last checked-in migration snapshot. Tests fail on a schema
 * change that has no migration yet, unless PARLEY_DRAFT_SCHEMA=1 asks to apply the difference
 * directly (for trying a table out before `npm run db:generate`).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { MIGRATIONS_DIR } from '../../server/db/client.ts';
import * as schema from '../../server/db/schema/index.ts';

export async function schemaDrift(): Promise<string[]> {
  const meta = path.join(MIGRATIONS_DIR, 'meta');
  const last = readdirSync(meta).filter((f) => f.endsWith('_snapshot.json')).sort().pop();
  if (!last) throw new Error('no migration snapshot in server/db/migrations/meta');
  const previous = JSON.parse(readFileSync(path.join(meta, last), 'utf8'));
  return generateMigration(previous, generateDrizzleJson(schema as Record<string, unknown>, previous.id));
}

/** The statements to run after the migrations: none, or the draft schema's difference. */
export async function draftStatements(): Promise<string[]> {
  const drift = await schemaDrift();
  if (!drift.length) return [];
  if (process.env.PARLEY_DRAFT_SCHEMA === '1') {
    console.warn(`[tests] applying ${drift.length} schema statements that have no migration yet (PARLEY_DRAFT_SCHEMA=1)`);
    return drift;
  }
  throw new Error(`The schema has changes without a migration; run \`npm run db:generate -- --name <what>\`:\n${drift.join('\n')}`);
}
