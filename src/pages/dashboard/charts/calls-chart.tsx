import { useTranslation } from 'react-i18next';
import type { DashboardFigures } from '../../../../resources/dashboard/figures.ts';
import { BarChart } from '../../../components/chart/bar-chart.tsx';

/** Calls per day, the answered part of each bar in the brand colour. */
export default function CallsChart({ calls }: { calls: DashboardFigures['calls'] }) {
  const { t } = useTranslation();
  return (
    <BarChart
      days={calls.by_day.map((d) => d.day)}
      series={[
        { label: t('dashboard.calls.answered'), data: calls.by_day.map((d) => d.answered), colour: 'colorPrimary' },
        { label: t('dashboard.calls.notAnswered'), data: calls.by_day.map((d) => d.total - d.answered), colour: 'colorPrimaryBorder' },
      ]}
      stacked
      thickness={28}
      label={t('dashboard.calls.chartLabel', { total: calls.total, answered: calls.answered, days: calls.by_day.length })}
    />
  );
}
