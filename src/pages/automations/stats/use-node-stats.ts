/**
 * The diagram's counts, kept fresh: read at once, then every few seconds while the page is in
 * view (a hidden tab asks nothing, and reads again as soon as it is shown). Counted on the draft's
 * diagram, or on a published version's when one is given.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { NODE_STATS_PATH, type NodeStats } from '../../../../resources/audience/automation-api.ts';
import { http } from '../../../../providers/http-client.ts';

export const NODE_STATS_EVERY_MS = 3000;

export interface StatsRange {
  from?: string;
  to?: string;
}

export function useNodeStats(automationId: number, range?: StatsRange, version?: number): { stats: NodeStats | undefined; refresh: () => Promise<void> } {
  const [stats, setStats] = useState<NodeStats>();
  const from = range?.from;
  const to = range?.to;
  // A slow answer never overwrites a newer one.
  const asked = useRef(0);

  const refresh = useCallback(async () => {
    const ask = ++asked.current;
    try {
      const answer = await http.post<NodeStats>(NODE_STATS_PATH, { automation_id: automationId, ...(version && { version }), ...(from && { from }), ...(to && { to }) });
      if (ask === asked.current) setStats(answer);
    } catch {
      // The next tick tries again; the diagram keeps the last counts meanwhile.
    }
  }, [automationId, version, from, to]);

  useEffect(() => {
    setStats(undefined);
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
  }, [refresh]);

  return { stats, refresh };
}
