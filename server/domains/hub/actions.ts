/** Custom actions of the hub's companies (docs/areas/hub.md#companies): switch one on or off, move its balance. */
import type { ActionHandlers } from '../../actions/types.ts';
import { flip } from '../../crud/transition.ts';
import type { BalanceChange } from '../../../resources/hub/company-balance.ts';
import { changeCompanyBalance } from './company-balance.ts';

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
};
