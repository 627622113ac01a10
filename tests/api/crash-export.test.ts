/**
 * The crash harness: Parley runs as its own process, is killed with SIGKILL in the middle of an
 * export, and is started again on the same database. The export must finish with every row once,
 * one file and one completed queue job: nothing lost, nothing done twice. On PostgreSQL the same
 * runs with the API and the worker as separate processes, and the restarted worker takes over the
 * dead one's job once its heartbeat is stale.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../server/accounts/users.ts';
import { issueSession } from '../../server/auth/sessions.ts';
import { openDatabase, type Database } from '../../server/db/client.ts';
import { files, jobs } from '../../server/db/schema/index.ts';
import { killServer, startServer, stopServer, type ServerProcess } from '../support/server-process.ts';
import { freshDatabase, TEST_CREDENTIALS_KEY } from './harness.ts';

const ROWS = 12_000;
const API = '/api/proxy/api';

let work: string;
let database: { url: string | null; pglite?: PGlite };
let drop: () => Promise<void>;
let env: Record<string, string>;
let token: string;
const running: ServerProcess[] = [];

/** The database as the test sees it between server runs (PGlite serves one process at a time). */
async function open(): Promise<Database> {
  return database.url ? openDatabase({ databaseUrl: database.url }) : openDatabase({ dataDir: path.join(work, 'data') });
}

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-crash-'));
  ({ database, drop } = await freshDatabase());
  await database.pglite?.close();
  const db = await open();
  await db.migrate();
  const user = await createUser(db.db, { name: 'Crash Tester', email: 'crash@example.com', password: 'correct horse battery', verified: true });
  token = (await issueSession(db.db, user.id, 3600)).access_token;
  await db.db.execute(sql`
    insert into offers (team_id, name, url, payout, currency, status)
    select ${user.currentTeamId}, 'Offer ' || n, 'https://shop.example.com/' || n, n % 1000, 'USD', 'active' from generate_series(1, ${ROWS}) n`);
  await db.close();
  env = {
    ...(database.url ? { DATABASE_URL: database.url } : { DATA_DIR: path.join(work, 'data') }),
    // On PostgreSQL a process without its credentials key refuses to start.
    CREDENTIALS_KEY: TEST_CREDENTIALS_KEY,
    FILES_DIR: path.join(work, 'files'),
    SEED_DEMO: 'false',
    // Slow enough to be killed half-way, fast enough for the test run.
    EXPORT_ROWS_PER_SECOND: '3000',
    JOB_STALL_SECONDS: '3',
  };
}, 120_000);

afterAll(async () => {
  for (const server of running) await stopServer(server.child);
  await drop();
  fs.rmSync(work, { recursive: true, force: true });
});

async function start(role: 'all' | 'api' | 'worker' = 'all', name: string = role): Promise<ServerProcess> {
  const server = await startServer({
    env: { ...env, PARLEY_ROLE: role },
    logFile: path.join(work, `${name}.log`),
    ...(role === 'worker' && { readyLine: /is running jobs/ }),
  });
  running.push(server);
  return server;
}

async function api(server: ServerProcess, method: string, url: string, body?: unknown) {
  const res = await fetch(`${server.baseURL}${API}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body !== undefined && { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: res.headers.get('content-type')?.includes('json') ? await res.json() : await res.text() };
}

async function until<T>(what: string, fn: () => Promise<T | undefined>, timeoutMs = 90_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await fn().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const exportRequest = { resource: 'offers', format: 'csv', title: 'Offers', query: { _sort: 'payout', _order: 'asc' }, columns: [{ name: 'name', label: 'Name' }] };

async function checkFinished(server: ServerProcess, jobId: number) {
  const done = await until('the export to complete after the restart', async () => {
    const job = (await api(server, 'GET', `/v1/jobs/${jobId}`)).body;
    return job.status === 'completed' ? job : undefined;
  });
  expect(done.attempts).toBe(2);
  expect(done.result.rows).toBe(ROWS);
  const link = (await api(server, 'POST', `/v1/files/${done.result.file_id}/link`, {})).body.url as string;
  const csv = await (await fetch(link.replace(/^http:\/\/[^/]+/, server.baseURL))).text();
  const ids = csv.replace(/^\uFEFF/, '').trim().split('\r\n').slice(1).map((line) => Number(line.split(',')[0]));
  expect(ids).toHaveLength(ROWS);
  expect(new Set(ids).size).toBe(ROWS);
  return done;
}

async function checkStored(jobId: number) {
  const db = await open();
  try {
    const stored = await db.db.select().from(files).where(sql`${files.storageKey} like ${`%/job-${jobId}.csv`}`);
    expect(stored).toHaveLength(1);
    const [job] = await db.db.select().from(jobs).where(eq(jobs.id, jobId));
    const queued = await db.executeSql(`select state from pgboss.job where id = $1 union all select state from pgboss.archive where id = $1`, [job.queue_job_id]);
    expect(queued.rows).toEqual([{ state: 'completed' }]);
    expect(fs.readdirSync(path.dirname(path.join(env.FILES_DIR, stored[0].storageKey))).filter((f) => f.includes(`job-${jobId}.`))).toEqual([`job-${jobId}.csv`]);
  } finally {
    await db.close();
  }
}

describe('crash safety', () => {
  it('finishes an export that was killed half-way, with every row once and one file', async () => {
    let server = await start('all', 'first');
    const job = (await api(server, 'POST', '/v1/exports', exportRequest)).body;
    expect(job.status).toBe('queued');
    await until('the export to be part-way', async () => {
      const now = (await api(server, 'GET', `/v1/jobs/${job.id}`)).body;
      return now.progress_done >= 2_000 && now.status === 'running' ? now : undefined;
    });
    await killServer(server.child);
    server = await start('all', 'second');
    await checkFinished(server, job.id);
    await stopServer(server.child);
    await checkStored(job.id);
  }, 240_000);

  it.runIf(!!process.env.TEST_DATABASE_URL)('splits API and workers into processes, and a new worker takes over a dead one’s job', async () => {
    const apiServer = await start('api');
    let worker = await start('worker', 'worker-1');
    const job = (await api(apiServer, 'POST', '/v1/exports', exportRequest)).body;
    await until('the worker to be part-way', async () => {
      const now = (await api(apiServer, 'GET', `/v1/jobs/${job.id}`)).body;
      return now.progress_done >= 2_000 ? now : undefined;
    });
    await killServer(worker.child);
    worker = await start('worker', 'worker-2');
    await checkFinished(apiServer, job.id);
    await stopServer(worker.child);
    await stopServer(apiServer.child);
    await checkStored(job.id);
  }, 240_000);
});
