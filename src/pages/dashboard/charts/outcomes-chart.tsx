import { useMemo } from 'react';
import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DashboardFigures } from '../../../../resources/dashboard/figures.ts';
import { calls as callsResource } from '../../../../resources/index.ts';
import { enumKey, meaningOf } from '../../../../resources/kit/index.ts';
import { MEANING_COLORS } from '../../../theme/meaning-tags.ts';
import { baseOptions, ChartCanvas, useChartLook, type BarConfig } from './chart-canvas.tsx';

/** What the conversations ended in, one bar per outcome, coloured by what the outcome means. */
export default function OutcomesChart({ outcomes }: { outcomes: DashboardFigures['calls']['outcomes'] }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const look = useChartLook();
  const config = useMemo<BarConfig>(() => {
    const colors = token as unknown as Record<string, string>;
    const fill = (outcome: string) => {
      const meaning = meaningOf(callsResource, 'outcome', outcome) ?? 'neutral';
      const preset = MEANING_COLORS[meaning];
      if (preset !== 'default') return colors[`${preset}6`];
      return meaning === 'ended' ? token.colorTextQuaternary : token.colorTextTertiary;
    };
    return {
      type: 'bar',
      data: {
        labels: outcomes.map((o) => t(enumKey(callsResource, 'outcome', o.outcome))),
        datasets: [{ label: t('dashboard.calls.conversations'), data: outcomes.map((o) => o.count), backgroundColor: outcomes.map((o) => fill(o.outcome)), borderRadius: 2, maxBarThickness: 22 }],
      },
      options: baseOptions(look, { horizontal: true, legend: false }),
    };
  }, [outcomes, look.locale, look.rtl, look.text, look.grid, token, t]);
  const summary = outcomes.map((o) => `${t(enumKey(callsResource, 'outcome', o.outcome))}: ${o.count}`).join(', ');
  return <ChartCanvas config={config} label={`${t('dashboard.outcomes.title')}: ${summary}`} height={Math.max(160, outcomes.length * 40 + 40)} />;
}
