/**
 * An import killed with SIGKILL half-way and started again on the same database: it goes on from
 * its last committed chunk, so every good row is a contact exactly once, each bad row is reported
 * once, and the counters add up to the file.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../server/accounts/users.ts';
import { issueSession } from '../../server/auth/sessions.ts';
import { openDatabase, type Database } from '../../server/db/client.ts';
import { contactEvents, dataFileErrors } from '../../server/db/schema/index.ts';
import { killServer, startServer, stopServer, type ServerProcess } from '../support/server-process.ts';
import { freshDatabase, TEST_CREDENTIALS_KEY } from './harness.ts';
import { multipartBody } from './upload-support.ts';

const ROWS = 20_000;
/** Every 50th row has no valid number. */
const BAD = Math.floor(ROWS / 50);
const API = '/api/proxy/api';

let work: string;
let database: { url: string | null; pglite?: PGlite };
let drop: () => Promise<void>;
let env: Record<string, string>;
let token: string;
let teamId: number;
const running: ServerProcess[] = [];

async function open(): Promise<Database> {
  return database.url ? openDatabase({ databaseUrl: database.url }) : openDatabase({ dataDir: path.join(work, 'data') });
}

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-crash-import-'));
  ({ database, drop } = await freshDatabase());
  await database.pglite?.close();
  const db = await open();
  await db.migrate();
  const user = await createUser(db.db, { name: 'Crash Importer', email: 'crash-import@example.com', password: 'correct horse battery', verified: true });
  teamId = user.currentTeamId!;
  token = (await issueSession(db.db, user.id, 3600)).access_token;
  await db.close();
  env = {
    ...(database.url ? { DATABASE_URL: database.url } : { DATA_DIR: path.join(work, 'data') }),
    CREDENTIALS_KEY: TEST_CREDENTIALS_KEY,
    FILES_DIR: path.join(work, 'files'),
    SEED_DEMO: 'false',
    // Slow enough to be killed half-way, fast enough for the test run.
    IMPORT_ROWS_PER_SECOND: '3000',
    JOB_STALL_SECONDS: '3',
  };
}, 120_000);

afterAll(async () => {
  for (const server of running) await stopServer(server.child);
  await drop();
  fs.rmSync(work, { recursive: true, force: true });
});

async function start(name: string): Promise<ServerProcess> {
  const server = await startServer({ env, logFile: path.join(work, `${name}.log`) });
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

async function until<T>(what: string, fn: () => Promise<T | undefined>, timeoutMs = 120_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await fn().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('crash safety of imports', () => {
  it('goes on after a kill -9 from its last chunk: every row once, error rows not doubled', async () => {
    const lines = ['phone,first name'];
    for (let i = 1; i <= ROWS; i++) lines.push(i % 50 === 0 ? `oops-${i},Bad ${i}` : `+97155${String(1_000_000 + i)},Name ${i}`);
    const { body, contentType } = multipartBody(Buffer.from(lines.join('\n')), 'crash.csv');
    let server = await start('first');
    const uploaded = await fetch(`${server.baseURL}${API}/v1/audience/data-files/upload`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': contentType }, body: new Uint8Array(body) });
    const file = await uploaded.json();
    expect(uploaded.status, JSON.stringify(file)).toBe(201);
    const started = await api(server, 'POST', `/v1/audience/data-files/${file.id}/import`, { mapping: { phone: 'phone', 'first name': 'first_name' } });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    await until('the import to be part-way', async () => {
      const now = (await api(server, 'GET', `/v1/audience/data-files/${file.id}`)).body;
      return now.rows_imported >= 3_000 && now.status === 'importing' ? now : undefined;
    });
    await killServer(server.child);
    server = await start('second');
    const done = await until('the import to finish after the restart', async () => {
      const now = (await api(server, 'GET', `/v1/audience/data-files/${file.id}`)).body;
      return now.status === 'imported' ? now : undefined;
    });
    expect(done).toMatchObject({ rows_total: ROWS, rows_imported: ROWS - BAD, rows_failed: BAD, rows_created: ROWS - BAD, rows_updated: 0 });
    const job = (await api(server, 'GET', `/v1/jobs/${started.body.job_id}`)).body;
    expect(job).toMatchObject({ status: 'completed', attempts: 2 });
    const report = (await api(server, 'GET', `/v1/audience/data-files/${file.id}/errors`)).body as string;
    expect(report.trim().split('\r\n')).toHaveLength(BAD + 1);
    await stopServer(server.child);

    const db = await open();
    try {
      const counted = await db.db.execute(sql`select count(*)::int as n, count(distinct phone)::int as d from contacts where team_id = ${teamId}`);
      expect((counted as unknown as { rows: { n: number; d: number }[] }).rows[0]).toEqual({ n: ROWS - BAD, d: ROWS - BAD });
      const errors = await db.db.select({ n: sql<number>`count(*)::int` }).from(dataFileErrors).where(eq(dataFileErrors.data_file_id, file.id));
      expect(errors[0].n).toBe(BAD);
      const history = await db.db.select({ n: sql<number>`count(*)::int` }).from(contactEvents).where(and(eq(contactEvents.kind, 'imported'), eq(contactEvents.ref_id, file.id)));
      expect(history[0].n).toBe(ROWS - BAD);
    } finally {
      await db.close();
    }
  }, 300_000);
});
