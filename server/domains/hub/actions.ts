/**
 * Custom actions of the hub: a company switched on or off and its balance moved
 * (docs/areas/hub.md#companies), an endpoint's client rates derived and sent.
 */
import type { ActionHandlers } from '../../actions/types.ts';
import { flip } from '../../crud/transition.ts';
import type { BalanceChange } from '../../../resources/hub/company-balance.ts';
import { applyClientRates } from './client-rates.ts';
import { changeCompanyBalance } from './company-balance.ts';
import { queueRateSheet } from './rate-sheet.ts';
import { rotateApiKey, rotateSigningSecret } from './http/credentials.ts';

const today = () => new Date().toISOString().slice(0, 10);

export const hubActions: ActionHandlers = {
  companies: {
    async 'toggle-active'(ctx) {
      const row = await flip(ctx, 'active', [true, false]);
      return { id: row.id, active: row.active };
    },
    /** Credits or debits the company through the ledger; a repeated Idempotency-Key answers the first result. */
    async balance(ctx) {
      return changeCompanyBalance(ctx.app.database.db, ctx.caller, ctx.record.id as number, ctx.input as BalanceChange, ctx.idempotencyKey);
    },
  },
  endpoints: {
    async 'apply-rates'({ app, record, caller, input }) {
      return applyClientRates(app.database.db, caller, record.id as number, (input.effective_from as string | undefined) ?? today());
    },
    /** Answered this once: only the key's hash is kept (docs/areas/hub.md#http-clients). */
    async 'rotate-key'({ app, record, caller }) {
      return rotateApiKey(app.database.db, caller, record.id as number);
    },
    async 'rotate-signing-secret'({ app, record, caller }) {
      return rotateSigningSecret(app.database.db, caller, record.id as number);
    },
    /** The mail goes out from the job queue; the answer names the job to follow. */
    async 'send-rates'({ app, record, caller, input }) {
      const job = await queueRateSheet(app, caller, record.id as number, input.to as string);
      return { queued: true, to: input.to as string, job_id: job.id };
    },
  },
};
