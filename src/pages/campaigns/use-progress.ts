/**
 * A campaign's progress, asked again as its messages move (campaigns and sms-logs changes), at most
 * every 1.5 s however fast they move; the send rate is read from the counters over the last 30 s.
 */
import { useEffect, useRef, useState } from 'react';
import { useCustom } from '@refinedev/core';
import { keepPreviousData } from '@tanstack/react-query';
import { campaignProgressPath, type ProgressResponse } from '../../../resources/campaigns/campaign-progress.ts';
import { onLiveEvent } from '../../../providers/event-stream.ts';
import { isChange } from '../../../providers/live-provider.ts';
import { ASK_EACH_TIME } from '../../hooks/use-fresh-get.ts';

const WATCHED = new Set(['campaigns', 'sms-logs']);
const MIN_GAP_MS = 1_500;
/** The rate is read over this much of the recent past, so one quiet or busy moment does not swing it. */
const RATE_SPAN_MS = 30_000;

export function useCampaignProgress(id: string) {
  const { query } = useCustom<ProgressResponse>({
    url: campaignProgressPath(id),
    method: 'get',
    errorNotification: false,
    // One request per ask (the live events below say when); another campaign's figures stay on show until this one's come.
    queryOptions: { ...ASK_EACH_TIME, placeholderData: keepPreviousData },
  });
  const { refetch, dataUpdatedAt, isPlaceholderData } = query;
  const progress = query.data?.data;
  const [perMinute, setPerMinute] = useState<number | null>(null);
  const samples = useRef<{ at: number; sent: number }[]>([]);

  // Each answer is a sample of the counters (an answer like the last one too: time has passed).
  useEffect(() => {
    if (!progress || isPlaceholderData) return;
    const now = Date.now();
    const kept = [...samples.current.filter((s) => now - s.at <= RATE_SPAN_MS), { at: now, sent: progress.totals.sent }];
    samples.current = kept;
    const first = kept[0];
    const rate = now - first.at >= 3_000 ? Math.round(((progress.totals.sent - first.sent) * 60_000) / (now - first.at)) : 0;
    setPerMinute(progress.status === 'sending' && rate > 0 ? rate : null);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dataUpdatedAt]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    // The query itself asks as this starts (the page opened, another campaign).
    let asked = Date.now();
    const ask = () => {
      timer = null;
      asked = Date.now();
      void refetch();
    };
    const off = onLiveEvent((event, data) => {
      if (event !== 'resync' && !(isChange(event, data) && WATCHED.has(data.resource))) return;
      timer ??= setTimeout(ask, Math.max(0, MIN_GAP_MS - (Date.now() - asked)));
    });
    return () => {
      off();
      if (timer) clearTimeout(timer);
    };
  }, [id, refetch]);
  return { progress, error: query.error, perMinute };
}
