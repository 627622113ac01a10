/**
 * What happens to a call once it has ended, in this order: its outcome is classified, the
 * post-processing pipelines run over it, and a qualifying lead is submitted. Each area adds its
 * step here; a step reads the call as it is now (earlier steps' changes included) and handles its
 * own failures (logging them where the operator looks), so one failing step never holds up the next.
 */
import { leadSubmitterStep } from '../lead-submitter/lead-step.ts';
import { postProcessingStep } from '../post-processing/post-processing-step.ts';
import type { AfterCallStep } from './finished-call.ts';

export type { AfterCallStep, FinishedCall } from './finished-call.ts';

// The outcome classifier's step goes first (another area's); post-processing sees its outcome, the lead both.
export const afterCallSteps: AfterCallStep[] = [postProcessingStep, leadSubmitterStep];
