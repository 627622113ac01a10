/**
 * A database of the benchmark's own on a PostgreSQL server (BENCH_DATABASE_URL, by default the
 * local test server), dropped when the benchmark is done.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export async function withBenchDatabase(fn: (databaseUrl: string) => Promise<void>): Promise<void> {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const dbName = `parley_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  const url = new URL(serverUrl);
  url.pathname = `/${dbName}`;
  try {
    await fn(url.toString());
  } finally {
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  }
}
