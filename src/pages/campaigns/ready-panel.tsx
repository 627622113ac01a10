/**
 * Whether a campaign can be sent (docs/areas/sms.md#is-ready-and-preview): what blocks it, each
 * with what to do, whom it reaches and what it will cost, and a small table by country and network.
 */
import { Alert, Button, Card, Col, Flex, List, Row, Skeleton, Statistic, Table, Tag, Typography } from 'antd';
import { CheckCircleFilled, CloseCircleFilled, ReloadOutlined, StopOutlined, WarningOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { IsReadyResponse } from '../../../resources/campaigns/campaign-readiness.ts';
import { formatMoney } from '../../../resources/format/money.ts';
import { SMS_PRICE_SCALE } from '../../../resources/sms/shared.ts';
import { errorText } from '../../components/error-text.ts';
import { Ltr } from '../../components/ltr.tsx';
import { useCountryName } from '../../resource-ui/country/country-names.ts';
import { useIntlLocale } from '../../resource-ui/use-locale.ts';
import { useCampaignReadiness } from './use-readiness.ts';

type Blocker = IsReadyResponse['blockers'][number];
type Row = IsReadyResponse['by_country'][number];

export function CampaignReadyPanel({ id }: { id: string }) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const countryName = useCountryName();
  const { answer, loading, error, refetch } = useCampaignReadiness(id);
  const n = (v: number) => new Intl.NumberFormat(locale).format(v);
  const money = (amount: number, currency: string | null) => <Ltr>{formatMoney(amount, currency, locale, SMS_PRICE_SCALE)}</Ltr>;
  const country = (code: string | null) => (code ? countryName(code) : t('campaigns.ready.unknownCountry'));

  const blockerText = (b: Blocker) =>
    t(`campaigns.ready.blockers.${b.code}`, {
      countries: (b.countries ?? []).map(country).join(', '),
      placeholders: (b.placeholders ?? []).join(', '),
      tag: '{{offer_link}}',
      defaultValue: b.message,
    });

  const columns = [
    { key: 'country', title: t('campaigns.ready.country'), render: (_: unknown, r: Row) => country(r.country) },
    { key: 'network', title: t('campaigns.ready.network'), render: (_: unknown, r: Row) => r.network ?? '—' },
    { key: 'contacts', title: t('campaigns.ready.contacts'), align: 'end' as const, render: (_: unknown, r: Row) => <Ltr>{n(r.contacts)}</Ltr> },
    {
      key: 'route',
      title: t('campaigns.ready.route'),
      render: (_: unknown, r: Row) => (r.route ? r.route.name : <Tag color="error" icon={<StopOutlined />}>{t('campaigns.ready.noRoute')}</Tag>),
    },
    { key: 'parts', title: t('campaigns.ready.parts'), align: 'end' as const, render: (_: unknown, r: Row) => <Ltr>{n(r.parts)}</Ltr> },
    { key: 'cost', title: t('campaigns.ready.costEach'), align: 'end' as const, render: (_: unknown, r: Row) => (r.cost_each === null ? '—' : money(r.cost_each, r.currency)) },
  ];

  const excluded = answer ? (['opted_out', 'blacklisted', 'invalid', 'no_route'] as const).filter((k) => answer.excluded[k] > 0) : [];

  return (
    <Card
      title={t('campaigns.ready.title')}
      style={{ marginTop: 16 }}
      data-testid="campaign-ready"
      extra={
        <Flex gap={8} align="center">
          {answer &&
            (answer.ready ? (
              <Tag color="success" icon={<CheckCircleFilled />}>
                {t('campaigns.ready.ready')}
              </Tag>
            ) : (
              <Tag color="error" icon={<CloseCircleFilled />}>
                {t('campaigns.ready.notReady')}
              </Tag>
            ))}
          <Button size="small" icon={<ReloadOutlined />} loading={loading} onClick={() => void refetch()} aria-label={t('campaigns.ready.check')}>
            {t('campaigns.ready.check')}
          </Button>
        </Flex>
      }
    >
      {error ? (
        <Alert type="error" showIcon message={errorText(error, t)} />
      ) : !answer ? (
        <Skeleton active />
      ) : (
        <Flex vertical gap={16}>
          {answer.blockers.length > 0 && (
            <List
              size="small"
              bordered
              header={<Typography.Text strong>{t('campaigns.ready.blockersTitle')}</Typography.Text>}
              dataSource={answer.blockers}
              renderItem={(b) => (
                <List.Item key={b.code} data-code={b.code}>
                  <Flex gap={8} align="baseline">
                    <CloseCircleFilled style={{ color: 'var(--ant-color-error)' }} aria-hidden />
                    <span>{blockerText(b)}</span>
                  </Flex>
                </List.Item>
              )}
            />
          )}
          <Row gutter={[16, 16]}>
            <Col xs={12} md={6}>
              <Statistic title={t('campaigns.ready.reachable')} value={answer.reachable} formatter={(v) => <Ltr>{n(Number(v))}</Ltr>} />
            </Col>
            <Col xs={12} md={6}>
              <Statistic title={t('campaigns.ready.partsPerMessage')} value={answer.parts_per_message} formatter={(v) => <Ltr>{n(Number(v))}</Ltr>} />
            </Col>
            <Col xs={24} md={12}>
              <Statistic
                title={t('campaigns.ready.estimatedCost')}
                value={answer.estimated_cost ?? 0}
                formatter={() =>
                  answer.costs.length > 1 ? (
                    <Flex vertical>{answer.costs.map((c) => <span key={c.currency}>{money(c.amount, c.currency)}</span>)}</Flex>
                  ) : (
                    money(answer.estimated_cost ?? 0, answer.currency)
                  )
                }
              />
            </Col>
          </Row>
          {excluded.length > 0 && (
            <Flex gap={8} wrap>
              {excluded.map((k) => (
                <Tag key={k} icon={<WarningOutlined />} color="warning">
                  {t(`campaigns.ready.excluded.${k}`, { count: answer.excluded[k], formatted: n(answer.excluded[k]) })}
                </Tag>
              ))}
            </Flex>
          )}
          {answer.by_country.length > 0 && (
            <Table<Row>
              size="small"
              rowKey={(r) => `${r.country}|${r.network}|${r.route?.id ?? ''}`}
              columns={columns}
              dataSource={answer.by_country}
              pagination={answer.by_country.length > 10 ? { pageSize: 10 } : false}
              aria-label={t('campaigns.ready.byCountry')}
            />
          )}
        </Flex>
      )}
    </Card>
  );
}
