/** Custom actions of the voice area: agents, agent campaigns, post-processing. */
import type { RerunFilters } from '../../../resources/voice/call-outcome-classifiers.ts';
import { duplicateAgent } from './agents.ts';
import { activate, queueRerun, testClassifier } from './outcomes/classifier-service.ts';
import type { ClassifierRow } from './outcomes/classify.ts';
import { queueSuiteRun } from './test-suites/queue-suites.ts';
import { refusal, transition } from '../../crud/transition.ts';
import { conflict } from '../../http/errors.ts';
import { voiceCampaignOf } from './campaigns/campaign-row.ts';
import { assertCampaignReady, stopFeedsOf } from './campaigns/readiness.ts';
import { stopAgentCampaign } from './campaigns/stop.ts';
import { nextVoiceRun, queueVoiceRun } from './campaigns/tick.ts';
import { startPipelineRun } from './post-processing/start-run.ts';
import type { ActionHandlers } from '../../actions/types.ts';

const isFuture = (at: unknown) => at instanceof Date && at.getTime() > Date.now();

export const voiceActions: ActionHandlers = {
  agents: {
    /** A draft copy of the agent with its prompts. */
    async duplicate({ app, record, caller }) {
      return { id: await duplicateAgent(app.database.db, caller, record.id as number) };
    },
  },
  'agent-campaigns': {
    /** Starts a run now (or at its start time); a paused campaign goes on with the run it was calling. */
    async send(ctx) {
      const { app, caller } = ctx;
      const campaign = await voiceCampaignOf(app.database.db, caller.teamId, ctx.record.id as number);
      await assertCampaignReady(app, campaign);
      const resuming = campaign.status === 'paused' && campaign.run > 0;
      const later = !resuming && isFuture(campaign.schedule_start);
      const now = new Date();
      const extra = resuming ? { resumed_at: now, paused_reason: null, wakes_at: null } : later ? { paused_reason: null, next_run_at: null } : nextVoiceRun(campaign.run, now);
      const row = await transition(ctx, { to: later ? 'scheduled' : 'running', extra });
      if (row.status === 'running') await queueVoiceRun(app, row as Parameters<typeof queueVoiceRun>[1], caller.userId);
      return { status: row.status };
    },
    /** No new call is placed; contacts not called yet are left out as stopped; live calls finish. */
    async stop(ctx) {
      const row = await stopAgentCampaign(ctx.app, ctx.caller.teamId, ctx.record.id as number, null);
      if (!row) throw refusal(ctx, ctx.record) ?? conflict('Someone changed this campaign a moment ago. Reload and try again.');
      return { status: row.status };
    },
    /** The run in progress finishes; no later run starts. */
    async 'stop-recurring-sends'(ctx) {
      const row = await transition(ctx, { to: (r) => (r.status === 'scheduled' && (r.run as number) > 0 ? 'completed' : (r.status as string)), extra: { recurring: false, next_run_at: null } });
      return { status: row.status };
    },
    /** No new contacts are fed in: the feeds filling its audience stop; the run goes on with who it has. */
    async 'stop-feed'(ctx) {
      const row = await transition(ctx, { to: (r) => r.status as string });
      await stopFeedsOf(ctx.app.database.db, await voiceCampaignOf(ctx.app.database.db, ctx.caller.teamId, ctx.record.id as number));
      return { status: row.status };
    },
  },
  'post-processing': {
    /** Over past calls, as a job; a pipeline with model fields and no model answers 422 saying what to configure. */
    async run({ app, record, caller, input }) {
      return { job_id: (await startPipelineRun(app, caller, record.id as number, input)).id };
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
