/**
 * The generic list endpoint under load: 100,000 offers in one team on PostgreSQL, a filtered and
 * sorted page (`status=active&_sort=payout&_order=desc`, pages spread over the first 50), asked by
 * 1, 10 and 50 concurrent clients. Prints p50/p95/p99 latency and requests per second; the goal is
 * p95 under 50 ms at 10 clients. BENCH_DATABASE_URL (default: the local test server) names the
 * server; the benchmark makes and drops a database of its own there.
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { withBenchDatabase } from './bench-database.ts';
import { Agent, request } from 'undici';
import { buildApp } from '../server/app.ts';
import { closeContext, createContext } from '../server/bootstrap.ts';
import { loadConfig } from '../server/config.ts';
import { seedDemo } from '../server/seed/demo.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const REQUESTS_PER_LEVEL = Number(process.env.BENCH_REQUESTS ?? 2_000);
const LEVELS = [1, 10, 50];
const GOAL_P95_AT_10_MS = 50;

export async function run(): Promise<void> {
  await withBenchDatabase(measure);
}

async function measure(databaseUrl: string): Promise<void> {
  const config = { ...loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: 'false', DIST_DIR: '/nonexistent', CREDENTIALS_KEY: randomBytes(32).toString('base64') }), databaseUrl };
  const ctx = await createContext(config, { build: 'bench' });
  await seedDemo(ctx.database.db, config.demo, { workspace: false });
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const { rows } = await pool.query(`select current_team_id as team from users where email = $1`, [config.demo.email]);
  const team = rows[0].team as number;
  let started = performance.now();
  // generate_series keeps the 100k-row load to one statement.
  await pool.query(
    `insert into offers (team_id, name, url, payout, currency, status, description)
     select $1, 'Offer ' || g, 'https://example.com/o/' || g, (g * 7919) % 500000, (array['USD','EUR','GBP'])[1 + g % 3],
            (array['active','paused','archived'])[1 + g % 3], null
     from generate_series(1, $2::int) g`,
    [team, ROWS],
  );
  await pool.query('analyze offers');
  console.log(`loaded ${ROWS.toLocaleString('en')} offers in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  await pool.end();

  const app = await buildApp(ctx, { logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    await load(app, config.demo);
  } finally {
    await app.close();
    await closeContext(ctx);
  }
}

async function load(app: Awaited<ReturnType<typeof buildApp>>, demo: { email: string; password: string }): Promise<void> {
  let started: number;
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/proxy/api`;
  const login = await request(`${base}/v1/token/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: demo.email, password: demo.password }),
  });
  const { access_token } = (await login.body.json()) as { access_token: string };
  const dispatcher = new Agent({ connections: 64, pipelining: 1 });
  let n = 0;
  const ask = async () => {
    const page = n++ % 50;
    const qs = `status=active&_sort=payout&_order=desc&_start=${page * 10}&_end=${page * 10 + 10}`;
    const t0 = performance.now();
    const res = await request(`${base}/v1/audience/offers?${qs}`, { headers: { authorization: `Bearer ${access_token}` }, dispatcher });
    const text = await res.body.text();
    if (res.statusCode !== 200 || res.headers['x-total-count'] === undefined) throw new Error(`the list answered ${res.statusCode}: ${text}`);
    return performance.now() - t0;
  };

  for (let i = 0; i < 100; i++) await ask(); // warm-up: JIT, connection pool, PostgreSQL caches
  console.log('\nclients  requests      p50      p95      p99    req/s');
  let p95At10 = Infinity;
  for (const clients of LEVELS) {
    const latencies: number[] = [];
    let remaining = REQUESTS_PER_LEVEL;
    started = performance.now();
    await Promise.all(
      Array.from({ length: clients }, async () => {
        while (remaining-- > 0) latencies.push(await ask());
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    const q = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))];
    if (clients === 10) p95At10 = q(0.95);
    const ms = (v: number) => `${v.toFixed(1).padStart(6)} ms`;
    console.log(`${String(clients).padStart(7)}  ${String(latencies.length).padStart(8)}  ${ms(q(0.5))} ${ms(q(0.95))} ${ms(q(0.99))}  ${(latencies.length / seconds).toFixed(0).padStart(7)}`);
  }
  console.log(`\ngoal: p95 < ${GOAL_P95_AT_10_MS} ms at 10 clients — ${p95At10 < GOAL_P95_AT_10_MS ? 'met' : 'NOT met'} (${p95At10.toFixed(1)} ms)`);
  await dispatcher.close();
}
