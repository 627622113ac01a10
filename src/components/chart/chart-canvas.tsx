/**
 * Draws a chart on a canvas with Chart.js (≈63 KB gzipped with only bars registered), which loads
 * with this module: only lazily loaded chart modules may import it, never a page or the shell.
 */
import { useEffect, useMemo, useRef } from 'react';
import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip, type ChartConfiguration } from 'chart.js';
import { chartConfig, type ChartSpec } from './chart-config.ts';
import { useChartLook } from './chart-look.ts';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip, Legend);

export interface CanvasProps {
  spec: ChartSpec;
  /** What the chart shows, for screen readers: to them the canvas is an image. */
  label: string;
  height?: number;
}

/** Chart.js sizes the chart to this box as the page resizes; it is redrawn only when what it shows or the look changes. */
export function ChartCanvas({ spec, label, height = 260 }: CanvasProps) {
  const look = useChartLook();
  // Callers build their series afresh on every render: the content, not the new arrays, decides a redraw.
  const shown = JSON.stringify(spec);
  const config = useMemo(() => chartConfig(JSON.parse(shown) as ChartSpec, look), [shown, look]);
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const chart = new Chart(canvas.current!, config as ChartConfiguration);
    return () => chart.destroy();
  }, [config]);
  return (
    <div style={{ position: 'relative', height }}>
      <canvas ref={canvas} role="img" aria-label={label} />
    </div>
  );
}
