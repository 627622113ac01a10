/** The background work of this area (resources/kit/job-kinds.ts). */
import { declareJobKinds, type KindsOf } from '../kit/job-kinds.ts';

export const voiceJobKinds = declareJobKinds(['outcome-rerun', 'agent-suite-run', 'voice-campaign', 'post-processing-run', 'lead-submit'] as const);

declare module '../kit/job-kinds.ts' {
  interface JobKinds extends KindsOf<typeof voiceJobKinds> {}
}
