import { useState, type ComponentProps, type ReactNode } from 'react';
import { Alert, Button, Card, Col, Empty, Flex, Row, Segmented, Skeleton, Statistic } from 'antd';
import { UnorderedListOutlined } from '@ant-design/icons';
import { useCustom } from '@refinedev/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CONTACTS_API, type ContactDashboardAnswer, type ContactReportAnswer } from '../../../../resources/audience/contact-api.ts';
import { contacts } from '../../../../resources/audience/contacts.ts';
import { enumKey } from '../../../../resources/kit/index.ts';
import { lazyChart } from '../../../components/chart/lazy-chart.tsx';
import { errorText } from '../../../components/error-text.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { useCountryName } from '../../../resource-ui/country/country-names.ts';
import { useIntlLocale } from '../../../resource-ui/use-locale.ts';
import type { Bar, BreakdownChart, GrowthChart } from './contact-charts.tsx';

// Two named charts of one module: TypeScript does not carry their props through `.then`, so they are named.
const Growth = lazyChart<ComponentProps<typeof GrowthChart>>(() => import('./contact-charts.tsx').then((m) => ({ default: m.GrowthChart })), 200);
const Breakdown = lazyChart<ComponentProps<typeof BreakdownChart>>(() => import('./contact-charts.tsx').then((m) => ({ default: m.BreakdownChart })), 200);

const WINDOWS = [
  { days: 30, interval: 'day' },
  { days: 90, interval: 'week' },
  { days: 365, interval: 'week' },
] as const;

/** The contacts at a glance: totals, growth, and how they split by country, network, source, validity, status and number type. */
export default function ContactsDashboard() {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const countryName = useCountryName();
  const [window, setWindow] = useState(1);
  const { days, interval } = WINDOWS[window];
  const dash = useCustom<ContactDashboardAnswer>({ url: `${CONTACTS_API}/dashboard`, method: 'get', config: { query: { days, interval } }, errorNotification: false });
  const rep = useCustom<ContactReportAnswer>({ url: `${CONTACTS_API}/report`, method: 'get', errorNotification: false });
  const figures = dash.result.data && 'growth' in dash.result.data ? dash.result.data : undefined;
  const report = rep.result.data && 'by' in rep.result.data ? rep.result.data : undefined;
  const failed = dash.query.error ?? rep.query.error;
  const n = (v: number) => new Intl.NumberFormat(locale).format(v);

  const bars = (dim: keyof ContactReportAnswer['by'], label: (v: string | boolean) => string, top = 10): Bar[] =>
    (report?.by[dim] ?? []).slice(0, top).map((b) => ({ label: b.value === null ? t('contacts.dashboard.unknown') : label(b.value), count: b.count }));
  const enumLabel = (field: string) => (v: string | boolean) => t(enumKey(contacts, field, String(v)));

  const panel = (title: string, content: Bar[], extra?: ReactNode) => (
    <Card title={title} extra={extra} style={{ height: '100%' }}>
      {content.length ? (
        <Breakdown bars={content} title={title} />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('contacts.dashboard.none')} />
      )}
    </Card>
  );

  return (
    <>
      <PageHeader
        title={t('contacts.dashboard.title')}
        extra={
          <Flex gap={8} wrap>
            <Segmented
              aria-label={t('contacts.dashboard.window')}
              value={window}
              onChange={(v) => setWindow(Number(v))}
              options={WINDOWS.map((w, i) => ({ value: i, label: t('contacts.dashboard.lastDays', { count: w.days }) }))}
            />
            <Link to="/audience/contacts">
              <Button icon={<UnorderedListOutlined />}>{t('contacts.title')}</Button>
            </Link>
          </Flex>
        }
      />
      {failed ? (
        <Alert type="error" showIcon message={t('contacts.dashboard.loadFailed')} description={errorText(failed, t)} />
      ) : !figures || !report ? (
        <Skeleton active paragraph={{ rows: 10 }} />
      ) : (
        <Flex vertical gap={16} data-testid="contacts-dashboard">
          <Row gutter={[16, 16]}>
            {(
              [
                ['total', figures.total],
                ['subscribed', figures.subscribed],
                ['addedThisWeek', figures.added_this_week],
                ['optedOut', figures.opted_out],
                ['valid', figures.valid],
              ] as const
            ).map(([key, value]) => (
              <Col key={key} xs={12} md={8} xl={4}>
                <Card size="small">
                  <Statistic title={t(`contacts.dashboard.tiles.${key}`)} value={n(value)} />
                </Card>
              </Col>
            ))}
          </Row>
          <Card title={t(interval === 'day' ? 'contacts.dashboard.addedPerDay' : 'contacts.dashboard.addedPerWeek')}>
            <Growth growth={figures.growth} interval={interval} />
          </Card>
          <Row gutter={[16, 16]}>
            <Col xs={24} xl={12}>
              {panel(t('contacts.dashboard.byCountry'), bars('country', (v) => countryName(String(v))))}
            </Col>
            <Col xs={24} xl={12}>
              {panel(t('contacts.dashboard.byNetwork'), bars('network', String))}
            </Col>
            <Col xs={24} xl={12}>
              {panel(t('contacts.dashboard.byNumberType'), bars('number_type', enumLabel('number_type')))}
            </Col>
            <Col xs={24} xl={12}>
              {panel(t('contacts.dashboard.bySource'), bars('source', enumLabel('source')))}
            </Col>
            <Col xs={24} xl={12}>
              {panel(t('contacts.dashboard.byStatus'), bars('status', enumLabel('status')))}
            </Col>
            <Col xs={24} xl={12}>
              {panel(t('contacts.dashboard.byValidity'), bars('valid', (v) => t(v ? 'contacts.facts.valid' : 'contacts.facts.invalid')))}
            </Col>
          </Row>
        </Flex>
      )}
    </>
  );
}
