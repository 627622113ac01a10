import { Chart, Filler, LineController, LineElement, PointElement } from 'chart.js';
import type { Series } from './chart-config.ts';
import { ChartCanvas } from './chart-canvas.tsx';
import type { Categories } from './bar-chart.tsx';

// Only the screens that draw lines load their parts; every chart has the bars'.
Chart.register(LineController, LineElement, PointElement, Filler);

export type LineChartProps = Categories & {
  series: readonly Series[];
  legend?: boolean;
  /** What the chart shows, for screen readers. */
  label: string;
  height?: number;
};

/** A line per series over the categories (days, most often), in the page's look. */
export function LineChart({ label, height, ...spec }: LineChartProps) {
  return <ChartCanvas spec={{ kind: 'line', ...spec }} label={label} height={height} />;
}
