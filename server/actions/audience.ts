/**
 * Custom actions of the audience and campaigns areas: campaigns (docs/areas/sms.md#campaigns),
 * companies (docs/areas/hub.md#companies) and automations (docs/areas/automations.md#triggers-and-status).
 */
import { invalid } from '../http/errors.ts';
import { flip, transition } from '../crud/transition.ts';
import { notFound } from '../http/errors.ts';
import { queueFeedRun } from '../domains/audience/feed-schedule.ts';
import { stopFeedsOfSegment } from '../domains/audience/feed-stop.ts';
import { optInContact, optOutContact } from '../domains/audience/opt-outs.ts';
import type { ActionHandlers } from './types.ts';

const isFuture = (at: unknown) => at instanceof Date && at.getTime() > Date.now();
const answer = (row: Record<string, unknown>) => ({ id: row.id, status: row.status });

export const audienceActions: ActionHandlers = {
  campaigns: {
    async send(ctx) {
      if (!ctx.record.segment_id) throw invalid({ segment_id: ['Choose a segment to send to first.'] });
      return answer(await transition(ctx, { to: (r) => (isFuture(r.scheduled_at) ? 'scheduled' : 'sending') }));
    },
    /** A scheduled send that has not started goes back to a draft, its time cleared: it is edited and sent again, not resumed. */
    async 'planner-stop'(ctx) {
      return answer(await transition(ctx, { to: 'draft', extra: { scheduled_at: null } }));
    },
    async stop(ctx) {
      return answer(await transition(ctx, { to: 'stopped' }));
    },
    /** The send in progress finishes; no later send of this recurring campaign starts. */
    async 'stop-recurring-sends'(ctx) {
      return answer(await transition(ctx, { to: 'completed' }));
    },
    /** No new recipients are fed in (the feeds feeding its segment stop); sending may be resumed. */
    async 'stop-feed'(ctx) {
      const row = await transition(ctx, { to: 'paused' });
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
  companies: {
    async 'toggle-active'(ctx) {
      const row = await flip(ctx, 'active', [true, false]);
      return { id: row.id, active: row.active };
    },
  },
  automations: {
    async 'toggle-status'(ctx) {
      return answer(await flip(ctx, 'status', ['active', 'paused']));
    },
  },
};
