/**
 * A campaign's progress, asked again as its messages move (campaigns and sms-logs changes), at most
 * every 1.5 s however fast they move; the send rate is read from the counters between two answers.
 */
import { useEffect, useRef, useState } from 'react';
import { campaignProgressPath, type ProgressResponse } from '../../../resources/audience/campaign-progress.ts';
import { onLiveEvent } from '../../../providers/event-stream.ts';
import { http } from '../../../providers/http-client.ts';
import { isChange } from '../../../providers/live-provider.ts';

const WATCHED = new Set(['campaigns', 'sms-logs']);
const MIN_GAP_MS = 1_500;

export function useCampaignProgress(id: string) {
  const [state, setState] = useState<{ progress?: ProgressResponse; error?: unknown; perMinute: number | null }>({ perMinute: null });
  const last = useRef<{ at: number; handled: number } | null>(null);
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
          const handled = progress.totals.sent;
          const before = last.current;
          const now = Date.now();
          const perMinute = before && now > before.at && progress.status === 'sending' ? Math.max(0, Math.round(((handled - before.handled) * 60_000) / (now - before.at))) : null;
          last.current = { at: now, handled };
          setState({ progress, perMinute });
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
