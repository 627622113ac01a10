/** The contacts dashboard's charts (Chart.js, in this lazily loaded chunk): growth over time and breakdowns. */
import { useMemo } from 'react';
import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ContactDashboardAnswer } from '../../../../resources/audience/contact-api.ts';
import { baseOptions, ChartCanvas, useChartLook, type BarConfig } from '../../dashboard/charts/chart-canvas.tsx';
import { dayLabels } from '../../dashboard/charts/day-labels.ts';

/** New contacts per day or week. */
export function GrowthChart({ growth, interval }: { growth: ContactDashboardAnswer['growth']; interval: 'day' | 'week' }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const look = useChartLook();
  const config = useMemo<BarConfig>(
    () => ({
      type: 'bar',
      data: {
        labels: dayLabels(
          growth.map((g) => g.start),
          look.locale,
        ),
        datasets: [{ label: t(interval === 'day' ? 'contacts.dashboard.addedPerDay' : 'contacts.dashboard.addedPerWeek'), data: growth.map((g) => g.added), backgroundColor: token.colorPrimary, borderRadius: 2, maxBarThickness: 28 }],
      },
      options: baseOptions(look, { legend: false }),
    }),
    [growth, interval, look.locale, look.rtl, look.text, look.grid, token.colorPrimary, t],
  );
  const added = growth.reduce((s, g) => s + g.added, 0);
  return <ChartCanvas config={config} label={t('contacts.dashboard.growthLabel', { added, total: growth.at(-1)?.total ?? 0 })} />;
}

export interface Bar {
  label: string;
  count: number;
}

/** Counts by one dimension (country, network…), largest first, as horizontal bars. */
export function BreakdownChart({ bars, title }: { bars: Bar[]; title: string }) {
  const { token } = theme.useToken();
  const look = useChartLook();
  const config = useMemo<BarConfig>(
    () => ({
      type: 'bar',
      data: { labels: bars.map((b) => b.label), datasets: [{ label: title, data: bars.map((b) => b.count), backgroundColor: token.colorPrimaryBorder, borderRadius: 2, maxBarThickness: 20 }] },
      options: baseOptions(look, { horizontal: true, legend: false }),
    }),
    [bars, title, look.locale, look.rtl, look.text, look.grid, token.colorPrimaryBorder],
  );
  return <ChartCanvas config={config} label={`${title}: ${bars.map((b) => `${b.label} ${b.count}`).join(', ')}`} height={Math.max(140, bars.length * 28 + 40)} />;
}

