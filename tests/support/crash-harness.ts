/**
 * What every crash test shares: a fresh database (PGlite in a folder, or PostgreSQL when the tests
 * have one) migrated with one signed-in user, Parley started on it as its own process (to be killed
 * with SIGKILL and started again), its API called as that user, and everything stopped and removed
 * afterwards.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { createUser } from '../../server/accounts/users.ts';
import { issueSession } from '../../server/auth/sessions.ts';
import { openDatabase, type Database } from '../../server/db/client.ts';
import { freshDatabase, TEST_CREDENTIALS_KEY } from '../api/harness.ts';
import { startServer, stopServer, type ServerProcess } from './server-process.ts';

const API = '/api/proxy/api';

export interface CrashHarness {
  work: string;
  token: string;
  teamId: number;
  /** PostgreSQL (true) or PGlite. */
  postgres: boolean;
  /** The database as the test sees it between server runs (PGlite serves one process at a time). */
  open(): Promise<Database>;
  /** Starts Parley on the database; `env` adds to the harness's own. */
  start(name: string, env?: Record<string, string>, readyLine?: RegExp): Promise<ServerProcess>;
  api(server: ServerProcess, method: string, url: string, body?: unknown): Promise<{ status: number; body: any }>;
  close(): Promise<void>;
}

/**
 * `prepare` writes what the test needs straight into the migrated database before any server runs;
 * `env` is every server's environment on top of the database's (tuning, the crash's pace).
 */
export async function crashHarness(name: string, env: Record<string, string>, prepare?: (db: Database, owner: { teamId: number; userId: number }) => Promise<void>): Promise<CrashHarness> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), `parley-${name}-`));
  const { database, drop } = await freshDatabase();
  await (database.pglite as PGlite | undefined)?.close();
  const open = () => (database.url ? openDatabase({ databaseUrl: database.url }) : openDatabase({ dataDir: path.join(work, 'data') }));
  const db = await open();
  await db.migrate();
  const user = await createUser(db.db, { name: 'Crash Tester', email: `${name}@example.com`, password: 'correct horse battery', verified: true });
  const teamId = user.currentTeamId!;
  const token = (await issueSession(db.db, user.id, 3600)).access_token;
  await prepare?.(db, { teamId, userId: user.id });
  await db.close();
  const base = {
    ...(database.url ? { DATABASE_URL: database.url } : { DATA_DIR: path.join(work, 'data') }),
    // On PostgreSQL a process without its credentials key refuses to start.
    CREDENTIALS_KEY: TEST_CREDENTIALS_KEY,
    FILES_DIR: path.join(work, 'files'),
    SEED_DEMO: 'false',
    JOB_STALL_SECONDS: '3',
    ...env,
  };
  const running: ServerProcess[] = [];
  return {
    work,
    token,
    teamId,
    postgres: Boolean(database.url),
    open,
    async start(server, more = {}, readyLine) {
      const started = await startServer({ env: { ...base, ...more }, logFile: path.join(work, `${server}.log`), ...(readyLine && { readyLine }) });
      running.push(started);
      return started;
    },
    async api(server, method, url, body) {
      const res = await fetch(`${server.baseURL}${API}${url}`, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body !== undefined && { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, body: res.headers.get('content-type')?.includes('json') ? await res.json() : await res.text() };
    },
    async close() {
      for (const server of running) await stopServer(server.child);
      await drop();
      fs.rmSync(work, { recursive: true, force: true });
    },
  };
}

/** Polls until `fn` answers something other than undefined (a throw counts as not yet). */
export async function until<T>(what: string, fn: () => Promise<T | undefined> | T | undefined, timeoutMs = 120_000, everyMs = 100): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await Promise.resolve()
      .then(fn)
      .catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
