/**
 * /campaigns/reports: what the team's SMS came to over a range (GET /v1/sms/reports), for all
 * campaigns or some, grouped by country, network, route, campaign or day: key figures, a chart, a
 * sortable table of every group, and what the short links cost per click on each domain.
 */
import { Alert, Button, Card, Flex, Skeleton } from 'antd';
import { BarChartOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../components/error-text.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { lazyChart } from '../../../components/chart/lazy-chart.tsx';
import { EmptyFigure } from '../../../components/empty-figure.tsx';
import { DomainsCostTable } from './domains-cost-table.tsx';
import { ReportFilterBar } from './report-filters.tsx';
import { ReportKpis } from './report-kpis.tsx';
import { ReportTable } from './report-table.tsx';
import { useReportFilters } from './use-report-filters.ts';
import { useSmsReport } from './use-sms-report.ts';

const ReportChart = lazyChart(() => import('./charts/report-chart.tsx'), 260);

export default function CampaignReportsPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useReportFilters();
  const { report, domains, query, domainsQuery } = useSmsReport(filters);

  return (
    <>
      <PageHeader title={t('sms-reports.title')} subtitle={t('sms-reports.subtitle')} />
      <ReportFilterBar filters={filters} onChange={setFilters} />
      {query.isError ? (
        <Alert
          type="error"
          showIcon
          message={t('sms-reports.loadFailed')}
          description={errorText(query.error, t)}
          action={<Button onClick={() => void query.refetch()}>{t('resources.retry')}</Button>}
        />
      ) : !report ? (
        <Skeleton active paragraph={{ rows: 10 }} />
      ) : (
        <Flex vertical gap={16}>
          <ReportKpis totals={report.totals} />
          {/* Titles follow the answer shown, not the filter: a new grouping's answer may still be on its way. */}
          <Card title={t(`sms-reports.chartTitle.${report.group_by === 'day' ? 'day' : 'group'}`, { group: t(`sms-reports.groups.${report.group_by}`) })} data-testid="report-chart" data-group={report.group_by}>
            {report.totals.messages ? (
              <ReportChart rows={report.rows} groupBy={report.group_by} />
            ) : (
              <EmptyFigure icon={<BarChartOutlined />} title={t('sms-reports.none')}>
                {t('sms-reports.noneHint')}
              </EmptyFigure>
            )}
          </Card>
          <Card title={t('sms-reports.tableTitle', { group: t(`sms-reports.groups.${report.group_by}`) })} styles={{ body: { padding: 0 } }}>
            <ReportTable rows={report.totals.messages ? report.rows : []} groupBy={report.group_by} />
          </Card>
          <Card title={t('sms-reports.domains.title')} extra={t('sms-reports.domains.hint')} styles={{ body: { padding: 0 } }}>
            {domainsQuery.isError ? <Alert type="error" showIcon message={errorText(domainsQuery.error, t)} /> : <DomainsCostTable rows={domains?.rows ?? []} loading={!domains} />}
          </Card>
        </Flex>
      )}
    </>
  );
}
