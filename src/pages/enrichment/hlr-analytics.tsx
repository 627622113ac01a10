/** The HLR figures over a range of days: totals first, the charts after them (in their own chunk). */
import type { ReactNode } from 'react';
import { Alert, Card, Col, Flex, Row, Skeleton, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import type { HlrSummary } from '../../../resources/enrichment/lookups.ts';
import { formatMoney } from '../../../resources/format/money.ts';
import { lazyChart } from '../../components/chart/lazy-chart.tsx';
import { errorText } from '../../components/error-text.ts';
import { Ltr } from '../../components/ltr.tsx';
import { useIntlLocale } from '../../resource-ui/use-locale.ts';
import { RangeChoice, useRangeDays } from '../dashboard/range-choice.tsx';
import { useHlrFigures } from './use-hlr-figures.ts';

const Charts = lazyChart(() => import('./hlr-charts.tsx'), 220);

function Tile({ title, value, testId }: { title: string; value: ReactNode; testId: string }) {
  return (
    <Col xs={12} md={8} xl={4}>
      <Card size="small" style={{ height: '100%' }} data-testid={testId}>
        <Statistic title={title} valueRender={() => value} />
      </Card>
    </Col>
  );
}

function SummaryTiles({ summary }: { summary: HlrSummary }) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const number = (n: number) => new Intl.NumberFormat(locale).format(n);
  const percent = summary.live_ratio === null ? '—' : new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(summary.live_ratio);
  const cost = summary.cost.length ? summary.cost.map((c) => <Ltr key={c.currency}>{formatMoney(c.amount, c.currency, locale)}</Ltr>) : <Ltr>{formatMoney(0, 'USD', locale)}</Ltr>;
  return (
    <Row gutter={[16, 16]}>
      <Tile testId="hlr-total" title={t('enrichment.summary.total')} value={number(summary.total)} />
      <Tile testId="hlr-live" title={t('enrichment.summary.liveRatio')} value={percent} />
      <Tile testId="hlr-ported" title={t('enrichment.summary.ported')} value={number(summary.ported)} />
      <Tile testId="hlr-roaming" title={t('enrichment.summary.roaming')} value={number(summary.roaming)} />
      <Tile testId="hlr-cache" title={t('enrichment.summary.cacheHits')} value={`${number(summary.cache_hits)} / ${number(summary.failed)}`} />
      <Tile testId="hlr-cost" title={t('enrichment.summary.cost')} value={<Flex vertical>{cost}</Flex>} />
    </Row>
  );
}

export function HlrAnalyticsPanel() {
  const { t } = useTranslation();
  const [days, setDays] = useRangeDays();
  const { figures, error } = useHlrFigures(days);
  return (
    <Flex vertical gap={16}>
      <Flex justify="end">
        <RangeChoice days={days} onChange={setDays} />
      </Flex>
      {error ? <Alert type="error" showIcon message={errorText(error, t)} /> : null}
      {!figures && !error && <Skeleton active />}
      {figures && (
        <>
          <SummaryTiles summary={figures.summary} />
          <Charts analytics={figures.analytics} />
        </>
      )}
    </Flex>
  );
}
