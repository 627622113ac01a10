/** The HLR analytics and summary over the chosen days, refetched when lookups change. */
import { useEffect, useState } from 'react';
import { HLR_PATH, type HlrAnalytics, type HlrSummary } from '../../../resources/enrichment/lookups.ts';
import { http } from '../../../providers/http-client.ts';
import { onLiveEvent } from '../../../providers/event-stream.ts';
import { isChange } from '../../../providers/live-provider.ts';

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function useHlrFigures(days: number) {
  const [figures, setFigures] = useState<{ analytics: HlrAnalytics; summary: HlrSummary } | null>(null);
  const [error, setError] = useState<unknown>(null);
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
  useEffect(() => {
    let current = true;
    const to = isoDay(Date.now());
    const from = isoDay(Date.now() - (days - 1) * 86_400_000);
    Promise.all([http.get<HlrAnalytics>(`${HLR_PATH}/analytics`, { from, to }), http.get<HlrSummary>(`${HLR_PATH}/summary`, { from, to })])
      .then(([analytics, summary]) => current && setFigures({ analytics, summary }))
      .catch((e) => current && setError(e));
    return () => {
      current = false;
    };
  }, [days, tick]);
  return { figures, error };
}
