/**
 * A Chart.js chart on a canvas, themed from antd's tokens and turned for right-to-left languages:
 * time runs from the right, the value axis stands on the right, legends and tooltips read RTL,
 * numbers use the language's digits. Chart.js (≈63 KB gzipped with only bars registered) loads
 * with this chunk, only on the screens that chart.
 */
import { useEffect, useRef } from 'react';
import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip, type ChartConfiguration } from 'chart.js';
import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { directionOf } from '../../../../providers/i18n-provider.ts';
import { useIntlLocale } from '../../../resources/use-locale.ts';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip, Legend);

export type BarConfig = ChartConfiguration<'bar', number[], string>;
/** Line charts register their own controller and elements (src/pages/campaigns/reports/charts/). */
export type LineConfig = ChartConfiguration<'line', number[], string>;

export interface ChartLook {
  rtl: boolean;
  locale: string;
  text: string;
  grid: string;
  font: string;
  tooltipBg: string;
  tooltipText: string;
}

/** The colours, direction and language a chart is drawn in. */
export function useChartLook(): ChartLook {
  const { token } = theme.useToken();
  const { i18n } = useTranslation();
  const locale = useIntlLocale();
  return {
    rtl: directionOf(i18n.language) === 'rtl',
    locale,
    text: token.colorTextSecondary,
    grid: token.colorSplit,
    font: token.fontFamily,
    tooltipBg: token.colorBgSpotlight,
    tooltipText: token.colorTextLightSolid,
  };
}

/** The options every bar chart shares: axes, grid, fonts, legend and tooltip in the page's look. */
export function baseOptions(look: ChartLook, { stacked = false, horizontal = false, legend = true } = {}): BarConfig['options'] {
  // Day labels stay level and thin out as the range grows, rather than tilting.
  const category = { stacked, reverse: look.rtl && !horizontal, grid: { display: false }, ticks: { color: look.text, font: { family: look.font }, maxRotation: 0, autoSkipPadding: 12 }, border: { color: look.grid } };
  const value = {
    stacked,
    beginAtZero: true,
    position: (horizontal ? 'bottom' : look.rtl ? 'right' : 'left') as 'bottom' | 'left' | 'right',
    reverse: look.rtl && horizontal,
    grid: { color: look.grid },
    border: { display: false },
    ticks: { color: look.text, font: { family: look.font }, precision: 0 },
  };
  return {
    responsive: true,
    maintainAspectRatio: false,
    animation: false,
    indexAxis: horizontal ? 'y' : 'x',
    locale: look.locale,
    scales: horizontal ? { x: value, y: { ...category, position: look.rtl ? 'right' : 'left' } } : { x: category, y: value },
    plugins: {
      legend: { display: legend, position: 'bottom', align: 'start', rtl: look.rtl, textDirection: look.rtl ? 'rtl' : 'ltr', labels: { color: look.text, boxWidth: 12, boxHeight: 12, font: { family: look.font } } },
      tooltip: { rtl: look.rtl, textDirection: look.rtl ? 'rtl' : 'ltr', backgroundColor: look.tooltipBg, titleColor: look.tooltipText, bodyColor: look.tooltipText, titleFont: { family: look.font }, bodyFont: { family: look.font } },
    },
  };
}

/** Draws `config` and redraws it when it changes; the canvas is an image named by `label` for screen readers. */
export function ChartCanvas({ config, label, height = 260 }: { config: BarConfig | LineConfig; label: string; height?: number }) {
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
