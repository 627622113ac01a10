/**
 * The diagram's counts, kept fresh: read at once, then every few seconds while the page is in
 * view (a hidden tab asks nothing, and reads again as soon as it is shown). Counted on the draft's
 * diagram, or on a published version's when one is given.
 */
import { useCallback, useEffect } from 'react';
import { useCustom } from '@refinedev/core';
import { NODE_STATS_PATH, type NodeStats } from '../../../../resources/automations/automation-api.ts';

export const NODE_STATS_EVERY_MS = 3000;

export interface StatsRange {
  from?: string;
  to?: string;
}

export function useNodeStats(automationId: number, range?: StatsRange, version?: number): { stats: NodeStats | undefined; refresh: () => Promise<void> } {
  const from = range?.from;
  const to = range?.to;
  const { query } = useCustom<NodeStats>({
    url: NODE_STATS_PATH,
    method: 'post',
    config: { payload: { automation_id: automationId, ...(version && { version }), ...(from && { from }), ...(to && { to }) } },
    errorNotification: false,
    // Asked by the timer below alone. A newer ask wins over a slow one; a failure keeps the last counts until the next tick.
    queryOptions: { enabled: false, retry: false, gcTime: 0 },
  });
  const { refetch } = query;
  const refresh = useCallback(async () => {
    await refetch();
  }, [refetch]);

  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined;
    const start = () => {
      if (timer || document.hidden) return;
      void refresh();
      timer = setInterval(() => void refresh(), NODE_STATS_EVERY_MS);
    };
    const stop = () => {
      clearInterval(timer);
      timer = undefined;
    };
    const onVisibility = () => (document.hidden ? stop() : start());
    start();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', onVisibility);
    };
    // Started again for other counts (the query's key), whose first answer is asked at once.
  }, [refresh, automationId, version, from, to]);

  return { stats: query.data?.data, refresh };
}
