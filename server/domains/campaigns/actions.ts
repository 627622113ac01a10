/** Custom actions of campaigns (docs/areas/sms.md#campaigns): send, pause, stop, stop the feed that fills their segment. */
import type { ActionHandlers } from '../../actions/types.ts';
import { refusal, transition } from '../../crud/transition.ts';
import { conflict, invalid } from '../../http/errors.ts';
import { segmentHasActiveFeed, stopFeedsOfSegment } from '../audience/feed-stop.ts';
import { assertReady, nextRunValues, queueRun, stopRecurring, withdrawUnsent } from './send/campaign-run.ts';

const isFuture = (at: unknown) => at instanceof Date && at.getTime() > Date.now();
const answer = (row: Record<string, unknown>) => ({ id: row.id, status: row.status });

export const campaignActions: ActionHandlers = {
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
};
