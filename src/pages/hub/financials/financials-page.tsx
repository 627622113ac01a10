/**
 * /hub/financials (docs/areas/hub.md#reports): what the hub earned over a range of days, from the
 * roll-ups — revenue, cost and margin in one currency at a time, margin by day, the top clients and
 * routes, the networks that lose money or nearly do, and a table of every endpoint, company, route,
 * country, network or day in every currency. Live while the range reaches today.
 */
import { useMemo } from 'react';
import { Alert, Button, Card, Col, DatePicker, Flex, Row, Segmented, Skeleton } from 'antd';
import { BarChartOutlined, CheckCircleOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { MAX_DAYS } from '../../../../resources/dashboard/figures.ts';
import { HUB_REPORT_GROUPS, type HubReportRow } from '../../../../resources/hub/reports.ts';
import { errorText } from '../../../components/error-text.ts';
import { EmptyFigure } from '../../../components/empty-figure.tsx';
import { lazyChart } from '../../../components/chart/lazy-chart.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { FinancialsKpis } from './financials-kpis.tsx';
import { FinancialsTable } from './financials-table.tsx';
import { marginHealth } from './margin.ts';
import { useFinancialsFilters } from './use-financials-filters.ts';
import { isoDay, useHubReport, useRollupTick } from './use-hub-report.ts';

const FinancialChart = lazyChart(() => import('./charts/financial-chart.tsx'), 260);

/** Bars beyond these many would be too thin to read; the table has them all. */
const TOP = 8;
const DAY = 86_400_000;

export default function FinancialsPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useFinancialsFilters();
  const today = isoDay(Date.now());
  const tick = useRollupTick(filters.to >= today);
  const range = { from: filters.from, to: filters.to };
  const byDay = useHubReport({ ...range, group: 'day' }, { tick });
  const byCompany = useHubReport({ ...range, group: 'company' }, { tick });
  const byRoute = useHubReport({ ...range, group: 'route' }, { tick });
  const byNetwork = useHubReport({ ...range, group: 'network' }, { tick });
  const table = useHubReport({ ...range, group: filters.group }, { tick });

  const totals = byDay.report?.totals ?? [];
  const currency = filters.currency && totals.some((x) => x.currency === filters.currency) ? filters.currency : (totals[0]?.currency ?? null);
  const days = useMemo(() => {
    const start = Date.parse(`${filters.from}T00:00:00Z`);
    const n = Math.round((Date.parse(`${filters.to}T00:00:00Z`) - start) / DAY) + 1;
    return Array.from({ length: Math.max(0, n) }, (_, i) => isoDay(start + i * DAY));
  }, [filters.from, filters.to]);
  const inCurrency = (rows: HubReportRow[] | undefined) => (rows ?? []).filter((r) => r.currency === currency);
  const losing = inCurrency(byNetwork.report?.rows)
    .filter((r) => r.parts > 0 && (marginHealth(r) === 'negative' || marginHealth(r) === 'thin'))
    .sort((a, b) => a.margin / (a.revenue || 1) - b.margin / (b.revenue || 1))
    .slice(0, TOP);
  const failed = [byDay, byCompany, byRoute, byNetwork, table].find((q) => q.query.isError)?.query;

  const presets = [
    { label: t('hub-reports.presets.today'), value: [dayjs(), dayjs()] as [dayjs.Dayjs, dayjs.Dayjs] },
    { label: t('hub-reports.presets.week'), value: [dayjs().subtract(6, 'day'), dayjs()] as [dayjs.Dayjs, dayjs.Dayjs] },
    { label: t('hub-reports.presets.month'), value: [dayjs().startOf('month'), dayjs()] as [dayjs.Dayjs, dayjs.Dayjs] },
    { label: t('hub-reports.presets.days30'), value: [dayjs().subtract(29, 'day'), dayjs()] as [dayjs.Dayjs, dayjs.Dayjs] },
    { label: t('hub-reports.presets.days90'), value: [dayjs().subtract(89, 'day'), dayjs()] as [dayjs.Dayjs, dayjs.Dayjs] },
  ];

  const chartCard = (testId: string, title: string, extra: string | undefined, body: React.ReactNode) => (
    <Card title={title} extra={extra} data-testid={testId} style={{ height: '100%' }} styles={{ header: { minHeight: 48 } }}>
      {body}
    </Card>
  );
  const nothing = <EmptyFigure icon={<BarChartOutlined />} title={t('hub-reports.none')}>{t('hub-reports.noneHint')}</EmptyFigure>;

  return (
    <>
      <PageHeader title={t('hub-reports.title')} subtitle={t('hub-reports.subtitle')} />
      <Flex wrap gap={12} align="center" style={{ marginBottom: 16 }}>
        <DatePicker.RangePicker
          aria-label={t('hub-reports.filters.range')}
          allowClear={false}
          presets={presets}
          value={[dayjs(filters.from), dayjs(filters.to)]}
          disabledDate={(d, { from }) => d.isAfter(dayjs(), 'day') || (!!from && Math.abs(d.diff(from, 'day')) >= MAX_DAYS)}
          onChange={(r) => r?.[0] && r[1] && setFilters({ from: r[0].format('YYYY-MM-DD'), to: r[1].format('YYYY-MM-DD') })}
          data-testid="financials-range"
        />
        {totals.length > 1 && currency && (
          <Segmented aria-label={t('hub-reports.filters.currency')} value={currency} onChange={(c) => setFilters({ currency: String(c) })} options={totals.map((x) => x.currency)} data-testid="financials-currency" />
        )}
      </Flex>
      {failed ? (
        <Alert type="error" showIcon message={t('hub-reports.loadFailed')} description={errorText(failed.error, t)} action={<Button onClick={() => void failed.refetch()}>{t('resources.retry')}</Button>} />
      ) : !byDay.report ? (
        <Skeleton active paragraph={{ rows: 12 }} />
      ) : (
        <Flex vertical gap={16}>
          <FinancialsKpis totals={totals.find((x) => x.currency === currency)} currency={currency ?? 'EUR'} loading={byDay.query.isFetching && !byDay.report} />
          {chartCard(
            'chart-margin-by-day',
            t('hub-reports.charts.marginByDay'),
            currency ?? undefined,
            currency ? <FinancialChart kind="day" rows={inCurrency(byDay.report.rows)} days={days} currency={currency} label={t('hub-reports.charts.marginByDay')} /> : nothing,
          )}
          <Row gutter={[16, 16]}>
            <Col xs={24} xl={12}>
              {chartCard(
                'chart-top-clients',
                t('hub-reports.charts.topClients'),
                t('hub-reports.charts.topHint', { top: TOP }),
                currency && inCurrency(byCompany.report?.rows).length ? <FinancialChart kind="clients" rows={inCurrency(byCompany.report?.rows).filter((r) => r.messages > 0).slice(0, TOP)} currency={currency} label={t('hub-reports.charts.topClients')} /> : nothing,
              )}
            </Col>
            <Col xs={24} xl={12}>
              {chartCard(
                'chart-top-routes',
                t('hub-reports.charts.topRoutes'),
                t('hub-reports.charts.topHint', { top: TOP }),
                currency && inCurrency(byRoute.report?.rows).length ? (
                  <FinancialChart kind="routes" rows={[...inCurrency(byRoute.report?.rows)].sort((a, b) => b.cost - a.cost || b.revenue - a.revenue).slice(0, TOP)} currency={currency} label={t('hub-reports.charts.topRoutes')} />
                ) : (
                  nothing
                ),
              )}
            </Col>
          </Row>
          {chartCard(
            'chart-thin-networks',
            t('hub-reports.charts.thinNetworks'),
            t('hub-reports.charts.thinHint'),
            !currency ? (
              nothing
            ) : losing.length ? (
              <FinancialChart kind="networks" rows={losing} currency={currency} label={t('hub-reports.charts.thinNetworks')} />
            ) : (
              <EmptyFigure icon={<CheckCircleOutlined />} title={t('hub-reports.charts.noThin')} />
            ),
          )}
          <Card
            title={t('hub-reports.tableTitle', { group: t(`hub-reports.groups.${filters.group}`) })}
            extra={
              <Segmented
                aria-label={t('hub-reports.filters.group')}
                value={filters.group}
                onChange={(g) => setFilters({ group: g as typeof filters.group })}
                options={HUB_REPORT_GROUPS.map((g) => ({ value: g, label: t(`hub-reports.groups.${g}`) }))}
                data-testid="financials-group"
              />
            }
            styles={{ body: { padding: 0 }, header: { flexWrap: 'wrap', gap: 8, paddingBlock: 8 } }}
          >
            <FinancialsTable rows={table.report?.group === filters.group ? table.report.rows : []} group={filters.group} loading={!table.report || table.report.group !== filters.group} />
          </Card>
        </Flex>
      )}
    </>
  );
}
