/**
 * The segment builder's calls: the fields (once per page), a preview that follows the rules as the
 * user edits (debounced, the older answer dropped when a newer one is asked for), a saved segment's
 * summary and its frozen list's progress.
 */
import { useEffect, useState } from 'react';
import { useCustom } from '@refinedev/core';
import { previewableRules, SEGMENTS_API, type BuilderField, type SegmentProgress, type SegmentRuleGroup, type SegmentSummary } from '../../../../resources/audience/segment-rules.ts';
import { http, isHttpError } from '../../../../providers/http-client.ts';
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
  // Only finished rules are counted: a half-typed one is sent disabled, so typing it asks nothing.
  const previewable = previewableRules(rules);
  const key = JSON.stringify(previewable.rules);
  useEffect(() => {
    const abort = new AbortController();
    setState((s) => ({ ...s, loading: true }));
    const timer = setTimeout(async () => {
      try {
        const answer = await http.post<{ count: number; contacts: Record<string, unknown>[] }>(`${SEGMENTS_API}/preview`, { rules: JSON.parse(key) }, { signal: abort.signal });
        setState({ count: answer.count, contacts: answer.contacts, errors: {}, loading: false });
      } catch (error) {
        if (abort.signal.aborted) return;
        if (isHttpError(error) && error.status === 422) setState((s) => ({ ...s, errors: error.errors, message: error.message, loading: false }));
        else setState((s) => ({ ...s, errors: {}, message: error instanceof Error ? error.message : String(error), loading: false }));
      }
    }, PREVIEW_DELAY_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [key, tick]);
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

export const buildSegment = (id: string) => http.post<SegmentProgress & { job_id: number }>(`${SEGMENTS_API}/${id}/build`);
export const resetSegment = (id: string) => http.post<SegmentProgress>(`${SEGMENTS_API}/${id}/reset-progress`);
