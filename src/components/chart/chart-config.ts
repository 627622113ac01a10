/** A chart's Chart.js configuration, built from what it shows and the page's look. */
import { formatMoneyRounded } from '../../../resources/format/money.ts';
import type { ChartLook, TokenColour } from './chart-look.ts';
import { baseOptions, type BarConfig, type ChartLayout, type LineConfig } from './chart-options.ts';
import { dayLabels } from './day-labels.ts';

export interface Series {
  label: string;
  data: readonly number[];
  /** One colour for the whole series, or one per bar. */
  colour: TokenColour | readonly TokenColour[];
}

/** Values that are amounts: in `currency`, counted in units of 10^-scale. */
export interface MoneyValues {
  currency: string;
  scale: number;
}

/** What a chart shows. Plain data only, so that two renders showing the same draw the same chart. */
export interface ChartSpec extends ChartLayout {
  kind: 'bar' | 'line';
  /** The categories as they read… */
  labels?: readonly string[];
  /** …or ISO days, read as short dates in the reader's language. */
  days?: readonly string[];
  series: readonly Series[];
  /** A bar's widest, in pixels. */
  thickness?: number;
  money?: MoneyValues;
}

/** Past this many points a line's dots crowd into a smear; the line alone reads better. */
const DOTS_UP_TO = 45;

export function chartConfig(spec: ChartSpec, look: ChartLook): BarConfig | LineConfig {
  const labels = spec.days ? dayLabels(spec.days, look.locale) : [...(spec.labels ?? [])];
  const colour = (c: Series['colour']) => (typeof c === 'string' ? look.colour(c) : c.map(look.colour));
  const options = spec.money ? inMoney(baseOptions(look, spec)!, spec.money, look, spec.horizontal ? 'x' : 'y') : baseOptions(look, spec);
  if (spec.kind === 'line') {
    const datasets = spec.series.map((s) => ({ label: s.label, data: [...s.data], borderColor: colour(s.colour), backgroundColor: colour(s.colour), pointRadius: labels.length > DOTS_UP_TO ? 0 : 2, borderWidth: 2, tension: 0.25 }));
    return { type: 'line', data: { labels, datasets }, options: options as LineConfig['options'] };
  }
  const datasets = spec.series.map((s) => ({ label: s.label, data: [...s.data], backgroundColor: colour(s.colour), borderRadius: 2, maxBarThickness: spec.thickness }));
  return { type: 'bar', data: { labels, datasets }, options };
}

/** The value axis and the tooltips in the currency: y for a vertical chart, x for bars that run sideways. */
function inMoney(options: NonNullable<BarConfig['options']>, { currency, scale }: MoneyValues, look: ChartLook, axis: 'x' | 'y'): BarConfig['options'] {
  // An amount is a Latin run: isolated left-to-right, or a right-to-left canvas turns "4.00 US$" into "$US 4.00".
  // Amounts are millionths; an axis tick or a bar reads at the currency's usual decimals.
  const money = (units: number | string) => `\u2066${formatMoneyRounded(Math.round(Number(units)), currency, look.locale, scale)}\u2069`;
  const values = options.scales![axis]!;
  // Amounts have decimals: the counts' whole-number ticks do not apply.
  const ticks = { ...values.ticks, precision: undefined, callback: (value: number | string) => money(value) };
  return {
    ...options,
    scales: { ...options.scales, [axis]: { ...values, ticks } },
    plugins: { ...options.plugins, tooltip: { ...options.plugins!.tooltip, callbacks: { label: (item) => `${item.dataset.label}: ${money(item.parsed[axis] ?? 0)}` } } },
  };
}
