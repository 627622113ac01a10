/** Custom actions of the hub: an endpoint's client rates, derived and sent (server/domains/hub/). */
import { applyClientRates } from '../hub/client-rates.ts';
import { queueRateSheet } from '../hub/rate-sheet.ts';
import type { ActionHandlers } from '../../actions/types.ts';

const today = () => new Date().toISOString().slice(0, 10);

export const smsActions: ActionHandlers = {
  endpoints: {
    async 'apply-rates'({ app, record, caller, input }) {
      return applyClientRates(app.database.db, caller, record.id as number, (input.effective_from as string | undefined) ?? today());
    },
    /** The mail goes out from the job queue; the answer names the job to follow. */
    async 'send-rates'({ app, record, caller, input }) {
      const job = await queueRateSheet(app, caller, record.id as number, input.to as string);
      return { queued: true, to: input.to as string, job_id: job.id };
    },
  },
};
