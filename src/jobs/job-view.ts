/** A job as the live events and the jobs list carry it. */
import type { JobKind, JobStatus } from '../../resources/workspace/jobs.ts';

export interface JobView {
  id: number;
  kind: JobKind;
  title: string;
  status: JobStatus;
  progress_done: number;
  progress_total: number | null;
  error: string | null;
  result: { file_id?: number; file_name?: string; rows?: number; message?: string } | null;
  attempts?: number;
  max_attempts?: number;
}

export const FINISHED: readonly JobStatus[] = ['completed', 'failed', 'cancelled'];
export const isFinished = (job: Pick<JobView, 'status'>) => FINISHED.includes(job.status);

/** 0–100, or null while the total is not known yet. */
export function percentOf(job: Pick<JobView, 'progress_done' | 'progress_total' | 'status'>): number | null {
  if (job.status === 'completed') return 100;
  if (!job.progress_total) return null;
  return Math.min(100, Math.floor((job.progress_done / job.progress_total) * 100));
}
