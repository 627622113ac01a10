/** A saved segment's members now: by country, network and status, as small bar charts. */
import { useState } from 'react';
import { Card, Empty, Segmented, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SegmentSummary } from '../../../../resources/audience/segment-rules.ts';
import { lazyChart } from '../../../components/chart/lazy-chart.tsx';
import { countryName } from '../../../resource-ui/country/country-names.ts';
import { useIntlLocale } from '../../../resource-ui/use-locale.ts';
import type { Bar } from './summary-chart.tsx';

const Chart = lazyChart(() => import('./summary-chart.tsx'), 160);
const TOP = 12;

type Dimension = 'by_country' | 'by_network' | 'by_status';

export function SummaryPanel({ summary }: { summary: SegmentSummary | undefined }) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const [dimension, setDimension] = useState<Dimension>('by_country');
  const label = (value: string | null): string => {
    if (value === null) return t('segments.summary.unknown');
    if (dimension === 'by_country') return countryName(value, locale);
    if (dimension === 'by_status') return t(`contacts.enums.status.${value}`, { defaultValue: value });
    return value;
  };
  const buckets = summary?.[dimension] ?? [];
  const bars: Bar[] = buckets.slice(0, TOP).map((b) => ({ label: label(b.value), count: b.count }));
  const rest = buckets.slice(TOP).reduce((n, b) => n + b.count, 0);
  if (rest) bars.push({ label: t('segments.summary.other'), count: rest });
  const titles: Record<Dimension, string> = { by_country: t('segments.summary.byCountry'), by_network: t('segments.summary.byNetwork'), by_status: t('segments.summary.byStatus') };
  return (
    <Card
      title={t('segments.summary.title')}
      extra={<Segmented size="small" value={dimension} onChange={(v) => setDimension(v as Dimension)} options={(Object.keys(titles) as Dimension[]).map((d) => ({ value: d, label: titles[d] }))} />}
      data-testid="segment-summary"
    >
      {!summary ? (
        <Skeleton active />
      ) : !bars.length ? (
        <Empty description={t('segments.preview.empty')} />
      ) : (
        <Chart bars={bars} title={titles[dimension]} />
      )}
    </Card>
  );
}
