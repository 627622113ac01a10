/** The contacts dashboard's charts (loaded lazily, Chart.js with them): growth over time and breakdowns. */
import { useTranslation } from 'react-i18next';
import type { ContactDashboardAnswer } from '../../../../resources/audience/contact-api.ts';
import { BarChart } from '../../../components/chart/bar-chart.tsx';

/** New contacts per day or week. */
export function GrowthChart({ growth, interval }: { growth: ContactDashboardAnswer['growth']; interval: 'day' | 'week' }) {
  const { t } = useTranslation();
  const added = growth.reduce((s, g) => s + g.added, 0);
  return (
    <BarChart
      days={growth.map((g) => g.start)}
      series={[{ label: t(interval === 'day' ? 'contacts.dashboard.addedPerDay' : 'contacts.dashboard.addedPerWeek'), data: growth.map((g) => g.added), colour: 'colorPrimary' }]}
      legend={false}
      thickness={28}
      label={t('contacts.dashboard.growthLabel', { added, total: growth.at(-1)?.total ?? 0 })}
    />
  );
}

export interface Bar {
  label: string;
  count: number;
}

/** Counts by one dimension (country, network…), largest first, as horizontal bars. */
export function BreakdownChart({ bars, title }: { bars: Bar[]; title: string }) {
  return (
    <BarChart
      labels={bars.map((b) => b.label)}
      series={[{ label: title, data: bars.map((b) => b.count), colour: 'colorPrimaryBorder' }]}
      horizontal
      legend={false}
      thickness={20}
      label={`${title}: ${bars.map((b) => `${b.label} ${b.count}`).join(', ')}`}
      height={Math.max(140, bars.length * 28 + 40)}
    />
  );
}
