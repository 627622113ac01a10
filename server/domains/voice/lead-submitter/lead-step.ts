/** The lead-submitter after-call step (third, after the outcome and post-processing). */
import type { AfterCallStep } from '../after-call/finished-call.ts';
import { submitQualifyingLead } from './submit-lead.ts';

export const leadSubmitterStep: AfterCallStep = {
  name: 'lead-submitter',
  async run(app, call) {
    await submitQualifyingLead(app, call);
  },
};
