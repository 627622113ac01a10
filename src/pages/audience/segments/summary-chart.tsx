/** One bar chart of a segment's members by country, network or status (Chart.js, loaded with this chunk). */
import { useMemo } from 'react';
import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { baseOptions, ChartCanvas, useChartLook, type BarConfig } from '../../dashboard/charts/chart-canvas.tsx';

export interface Bar {
  label: string;
  count: number;
}

export default function SummaryChart({ bars, title }: { bars: Bar[]; title: string }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const look = useChartLook();
  const config = useMemo<BarConfig>(
    () => ({
      type: 'bar',
      data: { labels: bars.map((b) => b.label), datasets: [{ label: t('segments.summary.contacts'), data: bars.map((b) => b.count), backgroundColor: token.colorPrimary, borderRadius: 2, maxBarThickness: 18 }] },
      options: baseOptions(look, { horizontal: true, legend: false }),
    }),
    [bars, look, token.colorPrimary, t],
  );
  const label = `${title}: ${bars.map((b) => `${b.label} ${b.count}`).join(', ')}`;
  return <ChartCanvas config={config} label={label} height={Math.max(120, bars.length * 26 + 40)} />;
}
