/**
 * A campaign's progress, asked again as its messages move (campaigns and sms-logs changes), at most
 * every 1.5 s however fast they move; the send rate is read from the counters over the last 30 s.
 */
import { useEffect, useRef, useState } from 'react';
import { campaignProgressPath, type ProgressResponse } from '../../../resources/audience/campaign-progress.ts';
import { onLiveEvent } from '../../../providers/event-stream.ts';
import { http } from '../../../providers/http-client.ts';
import { isChange } from '../../../providers/live-provider.ts';

const WATCHED = new Set(['campaigns', 'sms-logs']);
const MIN_GAP_MS = 1_500;
/** The rate is read over this much of the recent past, so one quiet or busy moment does not swing it. */
const RATE_SPAN_MS = 30_000;

export function useCampaignProgress(id: string) {
  const [state, setState] = useState<{ progress?: ProgressResponse; error?: unknown; perMinute: number | null }>({ perMinute: null });
  const samples = useRef<{ at: number; sent: number }[]>([]);
  useEffect(() => {
    let alive = true;
    let timer: ReturnType<typeof setTimeout> | null = null;
    let asked = 0;
    const ask = () => {
      timer = null;
      asked = Date.now();
      http.get<ProgressResponse>(campaignProgressPath(id)).then(
        (progress) => {
          if (!alive) return;
          const now = Date.now();
          const kept = [...samples.current.filter((s) => now - s.at <= RATE_SPAN_MS), { at: now, sent: progress.totals.sent }];
          samples.current = kept;
          const first = kept[0];
          const rate = now - first.at >= 3_000 ? Math.round(((progress.totals.sent - first.sent) * 60_000) / (now - first.at)) : 0;
          setState({ progress, perMinute: progress.status === 'sending' && rate > 0 ? rate : null });
        },
        (error: unknown) => alive && setState((s) => ({ ...s, error })),
      );
    };
    ask();
    const off = onLiveEvent((event, data) => {
      if (event !== 'resync' && !(isChange(event, data) && WATCHED.has(data.resource))) return;
      timer ??= setTimeout(ask, Math.max(0, MIN_GAP_MS - (Date.now() - asked)));
    });
    return () => {
      alive = false;
      off();
      if (timer) clearTimeout(timer);
    };
  }, [id]);
  return state;
}
