/** Jobs as the live-event stream moves them: a job's latest state, without asking the API again. */
import { useEffect, useState } from 'react';
import { onLiveEvent } from '../../providers/event-stream.ts';
import { isChange } from '../../providers/live-provider.ts';
import type { JobView } from './job-view.ts';

/** Calls `fn` with every job update the stream carries. */
export function onJobUpdate(fn: (job: JobView) => void): () => void {
  return onLiveEvent((event, data) => {
    if (!isChange(event, data) || data.resource !== 'jobs' || !Array.isArray(data.jobs)) return;
    for (const job of data.jobs as JobView[]) fn(job);
  });
}

/** The latest known state of each job, by id, for the jobs on screen. */
export function useLiveJobs(): ReadonlyMap<number, JobView> {
  const [jobs, setJobs] = useState<ReadonlyMap<number, JobView>>(new Map());
  useEffect(() => onJobUpdate((job) => setJobs((current) => new Map(current).set(job.id, job))), []);
  return jobs;
}

/** One job, starting from what the caller knows and following its updates. */
export function useLiveJob(initial: JobView): JobView {
  const [job, setJob] = useState(initial);
  useEffect(() => onJobUpdate((next) => next.id === initial.id && setJob((current) => ({ ...current, ...next }))), [initial.id]);
  return job;
}
