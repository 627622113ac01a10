/** One bar chart of a segment's members by country, network or status (loaded lazily, Chart.js with it). */
import { useTranslation } from 'react-i18next';
import { BarChart } from '../../../components/chart/bar-chart.tsx';

export interface Bar {
  label: string;
  count: number;
}

export default function SummaryChart({ bars, title }: { bars: Bar[]; title: string }) {
  const { t } = useTranslation();
  return (
    <BarChart
      labels={bars.map((b) => b.label)}
      series={[{ label: t('segments.summary.contacts'), data: bars.map((b) => b.count), colour: 'colorPrimary' }]}
      horizontal
      legend={false}
      thickness={18}
      label={`${title}: ${bars.map((b) => `${b.label} ${b.count}`).join(', ')}`}
      height={Math.max(120, bars.length * 26 + 40)}
    />
  );
}
