/**
 * A suite run as a job (`agent-suite-run`): each case is played against the agent (play-case.ts)
 * and its conversation classified by the team's active classifier; the case passes when the outcome
 * is the one expected. Results are saved after each case, so the agent's page shows them as they
 * come. A case that fails to play (the model is down) fails with the reason; a team without an
 * active classifier or without a model gets an error run saying what to set up. A retry plays every case again.
 */
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { CaseResult } from '../../../../resources/voice/agent-test-suites.ts';
import { agents, agentTestRuns, agentTestSuites } from '../../../db/schema/index.ts';
import { PermanentJobError } from '../../../jobs/job-kind.ts';
import { defineJob } from '../../define-job.ts';
import { NOT_CONFIGURED } from '../../llm/llm-config.ts';
import { resolvedLlmFor } from '../../llm/llm-client.ts';
import { activeClassifier, classifierOf } from '../outcomes/classify.ts';
import { playCase } from './play-case.ts';

export const NO_CLASSIFIER = 'No outcome classifier is active: make one active under Agents \u2192 Outcome classifiers, then run the suite again.';

const input = z.object({ run_id: z.number().int() });

export const agentSuiteRunJob = defineJob<z.infer<typeof input>>({
  kind: 'agent-suite-run',
  input,
  maxAttempts: 2,
  retryDelaySeconds: 5,
  async run({ job, input, app, progress, signal }) {
    const db = app.database.db;
    const [run] = await db.select().from(agentTestRuns).where(and(eq(agentTestRuns.id, input.run_id), eq(agentTestRuns.team_id, job.team_id)));
    if (!run) throw new PermanentJobError('The test run was deleted.');
    const [suite] = await db.select().from(agentTestSuites).where(and(eq(agentTestSuites.id, run.suite_id), eq(agentTestSuites.team_id, job.team_id)));
    const [agent] = await db.select().from(agents).where(and(eq(agents.id, run.agent_id), eq(agents.team_id, job.team_id)));
    if (!suite || !agent) throw new PermanentJobError('The suite or its agent was deleted.');
    const save = (set: Partial<typeof agentTestRuns.$inferInsert>) => db.update(agentTestRuns).set(set).where(eq(agentTestRuns.id, run.id));

    const classifier = await activeClassifier(db, job.team_id);
    if (!classifier) {
      await save({ status: 'error', error: NO_CLASSIFIER, finished_at: new Date() });
      return { message: NO_CLASSIFIER };
    }
    // Every case needs the agent's model: without one, one error that says what to set, not a failure per case.
    if (!app.agentTurns && !(await resolvedLlmFor(app, job.team_id))) {
      await save({ status: 'error', error: NOT_CONFIGURED, finished_at: new Date() });
      return { message: NOT_CONFIGURED };
    }
    const classify = classifierOf(app, classifier);
    const profile = { id: agent.id, teamId: job.team_id, systemPrompt: agent.system_prompt, firstMessage: agent.first_message, tools: agent.tools, maxCallSeconds: agent.max_call_seconds };
    await save({ status: 'running', results: [], passed: 0, failed: 0, error: null });
    await progress(0, suite.cases.length);
    const results: CaseResult[] = [];
    for (const testCase of suite.cases) {
      signal.throwIfAborted();
      let result: CaseResult;
      let transcript: CaseResult['transcript'] = [];
      try {
        const facts = await playCase(app, profile, testCase, signal);
        transcript = facts.transcript;
        const decided = await classify(facts);
        result = { name: testCase.name, passed: decided.outcome === testCase.expected_outcome, expected_outcome: testCase.expected_outcome, outcome: decided.outcome, reason: decided.reason, transcript };
      } catch (error) {
        if (signal.aborted) throw error;
        result = { name: testCase.name, passed: false, expected_outcome: testCase.expected_outcome, outcome: null, reason: `Could not be played: ${(error as Error).message}`, transcript };
      }
      results.push(result);
      const passed = results.filter((r) => r.passed).length;
      await save({ results, passed, failed: results.length - passed });
      await progress(results.length, suite.cases.length);
    }
    const passed = results.filter((r) => r.passed).length;
    await save({ status: passed === results.length ? 'passed' : 'failed', finished_at: new Date() });
    return { rows: passed, message: `${passed} of ${results.length} cases passed.` };
  },
});
