import { useMemo } from 'react';
import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { DASHBOARD_MONEY_SCALE, SPEND_SOURCES, type DashboardFigures } from '../../../../resources/dashboard/figures.ts';
import { formatMoneyRounded } from '../../../../resources/format/money.ts';
import { baseOptions, ChartCanvas, useChartLook, type BarConfig } from './chart-canvas.tsx';
import { dayLabels } from './day-labels.ts';

const SOURCE_LABELS: Record<(typeof SPEND_SOURCES)[number], string> = { sms: 'dashboard.spend.sources.sms', calls: 'dashboard.spend.sources.calls', lookups: 'dashboard.spend.sources.lookups' };

interface Props {
  days: readonly string[];
  spend: DashboardFigures['spend'];
  currency: string;
}

/** Spend per day in one currency, each bar split by what it paid for (SMS, calls, number lookups). */
export default function SpendChart({ days, spend, currency }: Props) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const look = useChartLook();
  const config = useMemo<BarConfig>(() => {
    const amount = (day: string, source: string) => spend.by_day.filter((c) => c.day === day && c.source === source && c.currency === currency).reduce((n, c) => n + c.amount, 0);
    const colors: Record<(typeof SPEND_SOURCES)[number], string> = { sms: (token as unknown as Record<string, string>).purple6, calls: token.colorPrimary, lookups: (token as unknown as Record<string, string>).cyan6 };
    // An amount is a Latin run: isolated left-to-right, or a right-to-left canvas turns "4.00 US$" into "$US 4.00".
    // Amounts are millionths; an axis tick or a bar reads at the currency's usual decimals.
    const money = (units: number | string) => `\u2066${formatMoneyRounded(Math.round(Number(units)), currency, look.locale, DASHBOARD_MONEY_SCALE)}\u2069`;
    const options = baseOptions(look, { stacked: true })!;
    const y = options.scales!.y!;
    return {
      type: 'bar',
      data: {
        labels: dayLabels(days, look.locale),
        // A source with nothing in the range stays out of the legend (the calls page charts calls only).
        datasets: SPEND_SOURCES.filter((source) => spend.by_day.some((c) => c.source === source && c.currency === currency)).map((source) => ({ label: t(SOURCE_LABELS[source]), data: days.map((d) => amount(d, source)), backgroundColor: colors[source], borderRadius: 2, maxBarThickness: 28 })),
      },
      options: {
        ...options,
        scales: { ...options.scales, y: { ...y, ticks: { ...y.ticks, precision: undefined, callback: (value) => money(value) } } },
        plugins: { ...options.plugins, tooltip: { ...options.plugins!.tooltip, callbacks: { label: (item) => `${item.dataset.label}: ${money(item.parsed.y ?? 0)}` } } },
      },
    };
  }, [days, spend, currency, look.locale, look.rtl, look.text, look.grid, token, t]);
  const total = spend.totals.find((m) => m.currency === currency)?.amount ?? 0;
  return <ChartCanvas config={config} label={t('dashboard.spend.chartLabel', { total: formatMoneyRounded(total, currency, look.locale, DASHBOARD_MONEY_SCALE), days: days.length })} />;
}
