/**
 * The hub's report (GET /v1/hub/reports) for a range and grouping. Live while the range reaches
 * today: every part accepted, refunded or settled posts a ledger entry or moves a message, and the
 * figures are asked again at most every two seconds after such a change.
 */
import { useEffect, useState } from 'react';
import { useCustom } from '@refinedev/core';
import { keepPreviousData } from '@tanstack/react-query';
import { HUB_REPORTS_PATH, type HubReport, type HubReportGroup } from '../../../../resources/hub/reports.ts';
import { onLiveEvent } from '../../../../providers/event-stream.ts';
import { isChange } from '../../../../providers/live-provider.ts';

/** The changes that move the roll-ups: a charge or refund on the ledger, a message sent or settled. */
const MOVERS = new Set(['ledger-entries', 'sms-logs']);
const REFRESH_MS = 2_000;

export const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A counter that moves at most every two seconds while the roll-ups change; null when not `live`. */
export function useRollupTick(live: boolean): number {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!live) return;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const stop = onLiveEvent((event, data) => {
      if (!isChange(event, data) || !MOVERS.has(data.resource) || timer) return;
      timer = setTimeout(() => {
        timer = null;
        setTick((n) => n + 1);
      }, REFRESH_MS);
    });
    return () => {
      stop();
      if (timer) clearTimeout(timer);
    };
  }, [live]);
  return tick;
}

export function useHubReport({ from, to, group }: { from: string; to: string; group: HubReportGroup }, { tick = 0, enabled = true }: { tick?: number; enabled?: boolean } = {}) {
  const { query, result } = useCustom<HubReport>({
    url: HUB_REPORTS_PATH,
    method: 'get',
    config: { query: { from, to, group } },
    errorNotification: false,
    queryOptions: { enabled, gcTime: 0, placeholderData: keepPreviousData },
  });
  useEffect(() => {
    if (tick) void query.refetch();
  }, [tick]);
  // Refine's useCustom reports `{}` until the first answer: only a whole answer counts.
  const report = result.data && 'rows' in result.data ? result.data : undefined;
  return { report, query };
}
