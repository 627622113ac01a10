/**
 * Opens the database: PGlite in a data folder by default, PostgreSQL when a URL is given.
 * Both speak the same SQL, so the rest of the server only sees a drizzle `Db`.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Any fixed number: PostgreSQL advisory lock that lets only one process migrate at a time. */
const MIGRATION_LOCK = 7_130_421;

export interface OpenOptions {
  databaseUrl?: string | null;
  dataDir?: string;
  /** An already-open PGlite (tests restore one from a snapshot). */
  pglite?: PGlite;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  let client = options.pglite;
  if (!client) {
    if (!options.dataDir) throw new Error('openDatabase needs a databaseUrl, a dataDir or a pglite');
    await mkdir(options.dataDir, { recursive: true });
    client = await PGlite.create(options.dataDir);
  }
  const pglite = client;
  const db = drizzlePglite({ client: pglite, schema, casing: 'snake_case' });
  return {
    db: db as unknown as Db,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    close: () => pglite.close(),
  };
}

function openPostgres(url: string): Database {
  // UTC in every session, whatever the server's own time zone: dates then mean the same in
  // PostgreSQL as in PGlite and in the browser.
  const pool = new pg.Pool({ connectionString: url, max: 10, options: '-c TimeZone=UTC' });
  // An idle connection dropped by the server (a restart, a failover) must not take the process down;
  // the pool opens a new one on the next query.
  pool.on('error', (error: Error & { code?: string }) => {
    if (error.code !== '57P01') console.error(`[parley] database connection lost: ${error.message}`);
  });
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' });
  return {
    db: db as unknown as Db,
    driver: 'postgres',
    async migrate() {
      // Several API processes may start at once on one PostgreSQL: one migrates, the others wait.
      const conn = await pool.connect();
      try {
        await conn.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migratePg(drizzlePg({ client: conn }), { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await conn.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
        conn.release();
      }
    },
    close: () => pool.end(),
  };
}

/** Round-trip time of a trivial query, for the health check. */
export async function ping(db: Db): Promise<number> {
  const started = performance.now();
  await db.execute(sql`select 1`);
  return Math.round((performance.now() - started) * 10) / 10;
}
