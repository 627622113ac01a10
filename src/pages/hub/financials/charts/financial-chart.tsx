/**
 * The financials' charts, all in one currency and in millionths: margin by day (a bar a day, red
 * where it lost money), the top clients and routes (revenue or cost beside the margin), and the
 * networks with a negative or thin margin (red and amber, the worst first).
 */
import { useTranslation } from 'react-i18next';
import type { HubReportRow } from '../../../../../resources/hub/reports.ts';
import { SMS_PRICE_SCALE } from '../../../../../resources/sms/shared.ts';
import { BarChart } from '../../../../components/chart/bar-chart.tsx';
import type { TokenColour } from '../../../../components/chart/chart-look.ts';
import { useIntlLocale } from '../../../../resource-ui/use-locale.ts';
import { groupName } from '../group-name.ts';
import { marginHealth } from '../margin.ts';

export type FinancialChartKind = 'day' | 'clients' | 'routes' | 'networks';

const HEALTH: Record<ReturnType<typeof marginHealth>, TokenColour> = { negative: 'colorError', thin: 'colorWarning', healthy: 'colorSuccess', none: 'colorTextQuaternary' };

export default function FinancialChart({ kind, rows, days, currency, label }: { kind: FinancialChartKind; rows: HubReportRow[]; days?: string[]; currency: string; label: string }) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const money = { currency, scale: SMS_PRICE_SCALE };
  const figure = (key: 'revenue' | 'cost' | 'margin') => t(`hub-reports.figures.${key}`);
  if (kind === 'day') {
    // Every day of the range, zero where nothing was sent, so the axis is the range.
    const byDay = new Map(rows.map((r) => [r.key, r]));
    const all = days ?? rows.map((r) => r.key);
    const margin = all.map((d) => byDay.get(d)?.margin ?? 0);
    return (
      <BarChart
        days={all}
        series={[{ label: figure('margin'), data: margin, colour: all.map((d) => HEALTH[byDay.has(d) ? marginHealth(byDay.get(d)!) : 'none']) }]}
        money={money}
        legend={false}
        thickness={28}
        label={label}
        height={260}
      />
    );
  }
  const group = kind === 'clients' ? 'company' : kind === 'routes' ? 'route' : 'network';
  const names = rows.map((r) => groupName(r, group, t, locale));
  const height = Math.max(160, rows.length * 34 + 60);
  if (kind === 'networks') {
    return (
      <BarChart
        labels={names}
        series={[{ label: figure('margin'), data: rows.map((r) => r.margin), colour: rows.map((r) => HEALTH[marginHealth(r)]) }]}
        money={money}
        horizontal
        legend={false}
        thickness={18}
        label={label}
        height={height}
      />
    );
  }
  const volume = kind === 'clients' ? 'revenue' : 'cost';
  return (
    <BarChart
      labels={names}
      series={[
        { label: figure(volume), data: rows.map((r) => r[volume]), colour: 'colorPrimary' },
        { label: figure('margin'), data: rows.map((r) => r.margin), colour: rows.map((r) => HEALTH[marginHealth(r)]) },
      ]}
      money={money}
      horizontal
      thickness={14}
      label={label}
      height={height}
    />
  );
}
