/** The financials' range, grouping and currency, kept in the address so a reload or a shared link opens the same view. */
import { useSearchParams } from 'react-router';
import { DEFAULT_DAYS } from '../../../../resources/dashboard/figures.ts';
import { HUB_REPORT_GROUPS, type HubReportGroup } from '../../../../resources/hub/reports.ts';
import { isoDay } from './use-hub-report.ts';

const DAY = 86_400_000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export interface FinancialsFilters {
  from: string;
  to: string;
  group: HubReportGroup;
  /** The currency the charts and key figures show; null: the one with the most revenue. */
  currency: string | null;
}

export function useFinancialsFilters(): [FinancialsFilters, (next: Partial<FinancialsFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const to = DATE.test(params.get('to') ?? '') ? params.get('to')! : isoDay(Date.now());
  const from = DATE.test(params.get('from') ?? '') ? params.get('from')! : isoDay(Date.parse(`${to}T00:00:00Z`) - (DEFAULT_DAYS - 1) * DAY);
  const asked = params.get('group') as HubReportGroup;
  const group = HUB_REPORT_GROUPS.includes(asked) ? asked : 'company';
  const currency = /^[A-Z]{3}$/.test(params.get('currency') ?? '') ? params.get('currency') : null;
  const filters = { from, to, group, currency };
  const set = (next: Partial<FinancialsFilters>) =>
    setParams(
      () => {
        const merged = { ...filters, ...next };
        const out = new URLSearchParams({ from: merged.from, to: merged.to, group: merged.group });
        if (merged.currency) out.set('currency', merged.currency);
        return out;
      },
      { replace: true },
    );
  return [filters, set];
}
