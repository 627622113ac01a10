/**
 * The report's chart: per day a line each for sent, delivered and failed; per country, network,
 * route or campaign a bar per group (the largest first), split into delivered, failed and the rest.
 */
import { useMemo } from 'react';
import { CategoryScale, Chart, Filler, LinearScale, LineController, LineElement, PointElement } from 'chart.js';
import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ReportGroup, ReportRow } from '../../../../../resources/sms/sms-reports.ts';
import { baseOptions, ChartCanvas, useChartLook, type BarConfig, type LineConfig } from '../../../dashboard/charts/chart-canvas.tsx';
import { dayLabels } from '../../../dashboard/charts/day-labels.ts';
import { groupLabel } from '../group-label.ts';

Chart.register(LineController, LineElement, PointElement, CategoryScale, LinearScale, Filler);

/** Bars beyond these many groups would be too thin to read; the table has them all. */
export const CHART_GROUPS = 12;

export default function ReportChart({ rows, groupBy }: { rows: ReportRow[]; groupBy: ReportGroup }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const look = useChartLook();
  const colors = { sent: token.colorPrimary, delivered: token.colorSuccess, failed: token.colorError, other: token.colorTextQuaternary };
  const config = useMemo<BarConfig | LineConfig>(() => {
    if (groupBy === 'day') {
      const line = (key: 'sent' | 'delivered' | 'failed') => ({
        label: t(`sms-reports.figures.${key}`),
        data: rows.map((r) => r[key]),
        borderColor: colors[key],
        backgroundColor: colors[key],
        pointRadius: rows.length > 45 ? 0 : 2,
        borderWidth: 2,
        tension: 0.25,
      });
      return {
        type: 'line',
        data: { labels: dayLabels(rows.map((r) => r.day!), look.locale), datasets: [line('sent'), line('delivered'), line('failed')] },
        options: baseOptions(look) as LineConfig['options'],
      } satisfies LineConfig;
    }
    const top = rows.slice(0, CHART_GROUPS);
    const bar = (label: string, data: number[], color: string) => ({ label, data, backgroundColor: color, borderRadius: 2, maxBarThickness: 22 });
    return {
      type: 'bar',
      data: {
        labels: top.map((r) => groupLabel(r, groupBy, t, look.locale)),
        datasets: [
          bar(t('sms-reports.figures.delivered'), top.map((r) => r.delivered), colors.delivered),
          bar(t('sms-reports.figures.failed'), top.map((r) => r.failed), colors.failed),
          bar(t('sms-reports.figures.pending'), top.map((r) => r.messages - r.delivered - r.failed), colors.other),
        ],
      },
      options: baseOptions(look, { stacked: true, horizontal: true }),
    } satisfies BarConfig;
  }, [rows, groupBy, look.locale, look.rtl, look.text, look.grid, token, t]);
  const summary = t('sms-reports.chartLabel', { groups: rows.length, messages: rows.reduce((n, r) => n + r.messages, 0) });
  const height = groupBy === 'day' ? 280 : Math.max(180, Math.min(rows.length, CHART_GROUPS) * 34 + 60);
  return <ChartCanvas config={config} label={summary} height={height} />;
}
