/**
 * What happens to a call once it has ended, in this order: its outcome is classified, the
 * post-processing pipelines run over it, and a qualifying lead is submitted. Each area adds its
 * step here; a step reads the call as it is now (earlier steps' changes included) and handles its
 * own failures (logging them where the operator looks), so one failing step never holds up the next.
 */
import { classifyOutcomeStep } from '../outcomes/outcome-step.ts';
import { leadSubmitterStep } from '../lead-submitter/lead-step.ts';
import { postProcessingStep } from '../post-processing/post-processing-step.ts';
import type { AfterCallStep } from './finished-call.ts';

export type { AfterCallStep, FinishedCall } from './finished-call.ts';

// The outcome first; post-processing sees it (and may set it), the lead submitter sees both.
export const afterCallSteps: AfterCallStep[] = [classifyOutcomeStep, postProcessingStep, leadSubmitterStep];
