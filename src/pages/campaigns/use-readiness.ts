/**
 * The campaign page's is-ready answer, asked again when something it depends on changes in any
 * tab or process: the campaign, its texts and senders, the audience, or the routing.
 */
import { useEffect, useState } from 'react';
import { useCustom } from '@refinedev/core';
import { campaignIsReadyPath, type IsReadyResponse } from '../../../resources/audience/campaign-readiness.ts';
import { onLiveEvent } from '../../../providers/event-stream.ts';
import { isChange } from '../../../providers/live-provider.ts';

const WATCHED = new Set(['campaigns', 'campaign-texts', 'campaign-senderids', 'contacts', 'segments', 'opt-outs', 'custom-fields', 'routes', 'routing-plans', 'routing-rules', 'vendor-rates', 'blacklist']);

export function useCampaignReadiness(id: string) {
  const [tick, setTick] = useState(0);
  useEffect(
    () =>
      onLiveEvent((event, data) => {
        if (event === 'resync' || (isChange(event, data) && WATCHED.has(data.resource))) setTick((n) => n + 1);
      }),
    [],
  );
  const { result, query } = useCustom<IsReadyResponse>({ url: campaignIsReadyPath(id), method: 'get', errorNotification: false });
  const { refetch } = query;
  useEffect(() => {
    if (tick) void refetch();
  }, [tick, refetch]);
  const answer = result.data && 'ready' in result.data ? result.data : undefined;
  return { answer, loading: query.isFetching, error: query.error, refetch: query.refetch };
}
