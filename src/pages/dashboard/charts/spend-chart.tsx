import { useTranslation } from 'react-i18next';
import { DASHBOARD_MONEY_SCALE, SPEND_SOURCES, type DashboardFigures } from '../../../../resources/dashboard/figures.ts';
import { formatMoneyRounded } from '../../../../resources/format/money.ts';
import { BarChart } from '../../../components/chart/bar-chart.tsx';
import type { TokenColour } from '../../../components/chart/chart-look.ts';
import { useIntlLocale } from '../../../resource-ui/use-locale.ts';

type Source = (typeof SPEND_SOURCES)[number];
const SOURCE_LABELS: Record<Source, string> = { sms: 'dashboard.spend.sources.sms', calls: 'dashboard.spend.sources.calls', lookups: 'dashboard.spend.sources.lookups' };
const SOURCE_COLOURS: Record<Source, TokenColour> = { sms: 'purple6', calls: 'colorPrimary', lookups: 'cyan6' };

interface Props {
  days: readonly string[];
  spend: DashboardFigures['spend'];
  currency: string;
}

/** Spend per day in one currency, each bar split by what it paid for (SMS, calls, number lookups). */
export default function SpendChart({ days, spend, currency }: Props) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const amount = (day: string, source: string) => spend.by_day.filter((c) => c.day === day && c.source === source && c.currency === currency).reduce((n, c) => n + c.amount, 0);
  // A source with nothing in the range stays out of the legend (the calls page charts calls only).
  const sources = SPEND_SOURCES.filter((source) => spend.by_day.some((c) => c.source === source && c.currency === currency));
  const total = spend.totals.find((m) => m.currency === currency)?.amount ?? 0;
  return (
    <BarChart
      days={days}
      series={sources.map((source) => ({ label: t(SOURCE_LABELS[source]), data: days.map((d) => amount(d, source)), colour: SOURCE_COLOURS[source] }))}
      stacked
      thickness={28}
      money={{ currency, scale: DASHBOARD_MONEY_SCALE }}
      label={t('dashboard.spend.chartLabel', { total: formatMoneyRounded(total, currency, locale, DASHBOARD_MONEY_SCALE), days: days.length })}
    />
  );
}
