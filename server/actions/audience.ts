/**
 * Custom actions of the audience and campaigns areas: campaigns (docs/areas/sms.md#campaigns) and
 * automations (docs/areas/automations.md#start-and-pause).
 */
import { invalid } from '../http/errors.ts';
import { refusal, transition } from '../crud/transition.ts';
import { assertReady, nextRunValues, queueRun, stopRecurring, withdrawUnsent } from '../domains/campaigns/send/campaign-run.ts';
import { conflict, notFound } from '../http/errors.ts';
import { queueFeedRun } from '../domains/audience/feed-schedule.ts';
import { segmentHasActiveFeed, stopFeedsOfSegment } from '../domains/audience/feed-stop.ts';
import { optInContact, optOutContact } from '../domains/audience/opt-outs.ts';
import { toggleAutomationStatus } from '../domains/automations/toggle-status.ts';
import type { ActionHandlers } from './types.ts';

const isFuture = (at: unknown) => at instanceof Date && at.getTime() > Date.now();
const answer = (row: Record<string, unknown>) => ({ id: row.id, status: row.status });

export const audienceActions: ActionHandlers = {
  campaigns: {
    /** Starts a run now, or at its scheduled time; a paused campaign goes on with the run it was sending. */
    async send(ctx) {
      if (!ctx.record.segment_id) throw invalid({ segment_id: ['Choose a segment to send to first.'] });
      const resuming = ctx.record.status === 'paused' && (ctx.record.run as number) > 0;
      const readiness = resuming ? null : await assertReady(ctx.app, ctx.caller.teamId, ctx.record.id as number);
      // The cost adds up in the currency the routes charge in (when they all charge in one).
      const currency = readiness?.currency ? { currency: readiness.currency } : {};
      const later = !resuming && isFuture(ctx.record.scheduled_at);
      const row = await transition(ctx, { to: later ? 'scheduled' : 'sending', extra: later || resuming ? { wakes_at: null, ...currency } : { ...nextRunValues(ctx.record as { run: number }), ...currency } });
      if (row.status === 'sending') await queueRun(ctx.app, row as Parameters<typeof queueRun>[1], ctx.caller.userId);
      return answer(row);
    },
    /** A scheduled send that has not started goes back to a draft, its time cleared: it is edited and sent again, not resumed. */
    async 'planner-stop'(ctx) {
      return answer(await transition(ctx, { to: 'draft', extra: { scheduled_at: null, next_run_at: null } }));
    },
    /** Ends the send: what the sender has not taken is withdrawn, what is in flight finishes. */
    async stop(ctx) {
      const row = await transition(ctx, { to: 'stopped', extra: { wakes_at: null, next_run_at: null, finished_at: new Date() } });
      await withdrawUnsent(ctx.app.database.db, row.id as number, row.run as number);
      return answer(row);
    },
    /** The run in progress finishes; no later run of this recurring campaign starts. */
    async 'stop-recurring-sends'(ctx) {
      const row = await stopRecurring(ctx.app.database.db, ctx.caller, ctx.record.id as number);
      if (!row) throw refusal(ctx, ctx.record) ?? conflict('Someone changed this campaign a moment ago. Reload and try again.');
      return answer(row);
    },
    /** No new contacts are fed in (the feeds feeding its segment stop); the send goes on with the audience it froze. */
    async 'stop-feed'(ctx) {
      // The action's whenRelated (resources/campaigns/campaigns.ts): no feed fills the segment, none to stop.
      if (!(await segmentHasActiveFeed(ctx.app.database.db, ctx.caller.teamId, (ctx.record.segment_id as number | null) ?? null))) {
        throw conflict(`You cannot stop feed now: no active feed fills the segment of the campaign "${String(ctx.record.name)}".`);
      }
      const row = await transition(ctx, { to: (r) => r.status as string });
      await stopFeedsOfSegment(ctx.app.database.db, ctx.caller.teamId, (ctx.record.segment_id as number | null) ?? null, ctx.record.id as number);
      return answer(row);
    },
  },
  feeds: {
    /** The mapping and the writes are the scheduled run's; the answer names the job to follow. */
    async run({ app, caller, record }) {
      const job = await queueFeedRun(app, caller, record as { id: number; name: string; source_url: string | null; active: boolean });
      return { queued: true, job_id: job.id };
    },
  },
  contacts: {
    async 'opt-out'(ctx) {
      const reason = typeof ctx.input.reason === 'string' && ctx.input.reason ? ctx.input.reason : null;
      if (!(await optOutContact(ctx.app.database.db, ctx.caller.teamId, ctx.record.id as number, ctx.caller.userId, reason))) throw notFound('No such contact.');
      return { id: ctx.record.id, opted_out: true };
    },
    async 'opt-in'(ctx) {
      if (!(await optInContact(ctx.app.database.db, ctx.caller.teamId, ctx.record.id as number, ctx.caller.userId))) throw notFound('No such contact.');
      return { id: ctx.record.id, opted_out: false };
    },
  },
  automations: {
    /** Starts a published automation or pauses it, the team's listened-for events rewritten with it. */
    async 'toggle-status'(ctx) {
      return toggleAutomationStatus(ctx.app, ctx.caller, ctx.record.id as number, ctx.record.version as number);
    },
  },
};
