/** Custom actions of the audience and campaigns areas (SPEC.md §3 "Actions"). */
import { eq } from 'drizzle-orm';
import { HttpError, invalid } from '../http/errors.ts';
import type { ActionContext, ActionHandlers } from './types.ts';
import { transition } from './transition.ts';

const isFuture = (at: unknown) => at instanceof Date && at.getTime() > Date.now();
const answer = (row: Record<string, unknown>) => ({ id: row.id, status: row.status });

/** Flips a two-valued column in one conditional statement, so a double click cannot flip it twice unseen. */
async function flip(ctx: ActionContext, field: string, values: readonly [unknown, unknown]) {
  const { store, record, caller } = ctx;
  const next = record[field] === values[0] ? values[1] : values[0];
  const row = await store.patch(record.id as number, { [field]: next }, caller, eq(store.tableInfo.col('version'), record.version as number));
  if (!row) throw new HttpError(409, 'Someone changed this record a moment ago. Reload and try again.');
  return row;
}

export const audienceActions: ActionHandlers = {
  campaigns: {
    async send(ctx) {
      if (!ctx.record.segment_id) throw invalid({ segment_id: ['Choose a segment to send to first.'] });
      return answer(await transition(ctx, { to: (r) => (isFuture(r.scheduled_at) ? 'scheduled' : 'sending') }));
    },
    async stop(ctx) {
      return answer(await transition(ctx, { to: 'stopped' }));
    },
    /** The send in progress finishes; no later send of this recurring campaign starts. */
    async 'stop-recurring-sends'(ctx) {
      return answer(await transition(ctx, { to: 'completed' }));
    },
    /** No new recipients are fed in; sending may be resumed. */
    async 'stop-feed'(ctx) {
      return answer(await transition(ctx, { to: 'paused' }));
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
