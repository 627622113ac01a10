/** The background work of this area (resources/kit/job-kinds.ts). */
import { declareJobKinds, type KindsOf } from '../kit/job-kinds.ts';

export const audienceJobKinds = declareJobKinds(['segment-build', 'contacts-import', 'contact-tags', 'feed-run'] as const);

declare module '../kit/job-kinds.ts' {
  interface JobKinds extends KindsOf<typeof audienceJobKinds> {}
}
