/**
 * `lead-submit`: the retries of a lead whose target answered 5xx or timed out, with backoff
 * (the job runtime waits about twice as long each time). A lead sent meanwhile is left alone;
 * after the last attempt it is marked failed, for a manual submit to try again.
 */
import { z } from 'zod';
import { defineJob } from '../../define-job.ts';
import { PermanentJobError } from '../../../jobs/job-kind.ts';
import { attemptSubmission, giveUp } from './submit-lead.ts';

/** The job's tries after the first, made by the after-call step or the manual submit: five in all. */
const MAX_ATTEMPTS = 4;
const input = z.object({ submission_id: z.number().int() });

export const leadSubmitJob = defineJob<z.infer<typeof input>>({
  kind: 'lead-submit',
  input,
  maxAttempts: MAX_ATTEMPTS,
  retryDelaySeconds: 1,
  async run({ input, app, attempt }) {
    const { submission, retryable } = await attemptSubmission(app, input.submission_id);
    if (submission.status === 'sent') return { message: `Sent: ${submission.status_code}.` };
    if (retryable && attempt < MAX_ATTEMPTS) throw new Error(submission.error ?? 'The target did not take the lead.');
    await giveUp(app, input.submission_id);
    throw new PermanentJobError(submission.error ?? 'The target did not take the lead.');
  },
});
