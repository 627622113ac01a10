/** Custom actions of the audience: run a feed now, opt a contact out or back in. */
import type { ActionHandlers } from '../../actions/types.ts';
import { notFound } from '../../http/errors.ts';
import { queueFeedRun } from './feed-schedule.ts';
import { optInContact, optOutContact } from './opt-outs.ts';

export const audienceActions: ActionHandlers = {
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
};
