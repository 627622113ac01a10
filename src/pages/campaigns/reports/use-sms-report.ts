import { useCustom } from '@refinedev/core';
import { SMS_DOMAINS_COST_PATH, SMS_REPORTS_PATH, type DomainsCostReport, type SmsReport } from '../../../../resources/sms/sms-reports.ts';
import { reportQuery, type ReportFilters } from './use-report-filters.ts';

/** The grouped report and the domains-cost report for the filters. */
export function useSmsReport(filters: ReportFilters) {
  const query = reportQuery(filters);
  const report = useCustom<SmsReport>({ url: SMS_REPORTS_PATH, method: 'get', config: { query }, errorNotification: false });
  // Not grouped: a change of grouping does not ask for it again.
  const { group_by: _grouping, ...domainQuery } = query;
  const domains = useCustom<DomainsCostReport>({ url: SMS_DOMAINS_COST_PATH, method: 'get', config: { query: domainQuery }, errorNotification: false });
  // Refine's useCustom reports `{}` until the first answer: only a whole answer counts.
  const data = report.result.data && 'rows' in report.result.data ? report.result.data : undefined;
  const domainData = domains.result.data && 'rows' in domains.result.data ? domains.result.data : undefined;
  return { report: data, domains: domainData, query: report.query, domainsQuery: domains.query };
}
