/** How the financials judge a margin: negative loses money, thin earns less than THIN_MARGIN of the revenue. */
import type { HubReportFigures } from '../../../../resources/hub/reports.ts';

/** Below 5 % of the revenue a margin is thin: a vendor's price rise away from a loss. */
export const THIN_MARGIN = 0.05;

export type MarginHealth = 'negative' | 'thin' | 'healthy' | 'none';

export const marginRate = (f: Pick<HubReportFigures, 'revenue' | 'margin'>): number | null => (f.revenue ? f.margin / f.revenue : null);

export function marginHealth(f: Pick<HubReportFigures, 'revenue' | 'cost' | 'margin'>): MarginHealth {
  if (!f.revenue && !f.cost) return 'none';
  if (f.margin < 0) return 'negative';
  const rate = marginRate(f);
  return rate !== null && rate < THIN_MARGIN ? 'thin' : 'healthy';
}
