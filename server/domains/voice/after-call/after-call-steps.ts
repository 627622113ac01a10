/**
 * What happens to a call once it has ended, in this order: its outcome is classified, the
 * post-processing pipelines run over it, and a qualifying lead is submitted. Each area adds its
 * step here; a step reads the call as it is now (earlier steps' changes included) and handles its
 * own failures (logging them where the operator looks), so one failing step never holds up the next.
 */
import type { AppContext } from '../../../context.ts';
import type { calls } from '../../../db/schema/index.ts';
import { leadSubmitterStep } from '../lead-submitter/lead-step.ts';
import { postProcessingStep } from '../post-processing/post-processing-step.ts';

export type FinishedCall = typeof calls.$inferSelect;

export interface AfterCallStep {
  name: string;
  run(app: AppContext, call: FinishedCall): Promise<void>;
}

// The outcome classifier's step goes first (another area's); post-processing sees its outcome, the lead both.
export const afterCallSteps: AfterCallStep[] = [postProcessingStep, leadSubmitterStep];
