/**
 * The segment builder's calls: the fields (once per page), a preview that follows the rules as the
 * user edits (debounced, the older answer dropped when a newer one is asked for), a saved segment's
 * summary and its frozen list's progress.
 */
import { useEffect, useState } from 'react';
import { useCustom, useCustomMutation } from '@refinedev/core';
import { previewableRules, SEGMENTS_API, type BuilderField, type SegmentProgress, type SegmentRuleGroup, type SegmentSummary } from '../../../../resources/audience/segment-rules.ts';
import { isHttpError, type HttpError } from '../../../../providers/http-error.ts';
import { onLiveEvent } from '../../../../providers/event-stream.ts';
import { isChange } from '../../../../providers/live-provider.ts';

/**
 * A number that moves when the team's contacts (or segments) change, from any tab or process: the
 * figures on screen are asked for again, so the count follows a contact being edited elsewhere.
 */
export function useAudienceTick(): number {
  const [tick, setTick] = useState(0);
  useEffect(
    () =>
      onLiveEvent((event, data) => {
        if (event === 'resync' || (isChange(event, data) && (data.resource === 'contacts' || data.resource === 'segments'))) setTick((n) => n + 1);
      }),
    [],
  );
  return tick;
}

export function useSegmentFields(): BuilderField[] | undefined {
  const { result } = useCustom<{ fields: BuilderField[] }>({ url: `${SEGMENTS_API}/fields`, method: 'get', errorNotification: false });
  return result.data && 'fields' in result.data ? result.data.fields : undefined;
}

export interface PreviewState {
  count?: number;
  contacts: Record<string, unknown>[];
  /** The 422's messages by path (`rules.rules.1.rules.0`). */
  errors: Record<string, string[]>;
  /** Paths of the rules still being written: not counted, and not sent as they are. */
  incomplete: string[];
  message?: string;
  loading: boolean;
}

export const PREVIEW_DELAY_MS = 400;

export function useRulesPreview(rules: SegmentRuleGroup, tick: number): PreviewState {
  const [state, setState] = useState<Omit<PreviewState, 'incomplete'>>({ contacts: [], errors: {}, loading: true });
  const { mutateAsync } = useCustomMutation<{ count: number; contacts: Record<string, unknown>[] }>();
  // Only finished rules are counted: a half-typed one is sent disabled, so typing it asks nothing.
  const previewable = previewableRules(rules);
  const key = JSON.stringify(previewable.rules);
  useEffect(() => {
    // A hook's request cannot be called off: the answer to rules since changed is dropped instead.
    let current = true;
    setState((s) => ({ ...s, loading: true }));
    const timer = setTimeout(async () => {
      try {
        const { data: answer } = await mutateAsync({ url: `${SEGMENTS_API}/preview`, method: 'post', values: { rules: JSON.parse(key) }, successNotification: false, errorNotification: false });
        if (current) setState({ count: answer.count, contacts: answer.contacts, errors: {}, loading: false });
      } catch (error) {
        if (!current) return;
        if (isHttpError(error) && error.status === 422) setState((s) => ({ ...s, errors: error.errors, message: error.message, loading: false }));
        else setState((s) => ({ ...s, errors: {}, message: error instanceof Error ? error.message : String(error), loading: false }));
      }
    }, PREVIEW_DELAY_MS);
    return () => {
      clearTimeout(timer);
      current = false;
    };
  }, [key, tick, mutateAsync]);
  return { ...state, incomplete: previewable.incomplete };
}

export function useSegmentSummary(id: string | undefined, tick: number) {
  const { result, query } = useCustom<SegmentSummary>({ url: `${SEGMENTS_API}/${id}/summary`, method: 'get', queryOptions: { enabled: !!id }, errorNotification: false });
  const { refetch } = query;
  useEffect(() => {
    if (tick && id) void refetch();
  }, [tick, id, refetch]);
  return { summary: result.data && 'by_status' in result.data ? result.data : undefined };
}

export function useSegmentProgress(id: string | undefined) {
  const { result, query } = useCustom<SegmentProgress>({
    url: `${SEGMENTS_API}/${id}/progress`,
    method: 'get',
    queryOptions: {
      enabled: !!id,
      // While a build runs its figures move: ask again each second until it is done.
      refetchInterval: (q) => ((q.state.data as { data?: SegmentProgress } | undefined)?.data?.status === 'building' ? 1000 : false),
    },
    errorNotification: false,
  });
  return { progress: result.data && 'status' in result.data ? result.data : undefined, refetch: query.refetch };
}

/** Builds the segment's frozen list (a job) or resets it; the panel says itself when that fails. */
export function useSegmentListActions(id: string) {
  const { mutateAsync } = useCustomMutation<SegmentProgress, HttpError, undefined>();
  const post = (action: 'build' | 'reset-progress') => mutateAsync({ url: `${SEGMENTS_API}/${id}/${action}`, method: 'post', values: undefined, successNotification: false, errorNotification: false });
  return { build: () => post('build'), reset: () => post('reset-progress') };
}
