/**
 * The crash harness: Parley runs as its own process, is killed with SIGKILL in the middle of an
 * export, and is started again on the same database. The export must finish with every row once,
 * one file and one completed queue job: nothing lost, nothing done twice. On PostgreSQL the same
 * runs with the API and the worker as separate processes, and the restarted worker takes over the
 * dead one's job once its heartbeat is stale.
 */
import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, jobs } from '../../server/db/schema/index.ts';
import { crashHarness, until, type CrashHarness } from '../support/crash-harness.ts';
import { killServer, stopServer, type ServerProcess } from '../support/server-process.ts';

const ROWS = 12_000;

let h: CrashHarness;

beforeAll(async () => {
  // Slow enough to be killed half-way, fast enough for the test run.
  h = await crashHarness('crash-export', { EXPORT_ROWS_PER_SECOND: '3000' }, async (db, owner) => {
    await db.db.execute(sql`
      insert into offers (team_id, name, url, payout, currency, status)
      select ${owner.teamId}, 'Offer ' || n, 'https://shop.example.com/' || n, n % 1000, 'USD', 'active' from generate_series(1, ${ROWS}) n`);
  });
}, 120_000);

afterAll(() => h?.close());

const start = (role: 'all' | 'api' | 'worker' = 'all', name: string = role) => h.start(name, { PARLEY_ROLE: role }, role === 'worker' ? /is running jobs/ : undefined);
const api = (server: ServerProcess, method: string, url: string, body?: unknown) => h.api(server, method, url, body);

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
  const db = await h.open();
  try {
    const stored = await db.db.select().from(files).where(sql`${files.storageKey} like ${`%/job-${jobId}.csv`}`);
    expect(stored).toHaveLength(1);
    const [job] = await db.db.select().from(jobs).where(eq(jobs.id, jobId));
    const queued = await db.executeSql(`select state from pgboss.job where id = $1 union all select state from pgboss.archive where id = $1`, [job.queue_job_id]);
    expect(queued.rows).toEqual([{ state: 'completed' }]);
    expect(fs.readdirSync(path.dirname(path.join(h.work, 'files', stored[0].storageKey))).filter((f) => f.includes(`job-${jobId}.`))).toEqual([`job-${jobId}.csv`]);
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
