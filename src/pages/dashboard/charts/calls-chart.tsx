import { useMemo } from 'react';
import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DashboardFigures } from '../../../../resources/dashboard/figures.ts';
import { baseOptions, ChartCanvas, useChartLook, type BarConfig } from './chart-canvas.tsx';
import { dayLabels } from './day-labels.ts';

/** Calls per day, the answered part of each bar in the brand colour. */
export default function CallsChart({ calls }: { calls: DashboardFigures['calls'] }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const look = useChartLook();
  const config = useMemo<BarConfig>(
    () => ({
      type: 'bar',
      data: {
        labels: dayLabels(
          calls.by_day.map((d) => d.day),
          look.locale,
        ),
        datasets: [
          { label: t('dashboard.calls.answered'), data: calls.by_day.map((d) => d.answered), backgroundColor: token.colorPrimary, borderRadius: 2, maxBarThickness: 28 },
          { label: t('dashboard.calls.notAnswered'), data: calls.by_day.map((d) => d.total - d.answered), backgroundColor: token.colorPrimaryBorder, borderRadius: 2, maxBarThickness: 28 },
        ],
      },
      options: baseOptions(look, { stacked: true }),
    }),
    [calls, look.locale, look.rtl, look.text, look.grid, token.colorPrimary, token.colorPrimaryBorder, t],
  );
  return <ChartCanvas config={config} label={t('dashboard.calls.chartLabel', { total: calls.total, answered: calls.answered, days: calls.by_day.length })} />;
}
