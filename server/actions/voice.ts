/** Custom actions of the voice area: agents, agent campaigns, post-processing. */
import { duplicateAgent } from '../domains/voice/agents.ts';
import { startPipelineRun } from '../domains/voice/post-processing/start-run.ts';
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
    /** Over past calls, as a job; a pipeline with model fields and no model answers 422 saying what to configure. */
    async run({ app, record, caller, input }) {
      return { job_id: (await startPipelineRun(app, caller, record.id as number, input)).id };
    },
  },
};
