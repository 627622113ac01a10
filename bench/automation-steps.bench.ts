/**
 * How many journey steps a second the automation engine advances (docs/areas/automations.md#the-engine),
 * on PostgreSQL (BENCH_DATABASE_URL, by default the local test server) and, with BENCH_PGLITE=1,
 * on PGlite too: BENCH_JOURNEY_CONTACTS contacts (default 100,000) enter at once a journey of
 * trigger → add tag → split 50 % → (a: update a field | b: wait 1 minute) → end. The engine runs
 * as it does in the server: the entry's notice wakes the runner, which drains what is due. The
 * clock stops when every journey that does not wait has completed and every waiting one waits; the
 * figure is the steps logged in that time. Also printed: the time from the entry to the first
 * step logged (the engine's share of a trigger's latency; on PostgreSQL only: PGlite's one connection
 * answers the probe only between the runner's statements).
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { mkdtemp, rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { createUser } from '../server/accounts/users.ts';
import { closeContext, createContext } from '../server/bootstrap.ts';
import { loadConfig } from '../server/config.ts';
import type { AppContext } from '../server/context.ts';
import { automations, automationVersions, contacts } from '../server/db/schema/index.ts';
import { enterJourneys } from '../server/domains/automations/enter.ts';
import { rowsOf } from '../server/events/change-triggers.ts';
import { withBenchDatabase } from './bench-database.ts';

const CONTACTS = Number(process.env.BENCH_JOURNEY_CONTACTS ?? 100_000);
const GOAL = 2_000;

const GRAPH = {
  nodes: [
    { id: 't', type: 'api_call', position: { x: 0, y: 0 }, data: {} },
    { id: 'tag', type: 'add_tag', position: { x: 0, y: 90 }, data: { tag: 'journeyed' } },
    { id: 'split', type: 'split', position: { x: 0, y: 180 }, data: { percent: 50 } },
    { id: 'field', type: 'update_field', position: { x: -150, y: 270 }, data: { field: 'last_name', value: 'Benched' } },
    { id: 'wait', type: 'wait', position: { x: 150, y: 270 }, data: { amount: 1, unit: 'minutes' } },
    { id: 'end', type: 'end', position: { x: 0, y: 360 }, data: {} },
  ],
  edges: [
    { id: 'e1', source: 't', target: 'tag' },
    { id: 'e2', source: 'tag', target: 'split' },
    { id: 'e3', source: 'split', target: 'field', sourceHandle: 'a' },
    { id: 'e4', source: 'split', target: 'wait', sourceHandle: 'b' },
    { id: 'e5', source: 'field', target: 'end' },
    { id: 'e6', source: 'wait', target: 'end' },
  ],
};

export async function run(): Promise<void> {
  await withBenchDatabase((databaseUrl) => measureOn('PostgreSQL', databaseUrl));
  if (process.env.BENCH_PGLITE === '1') {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'parley-bench-journeys-'));
    try {
      await measureOn('PGlite', null, dataDir);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }
}

async function measureOn(label: string, databaseUrl: string | null, dataDir?: string): Promise<void> {
  const env = { LOG_LEVEL: 'silent', SEED_DEMO: 'false', DIST_DIR: '/nonexistent', SMSC_SIMULATOR_PORT: 'off', SMPP_SERVER_PORT: 'off', CREDENTIALS_KEY: randomBytes(32).toString('base64'), ...(dataDir ? { DATA_DIR: dataDir } : {}) };
  const ctx = await createContext({ ...loadConfig(env), databaseUrl });
  try {
    await measure(label, ctx);
  } finally {
    await closeContext(ctx);
  }
}

async function measure(label: string, ctx: AppContext): Promise<void> {
  const db = ctx.database.db;
  const user = await createUser(db, { name: 'Bench Journeys', email: `bench-journeys-${randomBytes(3).toString('hex')}@example.com`, password: 'correct horse battery', verified: true });
  const teamId = user.currentTeamId!;
  await db.execute(sql`
    insert into ${contacts} (team_id, phone, country, valid, first_name)
    select ${teamId}, '+4477' || lpad(g::text, 8, '0'), 'GB', true, 'C' || g from generate_series(1, ${CONTACTS}) as g`);
  const ids = rowsOf<{ id: number }>(await db.execute(sql`select id from contacts where team_id = ${teamId} order by id`)).map((r) => Number(r.id));
  const [a] = await db.insert(automations).values({ team_id: teamId, name: 'Bench journey', status: 'active', graph: GRAPH as never, published_version: 1, reentry: 'never' }).returning();
  await db.insert(automationVersions).values({ team_id: teamId, automation_id: a.id, version: 1, graph: GRAPH as never });

  const started = performance.now();
  await enterJourneys(db, { teamId, automationId: a.id, version: 1, reentry: 'never', reentryDays: null, nodeId: 't', contactIds: ids, now: new Date() });
  const entered = performance.now();
  let firstStepMs: number | null = null;
  for (;;) {
    const [row] = rowsOf<{ open: number; steps: number }>(
      await db.execute(sql`
        select (select count(*) from automation_journeys where automation_id = ${a.id} and status = 'active')::int as open,
          (select count(*) from automation_steps where automation_id = ${a.id})::int as steps`),
    );
    if (firstStepMs === null && Number(row.steps) > 0) firstStepMs = performance.now() - entered;
    if (Number(row.open) === 0) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const seconds = (performance.now() - entered) / 1000;
  const [done] = rowsOf<{ steps: number; completed: number; waiting: number; failed: number }>(
    await db.execute(sql`
      select (select count(*) from automation_steps where automation_id = ${a.id})::int as steps,
        count(*) filter (where status = 'completed')::int as completed, count(*) filter (where status = 'waiting')::int as waiting,
        count(*) filter (where status = 'failed')::int as failed
      from automation_journeys where automation_id = ${a.id}`),
  );
  const perSecond = Number(done.steps) / seconds;
  const [tagged] = await db.select({ n: sql<number>`count(*)::int` }).from(contacts).where(sql`${contacts.team_id} = ${teamId} and ${contacts.tags} @> '["journeyed"]'::jsonb`);
  console.log(
    `[automation-steps] ${label}: ${CONTACTS} contacts entered in ${((entered - started) / 1000).toFixed(1)} s; ${done.steps} steps in ${seconds.toFixed(1)} s = ${Math.round(perSecond)} steps/s ` +
      `(${done.completed} completed, ${done.waiting} waiting, ${done.failed} failed; ${tagged.n} tagged); first step ${firstStepMs === null || label === 'PGlite' ? 'not measured (one connection, busy with the runner)' : `${Math.round(firstStepMs)} ms after the entry`}`,
  );
  if (Number(done.failed) || tagged.n !== CONTACTS) {
    console.error(`[automation-steps] ${label}: some journeys failed or contacts were not tagged`);
    process.exitCode = 1;
  }
  if (label === 'PostgreSQL' && perSecond < GOAL) {
    console.error(`[automation-steps] below the goal of ${GOAL} steps/s`);
    process.exitCode = 1;
  }
}
