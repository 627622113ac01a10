/**
 * The report's filters, kept in the address (`?from=…&to=…&campaign_id=1,2&group_by=day`) so a
 * reload, a shared link or a campaign page's "report" button opens the same report.
 */
import { useSearchParams } from 'react-router';
import { DEFAULT_DAYS } from '../../../../resources/dashboard/figures.ts';
import { REPORT_GROUPS, type ReportGroup } from '../../../../resources/sms/sms-reports.ts';

const DAY = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export interface ReportFilters {
  from: string;
  to: string;
  campaignIds: number[];
  groupBy: ReportGroup;
}

export function useReportFilters(): [ReportFilters, (next: Partial<ReportFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const today = Date.now();
  const to = DATE.test(params.get('to') ?? '') ? params.get('to')! : isoDay(today);
  const from = DATE.test(params.get('from') ?? '') ? params.get('from')! : isoDay(Date.parse(`${to}T00:00:00Z`) - (DEFAULT_DAYS - 1) * DAY);
  const campaignIds = (params.get('campaign_id') ?? '')
    .split(',')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);
  const asked = params.get('group_by') as ReportGroup;
  const groupBy = REPORT_GROUPS.includes(asked) ? asked : 'country';
  const filters = { from, to, campaignIds, groupBy };
  const set = (next: Partial<ReportFilters>) =>
    setParams(
      () => {
        const merged = { ...filters, ...next };
        const out = new URLSearchParams({ from: merged.from, to: merged.to, group_by: merged.groupBy });
        if (merged.campaignIds.length) out.set('campaign_id', merged.campaignIds.join(','));
        return out;
      },
      { replace: true },
    );
  return [filters, set];
}

/** The query both report endpoints take. */
export const reportQuery = (f: ReportFilters) => ({ from: f.from, to: f.to, group_by: f.groupBy, ...(f.campaignIds.length && { campaign_id: f.campaignIds.join(',') }) });
