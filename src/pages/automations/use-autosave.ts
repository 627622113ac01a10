/**
 * Saving as you go: changes to the automation (its diagram, name, re-entry) are gathered and sent
 * in one PATCH once edits pause (~800 ms), with the version last saved, so another tab's save in
 * between is a 409 rather than lost work. One request at a time; what changed meanwhile follows.
 * A 422 (the server names the node) and other failures keep the changes for the next try (a 422's
 * waits for the next change; another failure's is tried again by itself, each time after twice the
 * pause of the last, up to half a minute, and at once when the browser is back online); the page
 * may take a 422's messages that name a step, to show them there (refused-steps.ts).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useCustomMutation } from '@refinedev/core';
import { isHttpError, type FieldErrors } from '../../../providers/http-error.ts';
import { automationPath } from '../../../resources/automations/automation-api.ts';

export const SAVE_DELAY_MS = 800;
export const MAX_RETRY_MS = 30_000;

/** The pause before trying again after `failures` failures in a row (a server down is not asked every 800 ms). */
export const retryDelay = (failures: number): number => Math.min(SAVE_DELAY_MS * 2 ** Math.max(0, failures - 1), MAX_RETRY_MS);

/** `onSteps`: messages of the refusal are shown on the steps they name (the reason is what is left). */
export type SaveState = { status: 'idle' | 'saving' | 'saved' } | { status: 'error'; reason: string; conflict?: boolean; onSteps?: boolean };

export type Patch = Record<string, unknown>;

interface Options {
  id: string | number;
  version: number;
  /** The record as saved (its new version among it). */
  onSaved(record: Record<string, unknown>): void;
  /** Someone else saved first: the page reloads the record. */
  onConflict(): void;
  /** A 422 for this patch: the page keeps the messages it shows elsewhere and gives back the rest. */
  onRefused?(errors: FieldErrors, patch: Patch): FieldErrors;
}

export function useAutosave({ id, version, onSaved, onConflict, onRefused }: Options) {
  const [state, setState] = useState<SaveState>({ status: 'idle' });
  const { mutateAsync } = useCustomMutation<Record<string, unknown>>();
  const pending = useRef<Patch>({});
  const versionRef = useRef(version);
  const running = useRef<Promise<void> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // Failures in a row other than a refusal or a conflict: how long the next try waits.
  const failures = useRef(0);
  const callbacks = useRef({ onSaved, onConflict, onRefused });
  callbacks.current = { onSaved, onConflict, onRefused };

  const send = useCallback(async (): Promise<void> => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    while (running.current) await running.current;
    if (!Object.keys(pending.current).length) return;
    const patch = pending.current;
    pending.current = {};
    setState({ status: 'saving' });
    // A failure is tried again by itself, but not a refusal: the same body would be refused again.
    let retry = true;
    running.current = (async () => {
      try {
        // The save status says how it went, not Refine's notifications.
        const { data: saved } = await mutateAsync({ url: automationPath(id), method: 'patch', values: { ...patch, version: versionRef.current }, successNotification: false, errorNotification: false });
        if (typeof saved?.version === 'number') versionRef.current = saved.version;
        failures.current = 0;
        callbacks.current.onSaved(saved);
        setState(Object.keys(pending.current).length ? { status: 'saving' } : { status: 'saved' });
      } catch (error) {
        if (isHttpError(error) && error.status === 409) {
          setState({ status: 'error', reason: error.message, conflict: true });
          callbacks.current.onConflict();
          return;
        }
        // Kept for the next try, under anything newer.
        pending.current = { ...patch, ...pending.current };
        if (isHttpError(error) && error.status === 422) retry = false;
        else failures.current += 1;
        const all = isHttpError(error) ? error.errors : {};
        const left = isHttpError(error) && error.status === 422 && callbacks.current.onRefused ? callbacks.current.onRefused(all, patch) : all;
        const onSteps = Object.keys(left).length < Object.keys(all).length;
        const fields = Object.values(left).flat();
        // The error's message is the first field's: said only when that field is still ours to say.
        const message = onSteps ? '' : error instanceof Error ? error.message : String(error);
        const reason = [message, ...fields.filter((f) => !message.includes(f))].filter(Boolean).join(' ');
        setState({ status: 'error', reason, ...(onSteps ? { onSteps } : {}) });
      } finally {
        running.current = null;
      }
    })();
    await running.current;
    if (retry && Object.keys(pending.current).length && !timer.current) timer.current = setTimeout(() => void send(), retryDelay(failures.current));
  }, [id, mutateAsync]);

  const queue = useCallback(
    (patch: Patch) => {
      pending.current = { ...pending.current, ...patch };
      // Said at once, so "Saved" never stands for a change still waiting to go.
      setState((s) => (s.status === 'saving' ? s : { status: 'saving' }));
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void send(), SAVE_DELAY_MS);
    },
    [send],
  );

  /** Sends what is waiting now (before an action that needs the saved record). */
  const flush = useCallback(() => send(), [send]);

  /** After a reload: the server's version, and nothing of ours left to send. */
  const rebase = useCallback((next: number) => {
    versionRef.current = next;
    pending.current = {};
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  }, []);

  /** A version moved by another request of ours (the status toggle). */
  const adopt = useCallback((next: number) => {
    versionRef.current = next;
  }, []);

  const unsaved = () => !!running.current || Object.keys(pending.current).length > 0;

  // Leaving the page: what is waiting goes now; closing the tab with it asks first. Back online
  // after failures: what is waiting goes now rather than at the end of a long pause.
  useEffect(() => {
    const warn = (e: BeforeUnloadEvent) => {
      if (unsaved()) e.preventDefault();
    };
    const online = () => {
      if (failures.current && Object.keys(pending.current).length) void send();
    };
    window.addEventListener('beforeunload', warn);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('beforeunload', warn);
      window.removeEventListener('online', online);
      if (Object.keys(pending.current).length) void send();
    };
  }, [send]); // eslint-disable-line react-hooks/exhaustive-deps

  return { state, queue, flush, rebase, adopt, version: () => versionRef.current };
}
