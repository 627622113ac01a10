/** Jobs as the live-event stream moves them: a job's latest state, without asking the API again. */
import { useEffect, useState } from 'react';
import { onLiveEvent } from '../../providers/event-stream.ts';
// The plain client, not Refine's hooks: the export toast that follows a job renders outside <Refine>.
import { request } from '../../providers/http-client.ts';
import { isChange } from '../../providers/live-provider.ts';
import { isFinished, type JobView } from './job-view.ts';

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

/** Of two states of one job, the later: a finished one is final, else the one further along. */
export function laterState(current: JobView, next: JobView): JobView {
  if (isFinished(current) && !isFinished(next)) return current;
  if (!isFinished(next) && next.status === current.status && next.progress_done < current.progress_done) return current;
  return { ...current, ...next };
}

/**
 * One job, starting from what the caller knows and following its updates. A small export can
 * finish before anyone listens for it, so the job is also read once after subscribing.
 */
export function useLiveJob(initial: JobView): JobView {
  const [job, setJob] = useState(initial);
  useEffect(() => {
    let listening = true;
    const stop = onJobUpdate((next) => next.id === initial.id && setJob((current) => laterState(current, next)));
    request<JobView>(`/v1/jobs/${initial.id}`)
      .then(({ data }) => listening && setJob((current) => laterState(current, data)))
      .catch(() => undefined); // the stream still carries what comes next
    return () => {
      listening = false;
      stop();
    };
  }, [initial.id]);
  return job;
}
