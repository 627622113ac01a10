/** The background work of this area (resources/kit/job-kinds.ts). */
import { declareJobKinds, type KindsOf } from '../kit/job-kinds.ts';

export const hubJobKinds = declareJobKinds(['rate-sheet', 'rate-changes-approved'] as const);

declare module '../kit/job-kinds.ts' {
  interface JobKinds extends KindsOf<typeof hubJobKinds> {}
}
