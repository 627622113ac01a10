/** What an after-call step is and receives; apart from the list of steps, so a step's module imports no cycle. */
import type { AppContext } from '../../../context.ts';
import type { calls } from '../../../db/schema/index.ts';

export type FinishedCall = typeof calls.$inferSelect;

export interface AfterCallStep {
  name: string;
  run(app: AppContext, call: FinishedCall): Promise<void>;
}
