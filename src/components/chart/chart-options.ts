/**
 * The options every chart shares, turned for right-to-left languages: time runs from the right, the
 * value axis stands on the right, legends and tooltips read RTL, numbers use the language's digits.
 */
import type { ChartConfiguration } from 'chart.js';
import type { ChartLook } from './chart-look.ts';

export type BarConfig = ChartConfiguration<'bar', number[], string>;
export type LineConfig = ChartConfiguration<'line', number[], string>;

export interface ChartLayout {
  stacked?: boolean;
  /** Bars run sideways, one row per label (the value axis along the bottom). */
  horizontal?: boolean;
  legend?: boolean;
}

/** Axes, grid, fonts, legend and tooltip in the page's look. */
export function baseOptions(look: ChartLook, { stacked = false, horizontal = false, legend = true }: ChartLayout = {}): BarConfig['options'] {
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
