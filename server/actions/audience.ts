/**
 * Custom actions of the audience and campaigns areas: campaigns (docs/areas/sms.md#campaigns),
 * companies (docs/areas/hub.md#companies) and automations (docs/areas/automations.md#triggers-and-status).
 */
import { invalid } from '../http/errors.ts';
import { flip, transition } from '../crud/transition.ts';
import type { ActionHandlers } from './types.ts';

const isFuture = (at: unknown) => at instanceof Date && at.getTime() > Date.now();
const answer = (row: Record<string, unknown>) => ({ id: row.id, status: row.status });

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
