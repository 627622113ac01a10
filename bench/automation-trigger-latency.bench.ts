/**
 * From a trigger event to the journey's first action, on PostgreSQL (BENCH_DATABASE_URL, by default
 * the local test server) with the real workers of a started Parley: an automation starts on the tag
 * `bench` and its next node adds a tag. BENCH_EVENTS contacts (default 200) get the tag one after
 * another by the contact form's PATCH, BENCH_GAP_MS apart (default 50), without waiting for the
 * engine. Each event's latency runs from just before its PATCH to its journey's add_tag step in
 * automation_steps (the runner's log); where no runner writes steps, to the journey being entered.
 * Goal: p95 under 2 s.
 */
import { randomBytes } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { buildApp } from '../server/app.ts';
import { createUser } from '../server/accounts/users.ts';
import { closeContext, createContext } from '../server/bootstrap.ts';
import { loadConfig } from '../server/config.ts';
import type { AppContext } from '../server/context.ts';
import { automationJourneys, automations, automationSteps, automationVersions, contacts } from '../server/db/schema/index.ts';
import { toggleAutomationStatus } from '../server/domains/automations/toggle-status.ts';
import { API_BASE } from '../resources/account/endpoints.ts';
import { withBenchDatabase } from './bench-database.ts';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 200);
const GAP_MS = Number(process.env.BENCH_GAP_MS ?? 50);
const GOAL_P95_MS = 2_000;
/** How long to wait for the last journeys and steps after the last event. */
const SETTLE_MS = 15_000;
const PASSWORD = 'correct horse battery';

export async function run(): Promise<void> {
  await withBenchDatabase(async (databaseUrl) => {
    const env = { LOG_LEVEL: 'silent', SEED_DEMO: 'false', DIST_DIR: '/nonexistent', SMSC_SIMULATOR_PORT: 'off', SMPP_SERVER_PORT: 'off', CREDENTIALS_KEY: randomBytes(32).toString('base64') };
    const ctx = await createContext({ ...loadConfig(env), databaseUrl }, { build: 'bench' });
    const app = await buildApp(ctx, { logger: false });
    await app.ready();
    try {
      await measure(ctx, app);
    } finally {
      await app.close();
      await closeContext(ctx);
    }
  });
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function measure(ctx: AppContext, app: Awaited<ReturnType<typeof buildApp>>): Promise<void> {
  const db = ctx.database.db;
  const email = 'bench-automations@example.com';
  const user = await createUser(db, { name: 'Bench Automations', email, password: PASSWORD, verified: true });
  const teamId = user.currentTeamId!;
  const login = await app.inject({ method: 'POST', url: `${API_BASE}/v1/token/login`, payload: { email, password: PASSWORD } });
  const token = (JSON.parse(login.body) as { access_token: string }).access_token;

  const graph = {
    nodes: [
      { id: 'tagged', type: 'tag_added', position: { x: 0, y: 0 }, data: { tag: 'bench' } },
      { id: 'mark', type: 'add_tag', position: { x: 0, y: 150 }, data: { tag: 'reached' } },
      { id: 'end', type: 'end', position: { x: 0, y: 300 }, data: {} },
    ],
    edges: [
      { id: 'e1', source: 'tagged', target: 'mark' },
      { id: 'e2', source: 'mark', target: 'end' },
    ],
  };
  const own = { team_id: teamId, created_by_id: user.id, updated_by_id: user.id };
  const [automation] = await db.insert(automations).values({ ...own, name: 'Bench: tagged', trigger: 'tag_added', graph, published_version: 1, reentry: 'always' }).returning();
  await db.insert(automationVersions).values({ team_id: teamId, automation_id: automation.id, version: 1, graph });
  await toggleAutomationStatus(ctx, { teamId, userId: user.id }, automation.id, automation.version);

  const phones = Array.from({ length: EVENTS }, (_, i) => `+1415${String(3_000_000 + i)}`);
  const rows = await db.execute(sql`
    insert into ${contacts} (team_id, phone, country, valid, tags)
    select ${teamId}, p, 'US', true, '[]'::jsonb from unnest(${sql.param(phones)}::text[]) as p returning id`);
  const ids = (rows as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id)).sort((a, b) => a - b);

  // One warm-up event, then the measured ones: each PATCH sent GAP_MS after the one before.
  const sentAt = new Map<number, number>();
  const patch = async (id: number) => {
    const at = Date.now();
    const res = await app.inject({ method: 'PATCH', url: `${API_BASE}/v1/audience/contacts/${id}`, headers: { authorization: `Bearer ${token}` }, payload: { tags: ['bench'] } });
    if (res.statusCode !== 200) throw new Error(`PATCH answered ${res.statusCode}: ${res.body}`);
    sentAt.set(id, at);
  };
  const started = Date.now();
  const inFlight: Promise<void>[] = [];
  for (const id of ids) {
    inFlight.push(patch(id));
    await new Promise((r) => setTimeout(r, GAP_MS));
  }
  await Promise.all(inFlight);

  // Every journey entered, and its first action logged when a runner runs.
  const deadline = Date.now() + SETTLE_MS;
  let journeys: { id: number; contact_id: number; entered_at: Date }[] = [];
  let steps: { journey_id: number; at: Date }[] = [];
  for (;;) {
    journeys = await db.select({ id: automationJourneys.id, contact_id: automationJourneys.contact_id, entered_at: automationJourneys.entered_at }).from(automationJourneys).where(eq(automationJourneys.automation_id, automation.id));
    steps = journeys.length
      ? await db
          .select({ journey_id: automationSteps.journey_id, at: sql<Date>`min(${automationSteps.at})`.mapWith((v) => new Date(v)) })
          .from(automationSteps)
          .where(sql`${automationSteps.node_type} = 'add_tag' and ${inArray(automationSteps.journey_id, journeys.map((j) => j.id))}`)
          .groupBy(automationSteps.journey_id)
      : [];
    if ((journeys.length >= ids.length && steps.length >= ids.length) || Date.now() > deadline) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const withRunner = steps.length > 0;
  const stepOf = new Map(steps.map((s) => [s.journey_id, s.at.getTime()]));
  const latencies = journeys
    .map((j) => {
      const end = withRunner ? stepOf.get(j.id) : j.entered_at.getTime();
      const from = sentAt.get(j.contact_id);
      return end === undefined || from === undefined ? undefined : end - from;
    })
    .filter((v): v is number => v !== undefined)
    .sort((a, b) => a - b);
  const missing = ids.length - latencies.length;
  const until = withRunner ? 'the add_tag step logged by the runner' : 'the journey entered (no runner logs steps on this branch)';
  console.log(`automation trigger latency: ${EVENTS} tag events by PATCH, ${GAP_MS} ms apart, PostgreSQL, intake${withRunner ? ' and runner' : ''} as started by Parley`);
  console.log(`  measured from just before each PATCH to ${until}`);
  if (!latencies.length) {
    console.log('  no event got through');
    process.exitCode = 1;
    return;
  }
  const p95 = pct(latencies, 95);
  console.log(`  p50 ${pct(latencies, 50)} ms, p95 ${p95} ms, max ${latencies.at(-1)} ms${missing ? `; ${missing} events did not get through within ${SETTLE_MS / 1000} s` : ''}`);
  console.log(`  ${((Date.now() - started) / 1000).toFixed(1)} s in all; goal p95 < ${GOAL_P95_MS} ms: ${p95 < GOAL_P95_MS && !missing ? 'met' : 'NOT met'}`);
  if (p95 >= GOAL_P95_MS || missing) process.exitCode = 1;
}
