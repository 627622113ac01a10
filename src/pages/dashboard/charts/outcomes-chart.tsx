import { useTranslation } from 'react-i18next';
import type { DashboardFigures } from '../../../../resources/dashboard/figures.ts';
import { calls as callsResource } from '../../../../resources/voice/index.ts';
import { enumKey, meaningOf } from '../../../../resources/kit/index.ts';
import { BarChart } from '../../../components/chart/bar-chart.tsx';
import { meaningColour } from '../../../components/chart/meaning-colour.ts';

/** What the conversations ended in, one bar per outcome, coloured by what the outcome means. */
export default function OutcomesChart({ outcomes }: { outcomes: DashboardFigures['calls']['outcomes'] }) {
  const { t } = useTranslation();
  const name = (outcome: string) => t(enumKey(callsResource, 'outcome', outcome));
  const summary = outcomes.map((o) => `${name(o.outcome)}: ${o.count}`).join(', ');
  return (
    <BarChart
      labels={outcomes.map((o) => name(o.outcome))}
      series={[{ label: t('dashboard.calls.conversations'), data: outcomes.map((o) => o.count), colour: outcomes.map((o) => meaningColour(meaningOf(callsResource, 'outcome', o.outcome))) }]}
      horizontal
      legend={false}
      thickness={22}
      label={`${t('dashboard.outcomes.title')}: ${summary}`}
      height={Math.max(160, outcomes.length * 40 + 40)}
    />
  );
}
