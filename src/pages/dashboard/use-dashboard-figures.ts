import { useCustom } from '@refinedev/core';
import { DASHBOARD_PATH, type DashboardFigures } from '../../../resources/dashboard/figures.ts';

const DAY = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The team's figures for the last `days` days up to today (UTC, as the server counts them). */
export function useDashboardFigures(days: number) {
  const today = Date.now();
  const { query, result } = useCustom<DashboardFigures>({
    url: DASHBOARD_PATH,
    method: 'get',
    config: { query: { from: isoDay(today - (days - 1) * DAY), to: isoDay(today) } },
    errorNotification: false,
  });
  // Refine's useCustom reports `{}` until the first answer: only a whole answer counts.
  const figures = result.data && 'calls' in result.data ? result.data : undefined;

  return { figures, query };
}
