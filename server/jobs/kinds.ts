/** Every kind of job, with its area's worker; the runtime refuses a kind not listed here. */
import { exportJob } from '../domains/exports/export-job.ts';
import { rateSheetJob } from '../domains/hub/rate-sheet.ts';
import type { JobKindDef } from './job-kind.ts';

export const jobKinds: readonly JobKindDef<any>[] = [exportJob, rateSheetJob];
