import type { ChartLayout } from './chart-options.ts';
import type { MoneyValues, Series } from './chart-config.ts';
import { ChartCanvas } from './chart-canvas.tsx';

export type Categories = { labels: readonly string[]; days?: never } | { days: readonly string[]; labels?: never };

export type BarChartProps = Categories &
  ChartLayout & {
    series: readonly Series[];
    /** A bar's widest, in pixels. */
    thickness: number;
    money?: MoneyValues;
    /** What the chart shows, for screen readers. */
    label: string;
    height?: number;
  };

/** Bars in the page's colours, direction and digits: side by side, stacked or sideways. */
export function BarChart({ label, height, ...spec }: BarChartProps) {
  return <ChartCanvas spec={{ kind: 'bar', ...spec }} label={label} height={height} />;
}
