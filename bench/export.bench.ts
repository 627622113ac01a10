/**
 * Export of 1,000,000 contacts to CSV (and, with BENCH_FORMATS=csv,xlsx, to XLSX) through the real
 * export job, on PostgreSQL. Prints the time, rows per second, the file's size and the process's
 * peak resident memory while the job ran, beside a baseline measured in the same run: the same
 * batches read from the database (a cursor) with nothing written. BENCH_DATABASE_URL (default: the local
 * test server) names the server; the benchmark makes and drops a database of its own there.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { withBenchDatabase } from './bench-database.ts';
import { resourceAndTable } from '../server/db/resource-tables.ts';
import { closeContext, createContext } from '../server/bootstrap.ts';
import { loadConfig } from '../server/config.ts';
import type { AppContext } from '../server/context.ts';
import { parseListParams } from '../server/crud/list-params.ts';
import { eachBatch } from '../server/domains/exports/export-batches.ts';
import { seedDemo } from '../server/seed/demo.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const FORMATS = (process.env.BENCH_FORMATS ?? 'csv').split(',') as ('csv' | 'xlsx')[];
const MB = 1024 * 1024;

export async function run(): Promise<void> {
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-bench-files-'));
  try {
    await withBenchDatabase((url) => measure(url, filesDir));
  } finally {
    fs.rmSync(filesDir, { recursive: true, force: true });
  }
}

async function measure(databaseUrl: string, filesDir: string): Promise<void> {
  // A throwaway database: any key seals its (absent) credentials.
  const config = { ...loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: 'false', DIST_DIR: '/nonexistent', CREDENTIALS_KEY: randomBytes(32).toString('base64') }), databaseUrl, filesDir };
  const ctx = await createContext(config, { build: 'bench' });
  try {
    await seedDemo(ctx.database.db, config.demo, { workspace: false });
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    const { rows } = await pool.query(`select id, current_team_id as team from users where email = $1`, [config.demo.email]);
    const { team, id: userId } = rows[0] as { team: number; id: number };
    let started = performance.now();
    await pool.query(
      `insert into contacts (team_id, phone, first_name, last_name, email, country, tags, status, source)
       select $1, '+4915' || lpad(g::text, 9, '0'), 'First' || g, 'Last' || (g % 5000), 'c' || g || '@example.com',
              (array['DE','FR','GB','US','IR','AE'])[1 + g % 6], jsonb_build_array('tag' || (g % 7)),
              (array['subscribed','unsubscribed','bounced'])[1 + g % 3], 'import'
       from generate_series(1, $2::int) g`,
      [team, ROWS],
    );
    await pool.query('analyze contacts');
    await pool.end();
    console.log(`loaded ${ROWS.toLocaleString('en')} contacts in ${secs(performance.now() - started)}`);

    const baseline = await readOnly(ctx, team);
    console.log(`baseline (the same batches read, nothing written): ${secs(baseline)}, ${rate(ROWS, baseline)} rows/s`);
    for (const format of FORMATS) {
      const memory = watchMemory();
      started = performance.now();
      const job = await ctx.jobs.enqueue(
        'export',
        {
          resource: 'contacts',
          format,
          title: 'Contacts',
          query: {},
          columns: ['phone', 'first_name', 'last_name', 'email', 'country', 'tags', 'status', 'source', 'last_contacted_at'].map((name) => ({ name, label: name })),
        },
        { teamId: team, userId, title: 'Contacts' },
      );
      const done = await finished(ctx, job.id);
      const took = performance.now() - started;
      const peak = memory.stop();
      const file = done.result as { rows: number; file_id: number };
      const size = (await pool2(databaseUrl, `select size_bytes from files where id = $1`, [file.file_id]))[0].size_bytes as number;
      console.log(
        `export to ${format.toUpperCase()}: ${file.rows.toLocaleString('en')} rows in ${secs(took)} (${rate(file.rows, took)} rows/s, ${(took / baseline).toFixed(2)}× the baseline), ` +
          `file ${(Number(size) / MB).toFixed(1)} MB, peak RSS ${(peak.rss / MB).toFixed(0)} MB (${(peak.rssBefore / MB).toFixed(0)} MB before), peak heap ${(peak.heap / MB).toFixed(0)} MB`,
      );
    }
  } finally {
    await closeContext(ctx);
  }
}

async function readOnly(ctx: AppContext, teamId: number): Promise<number> {
  const { resource, table } = resourceAndTable('contacts')!;
  const params = parseListParams(resource, {}, { integerFields: table.integerFields });
  const started = performance.now();
  let n = 0;
  await eachBatch({ db: ctx.database.db, cursor: true, resource, table, teamId, params, batchSize: 5_000 }, async (batch) => {
    n += batch.length;
  });
  if (n !== ROWS) throw new Error(`read ${n} rows, expected ${ROWS}`);
  return performance.now() - started;
}

async function finished(ctx: AppContext, id: number) {
  for (;;) {
    const [row] = await pool2(ctx.database.url!, `select status, error, result from jobs where id = $1`, [id]);
    if (row.status === 'completed') return row;
    if (row.status === 'failed' || row.status === 'cancelled') throw new Error(`export ${row.status}: ${row.error}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The process's memory sampled every 50 ms: the highest resident set and heap seen. */
function watchMemory() {
  const rssBefore = process.memoryUsage.rss();
  let rss = rssBefore;
  let heap = process.memoryUsage().heapUsed;
  const timer = setInterval(() => {
    rss = Math.max(rss, process.memoryUsage.rss());
    heap = Math.max(heap, process.memoryUsage().heapUsed);
  }, 50);
  return {
    stop() {
      clearInterval(timer);
      return { rss, heap, rssBefore };
    },
  };
}

async function pool2(url: string, text: string, values: unknown[]) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const rate = (rows: number, ms: number) => Math.round(rows / (ms / 1000)).toLocaleString('en');
