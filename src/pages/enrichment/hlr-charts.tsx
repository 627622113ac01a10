/**
 * The HLR charts (their own chunk, with Chart.js): lookups by status, the networks they found,
 * and each day's lookups stacked by outcome. Colours follow what a status means.
 */
import { Card, Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { hlrLookups } from '../../../resources/enrichment/hlr-lookups.ts';
import type { HlrAnalytics } from '../../../resources/enrichment/lookups.ts';
import { meaningOf } from '../../../resources/kit/index.ts';
import { BarChart } from '../../components/chart/bar-chart.tsx';
import type { TokenColour } from '../../components/chart/chart-look.ts';
import { meaningColour } from '../../components/chart/meaning-colour.ts';

const OUTCOMES = ['valid', 'absent', 'invalid', 'unknown', 'failed'] as const;

export default function HlrCharts({ analytics }: { analytics: HlrAnalytics }) {
  const { t } = useTranslation();
  const fill = (outcome: string): TokenColour => (outcome === 'failed' ? 'colorTextQuaternary' : meaningColour(meaningOf(hlrLookups, 'status', outcome)));
  const label = (outcome: string) => (outcome === 'failed' ? t('enrichment.analytics.failed') : t(`hlr-lookups.enums.status.${outcome}`));
  const network = (n: HlrAnalytics['by_network'][number]) => (n.other ? t('enrichment.analytics.otherNetworks') : (n.network ?? ''));
  const said = (rows: { name: string; count: number }[]) => rows.map((r) => `${r.name}: ${r.count}`).join(', ');
  const lookups = t('enrichment.analytics.lookups');
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={12}>
        <Card title={t('enrichment.analytics.byStatus')} size="small">
          <BarChart
            labels={analytics.by_status.map((s) => label(s.status))}
            series={[{ label: lookups, data: analytics.by_status.map((s) => s.count), colour: analytics.by_status.map((s) => fill(s.status)) }]}
            horizontal
            legend={false}
            thickness={22}
            height={220}
            label={`${t('enrichment.analytics.byStatus')}: ${said(analytics.by_status.map((s) => ({ name: label(s.status), count: s.count })))}`}
          />
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Card title={t('enrichment.analytics.byNetwork')} size="small">
          <BarChart
            labels={analytics.by_network.map(network)}
            series={[{ label: lookups, data: analytics.by_network.map((n) => n.count), colour: 'colorPrimary' }]}
            horizontal
            legend={false}
            thickness={22}
            height={Math.max(220, analytics.by_network.length * 28 + 40)}
            label={`${t('enrichment.analytics.byNetwork')}: ${said(analytics.by_network.map((n) => ({ name: network(n), count: n.count })))}`}
          />
        </Card>
      </Col>
      <Col xs={24}>
        <Card title={t('enrichment.analytics.perDay')} size="small">
          <BarChart
            days={analytics.by_day.map((d) => d.day)}
            series={OUTCOMES.map((outcome) => ({ label: label(outcome), data: analytics.by_day.map((d) => d[outcome]), colour: fill(outcome) }))}
            stacked
            thickness={18}
            height={260}
            label={t('enrichment.analytics.perDayLabel', { from: analytics.from, to: analytics.to })}
          />
        </Card>
      </Col>
    </Row>
  );
}
