/** Custom actions of automations (docs/areas/automations.md#start-and-pause). */
import type { ActionHandlers } from '../../actions/types.ts';
import { toggleAutomationStatus } from './toggle-status.ts';

export const automationActions: ActionHandlers = {
  automations: {
    /** Starts a published automation or pauses it, the team's listened-for events rewritten with it. */
    async 'toggle-status'(ctx) {
      return toggleAutomationStatus(ctx.app, ctx.caller, ctx.record.id as number, ctx.record.version as number);
    },
  },
};
