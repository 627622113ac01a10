/**
 * Queues suite runs: one suite on demand (its page's Run), or every active suite of an agent —
 * `queueAgentSuites`, which prompt publishing calls on every publish (trigger `publish`). Each run
 * is a row (agent_test_runs) and a job (suite-run-job.ts).
 */
import { and, desc, eq } from 'drizzle-orm';
import type { SuiteTrigger } from '../../../../resources/voice/agent-test-suites.ts';
import type { AppContext } from '../../../context.ts';
import { agentTestRuns, agentTestSuites } from '../../../db/schema/index.ts';
import { notFound } from '../../../http/errors.ts';

type SuiteRow = typeof agentTestSuites.$inferSelect;

export async function queueSuiteRun(app: AppContext, teamId: number, userId: number | null, suite: Pick<SuiteRow, 'id' | 'agent_id' | 'name'>, trigger: SuiteTrigger) {
  const db = app.database.db;
  const [run] = await db.insert(agentTestRuns).values({ team_id: teamId, suite_id: suite.id, agent_id: suite.agent_id, trigger }).returning({ id: agentTestRuns.id });
  const job = await app.jobs.enqueue('agent-suite-run', { run_id: run.id }, { teamId, userId, title: `Tests: ${suite.name}` });
  await db.update(agentTestRuns).set({ job_id: job.id }).where(eq(agentTestRuns.id, run.id));
  return { run_id: run.id, job_id: job.id };
}

/** Every active suite of the agent, queued: answers the runs (none when the agent has no suite). */
export async function queueAgentSuites(app: AppContext, teamId: number, agentId: number, trigger: SuiteTrigger, userId: number | null = null) {
  const suites = await app.database.db
    .select({ id: agentTestSuites.id, agent_id: agentTestSuites.agent_id, name: agentTestSuites.name })
    .from(agentTestSuites)
    .where(and(eq(agentTestSuites.team_id, teamId), eq(agentTestSuites.agent_id, agentId), eq(agentTestSuites.active, true)));
  const runs = [];
  for (const suite of suites) runs.push(await queueSuiteRun(app, teamId, userId, suite, trigger));
  return runs;
}

/** A suite's runs, newest first, within the caller's team. */
export async function suiteRuns(app: AppContext, teamId: number, suiteId: number) {
  const db = app.database.db;
  const [suite] = await db.select({ id: agentTestSuites.id }).from(agentTestSuites).where(and(eq(agentTestSuites.id, suiteId), eq(agentTestSuites.team_id, teamId)));
  if (!suite) throw notFound('No such test suite.');
  const rows = await db.select().from(agentTestRuns).where(and(eq(agentTestRuns.team_id, teamId), eq(agentTestRuns.suite_id, suiteId))).orderBy(desc(agentTestRuns.id)).limit(20);
  return rows.map((r) => ({ ...r, created_at: r.created_at.toISOString(), finished_at: r.finished_at?.toISOString() ?? null }));
}
