/**
 * The campaign page's is-ready answer and preview, asked again when something they depend on
 * changes in any tab or process: the campaign, its texts and senders, the audience, or the routing.
 */
import { useEffect, useState } from 'react';
import { useCustom } from '@refinedev/core';
import { keepPreviousData } from '@tanstack/react-query';
import { campaignIsReadyPath, campaignPreviewPath, type IsReadyResponse, type PreviewResponse } from '../../../resources/campaigns/campaign-readiness.ts';
import { onLiveEvent } from '../../../providers/event-stream.ts';
import { isChange } from '../../../providers/live-provider.ts';
import { ASK_EACH_TIME } from '../../hooks/use-fresh-get.ts';

const WATCHED = new Set(['campaigns', 'campaign-texts', 'campaign-senderids', 'contacts', 'segments', 'opt-outs', 'custom-fields', 'routes', 'routing-plans', 'routing-rules', 'vendor-rates', 'blacklist']);

/** A number that moves each time something the campaign's answers depend on changes. */
function useCampaignTick(): number {
  const [tick, setTick] = useState(0);
  useEffect(
    () =>
      onLiveEvent((event, data) => {
        if (event === 'resync' || (isChange(event, data) && WATCHED.has(data.resource))) setTick((n) => n + 1);
      }),
    [],
  );
  return tick;
}

export function useCampaignReadiness(id: string) {
  const tick = useCampaignTick();
  const { result, query } = useCustom<IsReadyResponse>({ url: campaignIsReadyPath(id), method: 'get', errorNotification: false });
  const { refetch } = query;
  useEffect(() => {
    if (tick) void refetch();
  }, [tick, refetch]);
  const answer = result.data && 'ready' in result.data ? result.data : undefined;
  return { answer, loading: query.isFetching, error: query.error, refetch: query.refetch };
}

/** Each text as the segment's first member gets it; the older answer is dropped when a newer one is asked for. */
export function useCampaignPreview(id: string) {
  const tick = useCampaignTick();
  const { query } = useCustom<PreviewResponse>({
    url: campaignPreviewPath(id),
    method: 'post',
    config: { payload: {} },
    errorNotification: false,
    // One request per ask (the tick below says when); another campaign's answer stays on show until this one's comes.
    queryOptions: { ...ASK_EACH_TIME, placeholderData: keepPreviousData },
  });
  const { refetch } = query;
  useEffect(() => {
    if (tick) void refetch();
  }, [tick, refetch]);
  // A failure replaces the preview until an answer comes.
  return query.error ? { error: query.error } : { preview: query.data?.data };
}
