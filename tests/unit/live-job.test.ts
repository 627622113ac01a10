import { describe, expect, it } from 'vitest';
import { laterState } from '../../src/jobs/use-live-jobs.ts';
import type { JobView } from '../../src/jobs/job-view.ts';

const job = (over: Partial<JobView>): JobView => ({ id: 1, kind: 'export', title: 'Offers', status: 'queued', progress_done: 0, progress_total: null, error: null, result: null, ...over });

describe('a job followed live and read once', () => {
  it('keeps a finished state over an older one read late', () => {
    const done = job({ status: 'completed', progress_done: 8, progress_total: 8 });
    expect(laterState(done, job({ status: 'running', progress_done: 3 }))).toEqual(done);
  });

  it('takes a finished state that arrived before anyone listened', () => {
    expect(laterState(job({}), job({ status: 'completed', progress_done: 8, progress_total: 8 })).status).toBe('completed');
  });

  it('never moves progress backwards within one state', () => {
    const ahead = job({ status: 'running', progress_done: 500 });
    expect(laterState(ahead, job({ status: 'running', progress_done: 200 }))).toEqual(ahead);
    expect(laterState(job({ status: 'running', progress_done: 200 }), ahead).progress_done).toBe(500);
  });
});
