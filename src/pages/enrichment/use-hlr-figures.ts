/** The HLR analytics and summary over the chosen days, refetched when lookups change. */
import { useEffect, useState } from 'react';
import { useCustom } from '@refinedev/core';
import { keepPreviousData } from '@tanstack/react-query';
import { HLR_PATH, type HlrAnalytics, type HlrSummary } from '../../../resources/enrichment/lookups.ts';
import { onLiveEvent } from '../../../providers/event-stream.ts';
import { isChange } from '../../../providers/live-provider.ts';

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function useHlrFigures(days: number) {
  const [tick, setTick] = useState(0);
  // A batch check writes lookups every few hundred numbers: redraw at most every two seconds.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    const stop = onLiveEvent((event, data) => {
      if (!isChange(event, data) || data.resource !== 'hlr-lookups' || timer) return;
      timer = setTimeout(() => {
        timer = null;
        setTick((n) => n + 1);
      }, 2_000);
    });
    return () => {
      stop();
      if (timer) clearTimeout(timer);
    };
  }, []);
  const range = { from: isoDay(Date.now() - (days - 1) * 86_400_000), to: isoDay(Date.now()) };
  // The figures on show stay until the new range's come.
  const options = { method: 'get', config: { query: range }, errorNotification: false, queryOptions: { gcTime: 0, placeholderData: keepPreviousData } } as const;
  const analytics = useCustom<HlrAnalytics>({ url: `${HLR_PATH}/analytics`, ...options }).query;
  const summary = useCustom<HlrSummary>({ url: `${HLR_PATH}/summary`, ...options }).query;
  useEffect(() => {
    if (!tick) return;
    void analytics.refetch();
    void summary.refetch();
  }, [tick]);
  const figures = analytics.data && summary.data ? { analytics: analytics.data.data, summary: summary.data.data } : null;
  return { figures, error: analytics.error ?? summary.error };
}
