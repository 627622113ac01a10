/**
 * A data file while it imports: read again whenever its job reports progress or the file changes
 * (live events), and every few seconds as well in case the stream is down. Quiet once it is done.
 */
import { useEffect, useRef, useState } from 'react';
import { useCustom } from '@refinedev/core';
import { onLiveEvent } from '../../../../providers/event-stream.ts';
import { isChange } from '../../../../providers/live-provider.ts';
import { onJobUpdate } from '../../../jobs/use-live-jobs.ts';
import type { JobView } from '../../../jobs/job-view.ts';
import type { DataFile } from '../../../../resources/audience/data-file-record.ts';
import { DATA_FILES_PATH } from './data-file-api.ts';

const POLL_MS = 3000;
/** At most this often on live events: a big import reports many times a second. */
const MIN_GAP_MS = 700;

export function useLiveDataFile(initial: DataFile | null): { file: DataFile | null; job: JobView | null; error: unknown } {
  const [file, setFile] = useState(initial);
  const [job, setJob] = useState<JobView | null>(null);
  const [error, setError] = useState<unknown>(null);
  const id = initial?.id;
  const importing = file?.status === 'importing';
  const jobId = useRef<number | null | undefined>(initial?.job_id);
  jobId.current = file?.job_id;

  useEffect(() => setFile(initial), [initial]);

  // Read when the effect below says, and kept apart from the wizard's read of the same file (its
  // answers move the wizard's step; these only this hook's figures).
  const { query } = useCustom<DataFile>({
    url: `${DATA_FILES_PATH}/${id}`,
    method: 'get',
    errorNotification: false,
    queryOptions: { queryKey: ['data-file-import', id], enabled: false, retry: false, gcTime: 0 },
  });
  const { refetch } = query;

  useEffect(() => {
    if (id === undefined || !importing) return;
    let alive = true;
    let last = 0;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const read = () => {
      last = Date.now();
      refetch({ throwOnError: true }).then(
        (answer) => alive && answer.data && setFile(answer.data.data),
        (e: unknown) => alive && setError(e),
      );
    };
    const soon = () => {
      if (timer) return;
      timer = setTimeout(() => {
        timer = null;
        read();
      }, Math.max(0, last + MIN_GAP_MS - Date.now()));
    };
    const stopJobs = onJobUpdate((update) => {
      if (update.id !== jobId.current) return;
      setJob(update);
      soon();
    });
    const stopChanges = onLiveEvent((event, data) => {
      if (isChange(event, data) && data.resource === 'data-files' && data.ids.includes(id)) soon();
    });
    const poll = setInterval(() => Date.now() - last >= POLL_MS && read(), 1000);
    read();
    return () => {
      alive = false;
      stopJobs();
      stopChanges();
      clearInterval(poll);
      if (timer) clearTimeout(timer);
    };
  }, [id, importing, refetch]);

  return { file, job, error };
}

/** Rows done so far: the job's count when it is ahead of the file's last committed chunk. */
export function rowsDone(file: Pick<DataFile, 'rows_imported' | 'rows_failed' | 'rows_skipped'>, job: Pick<JobView, 'progress_done'> | null): number {
  const counted = file.rows_imported + file.rows_failed + (file.rows_skipped ?? 0);
  return Math.max(counted, job?.progress_done ?? 0);
}
