/**
 * A rule-based call-outcome classifier rerun over BENCH_CALLS (default 100,000) ended calls with
 * transcripts on PostgreSQL (BENCH_DATABASE_URL, by default the local test server), run for real:
 * the `outcome-rerun` job on Parley's job runtime reads the calls in batches, classifies them by the
 * seeded rules and writes the changed outcomes and a log row per call. Prints the rerun time (queued
 * to completed) against the 30 s goal, and fails the run above it.
 *   npm run bench -- classifier-rerun
 */
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { createUser } from '../server/accounts/users.ts';
import { closeContext, createContext } from '../server/bootstrap.ts';
import { loadConfig } from '../server/config.ts';
import { callOutcomeClassifiers, jobs } from '../server/db/schema/index.ts';
import { rowsOf } from '../server/events/change-triggers.ts';
import { withBenchDatabase } from './bench-database.ts';

const CALLS = Number(process.env.BENCH_CALLS ?? 100_000);
const GOAL_MS = 30_000;

/** Five conversations in turn: each ends on a different rule (and one on none). */
const CUSTOMER_LINES = ['Please stop calling me, I am not interested.', 'Call me back tomorrow after six.', 'Sounds good, send me the quote.', 'No thanks, we already have panels.', 'Who is this? Hello?'];

export async function run(): Promise<void> {
  await withBenchDatabase(async (databaseUrl) => {
    const env = { LOG_LEVEL: 'silent', SEED_DEMO: 'false', DIST_DIR: '/nonexistent', SMSC_SIMULATOR_PORT: 'off', SMPP_SERVER_PORT: 'off', AFTER_CALL_TICK_MS: '3600000', CREDENTIALS_KEY: randomBytes(32).toString('base64') };
    const ctx = await createContext({ ...loadConfig(env), databaseUrl }, { build: 'bench' });
    try {
      const db = ctx.database.db;
      const user = await createUser(db, { name: 'Bench Classifier', email: 'bench-classifier@example.com', password: 'correct horse battery', verified: true });
      const teamId = user.currentTeamId!;
      const seeded = performance.now();
      // After-call steps marked done: the rerun alone classifies these calls.
      await db.execute(sql`
        insert into calls (team_id, direction, from_number, to_number, status, outcome, started_at, duration_seconds, answered_by, hangup_reason, transcript, after_call_at)
        select ${teamId}, 'outbound', '+15005550006', '+1415' || lpad(i::text, 7, '0'), 'completed', 'unknown', now() - make_interval(mins => i),
          30 + i % 300, case when i % 7 = 0 then 'voicemail' else 'human' end, case when i % 2 = 0 then 'customer_hangup' else 'agent_hangup' end,
          jsonb_build_array(
            jsonb_build_object('role', 'agent', 'text', 'Hi, this is Maya from Sunny Roofs. Do you have a minute to talk about solar panels?', 'at', now()),
            jsonb_build_object('role', 'customer', 'text', (${sql.param(CUSTOMER_LINES)}::text[])[1 + i % 5], 'at', now()),
            jsonb_build_object('role', 'agent', 'text', 'Thank you for your time, have a good day.', 'at', now())),
          now()
        from generate_series(1, ${CALLS}) as i`);
      await db.execute(sql`analyze calls`);
      console.log(`seeded ${CALLS.toLocaleString('en')} calls with transcripts in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);

      const [classifier] = await db
        .insert(callOutcomeClassifiers)
        .values({
          team_id: teamId,
          name: 'Bench rules',
          kind: 'rule',
          active: true,
          outcomes: ['do_not_call', 'voicemail', 'callback', 'interested', 'not_interested'],
          rules: [
            { outcome: 'do_not_call', role: 'customer', keywords: ['stop calling', 'remove me', 'do not call'] },
            { outcome: 'voicemail', role: 'any', answered_by: ['voicemail'] },
            { outcome: 'callback', role: 'customer', pattern: '\\b(call|ring) me (back|later|tomorrow)\\b' },
            { outcome: 'interested', role: 'customer', keywords: ['sounds good', 'send me the quote'] },
            { outcome: 'not_interested', role: 'customer', keywords: ['not interested', 'no thanks'], max_duration_seconds: 600 },
          ],
        })
        .returning();

      const started = performance.now();
      const job = await ctx.jobs.enqueue('outcome-rerun', { classifier_id: classifier.id, filters: {} }, { teamId, userId: user.id, title: 'bench rerun' });
      let row = job;
      while (!['completed', 'failed', 'cancelled'].includes(row.status)) {
        if (performance.now() - started > 10 * GOAL_MS) throw new Error('the rerun did not finish in time');
        await new Promise((r) => setTimeout(r, 100));
        [row] = await db.select().from(jobs).where(eq(jobs.id, job.id));
      }
      const ms = performance.now() - started;
      if (row.status !== 'completed') throw new Error(`the rerun ${row.status}: ${row.error}`);
      const mix = rowsOf<{ outcome: string; n: string }>(await db.execute(sql`select outcome, count(*) as n from calls where team_id = ${teamId} group by outcome order by outcome`));
      const logged = rowsOf<{ n: string }>(await db.execute(sql`select count(*) as n from call_outcome_logs where job_id = ${job.id}`))[0].n;
      console.log(`outcomes: ${mix.map((m) => `${m.outcome} ${Number(m.n).toLocaleString('en')}`).join(', ')}; ${Number(logged).toLocaleString('en')} log rows`);
      console.log(`rule-based rerun over ${CALLS.toLocaleString('en')} calls: ${(ms / 1000).toFixed(1)} s (${Math.round((CALLS / ms) * 1000).toLocaleString('en')} calls/s; goal under ${GOAL_MS / 1000} s)`);
      if (ms > GOAL_MS) process.exitCode = 1;
    } finally {
      await closeContext(ctx);
    }
  });
}
