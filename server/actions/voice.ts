/** Custom actions of the voice area: agents, agent campaigns, post-processing. */
import type { RerunFilters } from '../../resources/voice/call-outcome-classifiers.ts';
import { duplicateAgent } from '../domains/voice/agents.ts';
import { activate, queueRerun, testClassifier } from '../domains/voice/outcomes/classifier-service.ts';
import type { ClassifierRow } from '../domains/voice/outcomes/classify.ts';
import { queueSuiteRun } from '../domains/voice/test-suites/queue-suites.ts';
import { HttpError } from '../http/errors.ts';
import { transition } from '../crud/transition.ts';
import type { ActionHandlers } from './types.ts';

const isFuture = (at: unknown) => at instanceof Date && at.getTime() > Date.now();

export const voiceActions: ActionHandlers = {
  agents: {
    /** A draft copy of the agent with its prompts. */
    async duplicate({ app, record, caller }) {
      return { id: await duplicateAgent(app.database.db, caller, record.id as number) };
    },
  },
  'agent-campaigns': {
    async send(ctx) {
      const row = await transition(ctx, { to: (r) => (isFuture(r.schedule_start) ? 'scheduled' : 'running') });
      return { status: row.status };
    },
    async stop(ctx) {
      const row = await transition(ctx, { to: 'stopped' });
      return { status: row.status };
    },
    /** The run in progress finishes; no later run starts. */
    async 'stop-recurring-sends'(ctx) {
      const row = await transition(ctx, { to: 'completed', extra: { recurring: false } });
      return { status: row.status };
    },
    /** No new contacts are fed in; the campaign may be started again. */
    async 'stop-feed'(ctx) {
      const row = await transition(ctx, { to: 'paused' });
      return { status: row.status };
    },
  },
  'post-processing': {
    /** The pass itself is a language-model job; without a model configured, say so instead of pretending. */
    async run() {
      throw new HttpError(503, 'Post-processing needs a language model, and none is configured on this Parley server.', undefined, undefined, 'llm_not_configured');
    },
  },
  'call-outcome-classifiers': {
    async activate({ app, caller, record }) {
      return activate(app, caller.teamId, record.id as number);
    },
    async test({ app, record, input }) {
      return testClassifier(app, record as unknown as ClassifierRow, input as Parameters<typeof testClassifier>[2]);
    },
    async rerun({ app, caller, record }) {
      return queueRerun(app, caller, record as unknown as ClassifierRow, {});
    },
    async 'rerun-filtered'({ app, caller, record, input }) {
      return queueRerun(app, caller, record as unknown as ClassifierRow, input as RerunFilters);
    },
  },
  'agent-test-suites': {
    /** The suite's cases played against its agent, as a job; its runs show the results. */
    async run({ app, caller, record }) {
      return queueSuiteRun(app, caller.teamId, caller.userId, { id: record.id as number, agent_id: record.agent_id as number, name: record.name as string }, 'manual');
    },
  },
};
