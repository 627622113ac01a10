/** One file's upload as the screen follows it: bytes, speed, paused, reconnecting, done. */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Upload } from 'tus-js-client';
import { addSample, speedOf, type SpeedSample } from './bytes.ts';
import { createUpload, dataFileOfRefusal, forgetFile, startOrResume, type Owner, type UploadMeta } from './tus-upload.ts';

export type UploadPhase = 'idle' | 'starting' | 'uploading' | 'paused' | 'reconnecting' | 'done' | 'failed';

export interface UploadState {
  phase: UploadPhase;
  sent: number;
  total: number;
  /** Bytes a second lately; null while it is not known (just started, paused, reconnecting). */
  speed: number | null;
  /** True when this upload took up an earlier, unfinished one of the same file. */
  resumed: boolean;
  /** How many bytes the server already held when it was taken up. */
  resumedFrom: number | null;
  dataFileId: number | null;
  error: Error | null;
}

const IDLE: UploadState = { phase: 'idle', sent: 0, total: 0, speed: null, resumed: false, resumedFrom: null, dataFileId: null, error: null };

export function useTusUpload(owner: Owner) {
  const [state, setState] = useState<UploadState>(IDLE);
  const upload = useRef<Upload | null>(null);
  const samples = useRef<SpeedSample[]>([]);
  const phase = useRef<UploadPhase>('idle');
  phase.current = state.phase;
  const patch = (next: Partial<UploadState>) => setState((s) => ({ ...s, ...next }));

  const start = useCallback(
    (file: File, meta: UploadMeta) => {
      samples.current = [];
      setState({ ...IDLE, phase: 'starting', total: file.size });
      const current = createUpload(owner, file, meta, {
        onProgress(sent, total) {
          samples.current = addSample(samples.current, { at: performance.now(), bytes: sent });
          // Bytes moving again after a lost connection: it is back.
          setState((s) => {
            // The first bytes reported after taking an upload up are what the server already had.
            const resumedFrom = s.resumed && s.resumedFrom === null ? sent : s.resumedFrom;
            return s.phase === 'paused' ? s : { ...s, phase: 'uploading', sent, total, speed: speedOf(samples.current), resumedFrom };
          });
        },
        onRetry(error) {
          samples.current = [];
          setState((s) => (s.phase === 'paused' ? s : { ...s, phase: 'reconnecting', speed: null, error }));
        },
        onSuccess(dataFileId) {
          setState((s) => ({ ...s, phase: 'done', sent: s.total, speed: null, dataFileId, error: null }));
        },
        onError(error) {
          // Refused, yet kept as a data file: the bytes are all there; the sample says what is wrong.
          const dataFileId = dataFileOfRefusal(error);
          if (dataFileId) void forgetFile(owner, file).catch(() => undefined);
          setState((s) => (dataFileId ? { ...s, phase: 'done', sent: s.total, speed: null, dataFileId, error } : { ...s, phase: 'failed', speed: null, error }));
        },
      });
      upload.current = current;
      startOrResume(current)
        .then((resumed) => setState((s) => ({ ...s, resumed, phase: s.phase === 'starting' ? 'uploading' : s.phase })))
        .catch((error: Error) => patch({ phase: 'failed', error }));
    },
    [owner],
  );

  /** Stops sending; the server keeps what it has, and resume goes on from there. */
  const pause = useCallback(() => {
    void upload.current?.abort();
    samples.current = [];
    patch({ phase: 'paused', speed: null });
  }, []);

  const resume = useCallback(() => {
    if (!upload.current) return;
    patch({ phase: 'uploading', error: null });
    upload.current.start();
  }, []);

  /**
   * Gives up on this upload: the server drops its bytes and the browser forgets it. A finished one
   * is only let go of here: its bytes are a data file now.
   */
  const cancel = useCallback(async () => {
    const current = upload.current;
    const finished = phase.current === 'done';
    upload.current = null;
    setState(IDLE);
    if (current && !finished) await current.abort(true).catch(() => undefined);
  }, []);

  // Back online after the retries ran out: go on at once rather than wait for the operator. (While
  // tus-js-client is still retrying it has a try scheduled; starting another would send twice.)
  useEffect(() => {
    const onOnline = () => {
      if (phase.current !== 'failed' || !upload.current) return;
      patch({ phase: 'reconnecting' });
      upload.current.start();
    };
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, []);

  // Leaving the screen stops the transfer but keeps it resumable: the next visit offers it.
  useEffect(() => () => void upload.current?.abort(), []);

  return { state, start, pause, resume, cancel };
}
