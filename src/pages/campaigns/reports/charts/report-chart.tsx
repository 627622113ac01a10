/**
 * The report's chart: per day a line each for sent, delivered and failed; per country, network,
 * route or campaign a bar per group (the largest first), split into delivered, failed and the rest.
 */
import { useTranslation } from 'react-i18next';
import type { ReportGroup, ReportRow } from '../../../../../resources/sms/sms-reports.ts';
import { BarChart } from '../../../../components/chart/bar-chart.tsx';
import { LineChart } from '../../../../components/chart/line-chart.tsx';
import { useIntlLocale } from '../../../../resource-ui/use-locale.ts';
import { groupLabel } from '../group-label.ts';

/** Bars beyond these many groups would be too thin to read; the table has them all. */
export const CHART_GROUPS = 12;

export default function ReportChart({ rows, groupBy }: { rows: ReportRow[]; groupBy: ReportGroup }) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const label = t('sms-reports.chartLabel', { groups: rows.length, messages: rows.reduce((n, r) => n + r.messages, 0) });
  if (groupBy === 'day') {
    const line = (key: 'sent' | 'delivered' | 'failed', colour: 'colorPrimary' | 'colorSuccess' | 'colorError') => ({ label: t(`sms-reports.figures.${key}`), data: rows.map((r) => r[key]), colour });
    return <LineChart days={rows.map((r) => r.day!)} series={[line('sent', 'colorPrimary'), line('delivered', 'colorSuccess'), line('failed', 'colorError')]} label={label} height={280} />;
  }
  const top = rows.slice(0, CHART_GROUPS);
  return (
    <BarChart
      labels={top.map((r) => groupLabel(r, groupBy, t, locale))}
      series={[
        { label: t('sms-reports.figures.delivered'), data: top.map((r) => r.delivered), colour: 'colorSuccess' },
        { label: t('sms-reports.figures.failed'), data: top.map((r) => r.failed), colour: 'colorError' },
        { label: t('sms-reports.figures.pending'), data: top.map((r) => r.messages - r.delivered - r.failed), colour: 'colorTextQuaternary' },
      ]}
      stacked
      horizontal
      thickness={22}
      label={label}
      height={Math.max(180, Math.min(rows.length, CHART_GROUPS) * 34 + 60)}
    />
  );
}
