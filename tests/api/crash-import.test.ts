/**
 * An import killed with SIGKILL half-way and started again on the same database: it goes on from
 * its last committed chunk, so every good row is a contact exactly once, each bad row is reported
 * once, and the counters add up to the file.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactEvents, dataFileErrors } from '../../server/db/schema/index.ts';
import { crashHarness, until, type CrashHarness } from '../support/crash-harness.ts';
import { killServer, stopServer, type ServerProcess } from '../support/server-process.ts';
import { multipartBody } from './upload-support.ts';

const ROWS = 20_000;
/** Every 50th row has no valid number. */
const BAD = Math.floor(ROWS / 50);
const API = '/api/proxy/api';

let h: CrashHarness;

// Slow enough to be killed half-way, fast enough for the test run.
beforeAll(async () => (h = await crashHarness('crash-import', { IMPORT_ROWS_PER_SECOND: '3000' })), 120_000);
afterAll(() => h?.close());

const start = (name: string) => h.start(name);
const api = (server: ServerProcess, method: string, url: string, body?: unknown) => h.api(server, method, url, body);

describe('crash safety of imports', () => {
  it('goes on after a kill -9 from its last chunk: every row once, error rows not doubled', async () => {
    const lines = ['phone,first name'];
    for (let i = 1; i <= ROWS; i++) lines.push(i % 50 === 0 ? `oops-${i},Bad ${i}` : `+97155${String(1_000_000 + i)},Name ${i}`);
    const { body, contentType } = multipartBody(Buffer.from(lines.join('\n')), 'crash.csv');
    let server = await start('first');
    const uploaded = await fetch(`${server.baseURL}${API}/v1/audience/data-files/upload`, { method: 'POST', headers: { authorization: `Bearer ${h.token}`, 'content-type': contentType }, body: new Uint8Array(body) });
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

    const db = await h.open();
    try {
      const counted = await db.db.execute(sql`select count(*)::int as n, count(distinct phone)::int as d from contacts where team_id = ${h.teamId}`);
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
