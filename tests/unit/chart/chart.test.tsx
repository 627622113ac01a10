// @vitest-environment jsdom
/**
 * The shared chart: bars and lines in antd's colours for the colour mode, turned for right-to-left
 * languages (time from the right, the value axis on the right, the language's dates), amounts isolated
 * left-to-right; a canvas named for screen readers, redrawn only when what it shows changes.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import { ConfigProvider, theme } from 'antd';
import i18next from 'i18next';
import type { ReactNode } from 'react';

const drawn = vi.hoisted(() => ({ made: [] as unknown[], destroyed: 0 }));
// jsdom has no canvas to draw on: the chart records what it was asked to draw.
vi.mock('chart.js', () => ({
  Chart: class {
    static register() {}
    constructor(_canvas: HTMLCanvasElement, config: unknown) {
      drawn.made.push(config);
    }
    destroy() {
      drawn.destroyed += 1;
    }
  },
  ...Object.fromEntries(['BarController', 'BarElement', 'CategoryScale', 'LinearScale', 'Tooltip', 'Legend', 'LineController', 'LineElement', 'PointElement', 'Filler'].map((name) => [name, {}])),
}));

const { initI18n } = await import('../../../providers/i18n-provider.ts');
const { chartConfig } = await import('../../../src/components/chart/chart-config.ts');
const { useChartLook } = await import('../../../src/components/chart/chart-look.ts');
const { BarChart } = await import('../../../src/components/chart/bar-chart.tsx');
const { lazyChart } = await import('../../../src/components/chart/lazy-chart.tsx');

beforeAll(async () => {
  await initI18n('en');
});
afterEach(async () => {
  cleanup();
  drawn.made = [];
  drawn.destroyed = 0;
  await i18next.changeLanguage('en');
});

const dark = ({ children }: { children: ReactNode }) => <ConfigProvider theme={{ algorithm: theme.darkAlgorithm }}>{children}</ConfigProvider>;
const lookIn = (wrapper?: (p: { children: ReactNode }) => ReactNode) => renderHook(() => useChartLook(), { wrapper }).result.current;

describe('the chart’s configuration', () => {
  it('colours bars from the theme’s tokens, in light and in dark', () => {
    const spec = { kind: 'bar' as const, labels: ['a', 'b'], series: [{ label: 'Calls', data: [1, 2], colour: 'colorPrimary' as const }, { label: 'By state', data: [3, 4], colour: ['green6', 'colorTextTertiary'] as const }], thickness: 28 };
    const light = lookIn();
    const night = lookIn(dark);
    const [calls, states] = chartConfig(spec, light).data.datasets;
    expect(calls).toMatchObject({ label: 'Calls', data: [1, 2], backgroundColor: light.colour('colorPrimary'), borderRadius: 2, maxBarThickness: 28 });
    expect(states.backgroundColor).toEqual([light.colour('green6'), light.colour('colorTextTertiary')]);
    expect(chartConfig(spec, night).data.datasets[0].backgroundColor).toBe(night.colour('colorPrimary'));
    expect(night.colour('colorTextTertiary')).not.toBe(light.colour('colorTextTertiary'));
  });

  it('runs time from the right with the value axis on the right, dates in the language, in Arabic', async () => {
    await i18next.changeLanguage('ar');
    const look = lookIn();
    const config = chartConfig({ kind: 'bar', days: ['2026-03-05'], series: [], stacked: true }, look);
    expect(config.data.labels).toEqual([new Intl.DateTimeFormat('ar', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date('2026-03-05T00:00:00Z'))]);
    expect(config.options!.scales).toMatchObject({ x: { reverse: true, stacked: true }, y: { position: 'right', stacked: true } });
    expect(config.options!.plugins!.legend).toMatchObject({ rtl: true, textDirection: 'rtl' });
    expect(config.options!.locale).toBe('ar');
  });

  it('lays sideways bars from the right edge in a right-to-left language', async () => {
    await i18next.changeLanguage('ar');
    const config = chartConfig({ kind: 'bar', labels: ['x'], series: [], horizontal: true, legend: false }, lookIn());
    expect(config.options).toMatchObject({ indexAxis: 'y', scales: { x: { position: 'bottom', reverse: true }, y: { position: 'right', reverse: false } }, plugins: { legend: { display: false } } });
  });

  it('writes amounts in the currency, isolated left-to-right, on the axis and in the tooltip', () => {
    const config = chartConfig({ kind: 'bar', days: ['2026-03-05'], series: [{ label: 'SMS', data: [4_000_000], colour: 'purple6' }], stacked: true, money: { currency: 'USD', scale: 6 } }, lookIn());
    const y = config.options!.scales!.y as { ticks: { precision?: number; callback: (v: number) => string } };
    expect(y.ticks.precision).toBeUndefined();
    expect(y.ticks.callback(4_000_000)).toBe('\u2066$4.00\u2069');
    const label = config.options!.plugins!.tooltip!.callbacks!.label as (item: unknown) => string;
    expect(label({ dataset: { label: 'SMS' }, parsed: { y: 4_000_000 } })).toBe('SMS: \u2066$4.00\u2069');
  });

  it('writes amounts of bars that run sideways on the bottom axis, negative ones too', () => {
    const config = chartConfig({ kind: 'bar', labels: ['Vodafone UK'], series: [{ label: 'Margin', data: [-70_000], colour: 'colorError' }], horizontal: true, money: { currency: 'EUR', scale: 6 } }, lookIn());
    const x = config.options!.scales!.x as { ticks: { callback: (v: number) => string } };
    expect(x.ticks.callback(-70_000)).toBe('\u2066-€0.07\u2069');
    const label = config.options!.plugins!.tooltip!.callbacks!.label as (item: unknown) => string;
    expect(label({ dataset: { label: 'Margin' }, parsed: { x: -70_000, y: 0 } })).toBe('Margin: \u2066-€0.07\u2069');
  });

  it('draws lines with their dots until the days crowd them out', () => {
    const days = (n: number) => Array.from({ length: n }, (_, i) => `2026-01-${String((i % 28) + 1).padStart(2, '0')}`);
    const line = (n: number) => chartConfig({ kind: 'line', days: days(n), series: [{ label: 'Sent', data: [], colour: 'colorSuccess' }] }, lookIn());
    expect(line(45).type).toBe('line');
    expect(line(45).data.datasets[0]).toMatchObject({ pointRadius: 2, borderWidth: 2, tension: 0.25 });
    expect(line(46).data.datasets[0]).toMatchObject({ pointRadius: 0 });
    expect(line(45).data.datasets[0].borderColor).toBe(line(45).data.datasets[0].backgroundColor);
  });
});

describe('a bar chart on the page', () => {
  const chart = (data: number[]) => <BarChart labels={['a', 'b']} series={[{ label: 'Calls', data, colour: 'colorPrimary' }]} thickness={28} label="Calls: a 1, b 2" height={180} />;

  it('is an image named for screen readers, in a box of its height', () => {
    render(chart([1, 2]));
    const canvas = screen.getByRole('img', { name: 'Calls: a 1, b 2' });
    expect(canvas.tagName).toBe('CANVAS');
    expect((canvas.parentElement as HTMLElement).style.height).toBe('180px');
    expect(drawn.made).toHaveLength(1);
  });

  it('is redrawn when what it shows changes, not when it is given the same again', () => {
    const view = render(chart([1, 2]));
    view.rerender(chart([1, 2]));
    expect(drawn.made).toHaveLength(1);
    view.rerender(chart([1, 3]));
    expect(drawn.made).toHaveLength(2);
    expect(drawn.destroyed).toBe(1);
    view.unmount();
    expect(drawn.destroyed).toBe(2);
  });
});

describe('a lazily loaded chart', () => {
  it('holds the chart’s height until its module has loaded', async () => {
    let loaded!: (module: { default: (p: { n: number }) => ReactNode }) => void;
    const Lazy = lazyChart(() => new Promise<{ default: (p: { n: number }) => ReactNode }>((resolve) => (loaded = resolve)), 220);
    const { container } = render(<Lazy n={3} />);
    expect((container.querySelector('.ant-skeleton [style]') as HTMLElement | null)?.style.height).toBe('220px');
    await act(async () => loaded({ default: ({ n }) => <p>chart {n}</p> }));
    expect(screen.getByText('chart 3')).toBeTruthy();
    expect(container.querySelector('.ant-skeleton')).toBeNull();
  });
});
