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
  /** Applies pending migrations, then `after` (still under the migration lock on PostgreSQL). */
  migrate(after?: (db: Db) => Promise<void>): Promise<void>;
  /**
   * Runs `fn` for every NOTIFY on `channel` until the answer is called. On PostgreSQL this holds one
   * dedicated connection that reconnects by itself; on PGlite notifications stay in the process.
   */
  listen(channel: string, fn: (payload: string) => void): Promise<() => Promise<void>>;
  /** Raw SQL for libraries that bring their own statements (the job queue). */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** The connection string when on PostgreSQL (the job queue opens its own pool on it). */
  url: string | null;
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
    url: null,
    async migrate(after) {
      await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
      await after?.(db as unknown as Db);
    },
    async listen(channel, fn) {
      const unlisten = await pglite.listen(channel, fn);
      return async () => {
        if (!pglite.closed) await unlisten();
      };
    },
    async executeSql(text, values) {
      // PGlite's query() takes one statement; libraries send parameterless multi-statement scripts.
      if (!values?.length) {
        const results = await pglite.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      }
      return pglite.query(text, values);
    },
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
  const listeners = new Set<PgListener>();
  return {
    db: db as unknown as Db,
    driver: 'postgres',
    url,
    async listen(channel, fn) {
      const listener = new PgListener(url, channel, fn);
      listeners.add(listener);
      await listener.start();
      return async () => {
        listeners.delete(listener);
        await listener.stop();
      };
    },
    executeSql: (text, values) => pool.query(text, values as unknown[] | undefined),
    async migrate(after) {
      // Several API processes may start at once on one PostgreSQL: one migrates, the others wait.
      const conn = await pool.connect();
      try {
        await conn.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migratePg(drizzlePg({ client: conn }), { migrationsFolder: MIGRATIONS_DIR });
        await after?.(drizzlePg({ client: conn, schema, casing: 'snake_case' }) as unknown as Db);
      } finally {
        await conn.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
        conn.release();
      }
    },
    async close() {
      await Promise.all([...listeners].map((l) => l.stop()));
      await pool.end();
    },
  };
}

/**
 * One LISTEN connection. A dropped connection (a server restart, a failover) is opened again after
 * a second; notifications sent while it was down are lost, which is why listeners only refresh
 * caches and screens and never carry work.
 */
class PgListener {
  private client: pg.Client | null = null;
  private stopped = false;
  private retry: NodeJS.Timeout | null = null;

  constructor(
    private readonly url: string,
    private readonly channel: string,
    private readonly fn: (payload: string) => void,
  ) {}

  async start(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url, options: '-c TimeZone=UTC' });
    client.on('notification', (n) => {
      if (n.channel === this.channel) this.fn(n.payload ?? '');
    });
    client.on('error', () => this.reconnect(client));
    client.on('end', () => this.reconnect(client));
    await client.connect();
    await client.query(`listen ${pg.escapeIdentifier(this.channel)}`);
    this.client = client;
  }

  private reconnect(broken: pg.Client) {
    if (this.stopped || this.client !== broken) return;
    this.client = null;
    broken.end().catch(() => undefined);
    this.scheduleStart();
  }

  private scheduleStart() {
    if (this.stopped || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      if (!this.stopped) this.start().catch(() => this.scheduleStart());
    }, 1_000);
    this.retry.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }
}

/** Round-trip time of a trivial query, for the health check. */
export async function ping(db: Db): Promise<number> {
  const started = performance.now();
  await db.execute(sql`select 1`);
  return Math.round((performance.now() - started) * 10) / 10;
}
