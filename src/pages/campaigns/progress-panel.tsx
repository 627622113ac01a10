/**
 * A campaign's send, live (docs/areas/sms.md#sending): how far the current run has got through its
 * frozen audience, what the sender has taken, what was delivered, failed or clicked, what it cost,
 * who was left out and why, and when a waiting send goes on or the next run starts.
 */
import { Alert, Card, Col, Flex, Progress, Row, Skeleton, Statistic, Tag, Tooltip, Typography } from 'antd';
import { ClockCircleOutlined, SyncOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { EXCLUSION_REASONS } from '../../../resources/campaigns/campaign-progress.ts';
import { formatMoney } from '../../../resources/format/money.ts';
import { SMS_PRICE_SCALE } from '../../../resources/sms/shared.ts';
import { DateTime } from '../../components/date-time.tsx';
import { errorText } from '../../components/error-text.ts';
import { Ltr } from '../../components/ltr.tsx';
import { useIntlLocale } from '../../resource-ui/use-locale.ts';
import { CampaignReportLink } from './campaign-report-link.tsx';
import { useCampaignProgress } from './use-progress.ts';

const percent = (part: number, whole: number) => (whole > 0 ? Math.min(100, Math.round((part / whole) * 1000) / 10) : 0);

export function CampaignProgressPanel({ id }: { id: string }) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const { progress: p, error, perMinute } = useCampaignProgress(id);
  const n = (v: number) => <Ltr>{new Intl.NumberFormat(locale).format(v)}</Ltr>;
  const pct = (v: number) => <Ltr>{new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(v / 100)}</Ltr>;

  if (error) return <Alert style={{ marginBottom: 16 }} type="error" showIcon message={errorText(error, t)} />;
  if (!p) return <Card style={{ marginBottom: 16 }}><Skeleton active /></Card>;

  const run = p.current;
  // Handed to an SMSC (or failed on the way) or left out: what is neither pending nor waiting for the sender.
  const reached = Math.max(0, run.recipients - run.pending - p.waiting_for_sender);
  const excluded = EXCLUSION_REASONS.filter((r) => run.excluded[r] > 0);
  const { totals } = p;
  const settled = totals.delivered + totals.failed;

  return (
    <Card
      style={{ marginBottom: 16 }}
      data-testid="campaign-progress"
      extra={<CampaignReportLink id={id} />}
      title={
        <Flex gap={8} align="center" wrap>
          <span>{t('campaigns.progress.title')}</span>
          {p.run > 0 && <Tag>{t('campaigns.progress.run', { run: p.run })}</Tag>}
          {p.status === 'sending' && !p.wakes_at && (
            <Tag color="processing" icon={<SyncOutlined spin />}>
              {perMinute === null ? t('campaigns.progress.sending') : t('campaigns.progress.perMinute', { rate: new Intl.NumberFormat(locale).format(perMinute) })}
            </Tag>
          )}
        </Flex>
      }
    >
      <Flex vertical gap={16}>
        {p.status === 'sending' && p.wakes_at && (
          <Alert type="info" showIcon icon={<ClockCircleOutlined />} message={<span>{t('campaigns.progress.waitingForWindow')} <DateTime value={p.wakes_at} /></span>} />
        )}
        {p.status === 'scheduled' && p.next_run_at && (
          <Alert type="info" showIcon icon={<ClockCircleOutlined />} message={<span>{t('campaigns.progress.nextRun')} <DateTime value={p.next_run_at} /></span>} />
        )}
        <div>
          <Flex justify="space-between" wrap gap={8}>
            <Typography.Text>{t('campaigns.progress.through', { done: new Intl.NumberFormat(locale).format(reached), total: new Intl.NumberFormat(locale).format(run.recipients) })}</Typography.Text>
            <Typography.Text type="secondary">
              {p.started_at && (
                <>
                  {t('campaigns.progress.started')} <DateTime value={p.started_at} />
                </>
              )}
              {p.finished_at && p.status !== 'sending' && (
                <>
                  {' · '}
                  {t('campaigns.progress.finished')} <DateTime value={p.finished_at} />
                </>
              )}
            </Typography.Text>
          </Flex>
          <Progress percent={percent(reached, run.recipients)} status={p.status === 'sending' ? 'active' : p.status === 'stopped' ? 'exception' : 'normal'} aria-label={t('campaigns.progress.title')} />
          <Tooltip title={t('campaigns.progress.outcomeHint')}>
            <Progress
              percent={percent(settled, totals.sent)}
              success={{ percent: percent(totals.delivered, totals.sent) }}
              strokeColor="var(--ant-color-error)"
              showInfo={false}
              size="small"
              aria-label={t('campaigns.progress.outcomes')}
            />
          </Tooltip>
        </div>
        <Row gutter={[16, 16]}>
          <Col xs={12} md={6} lg={3}>
            <Statistic title={t('campaigns.progress.recipients')} value={totals.recipients} formatter={() => n(totals.recipients)} />
          </Col>
          <Col xs={12} md={6} lg={3}>
            <Statistic title={t('campaigns.progress.waiting')} value={run.pending + p.waiting_for_sender} formatter={() => n(run.pending + p.waiting_for_sender)} />
          </Col>
          <Col xs={12} md={6} lg={3}>
            <Statistic title={t('campaigns.progress.sent')} value={totals.sent} formatter={() => n(totals.sent)} />
          </Col>
          <Col xs={12} md={6} lg={3}>
            <Statistic title={t('campaigns.progress.delivered')} value={totals.delivered} formatter={() => n(totals.delivered)} valueStyle={{ color: 'var(--ant-color-success)' }} />
            <Typography.Text type="secondary">{pct(percent(totals.delivered, totals.sent))}</Typography.Text>
          </Col>
          <Col xs={12} md={6} lg={3}>
            <Statistic title={t('campaigns.progress.failed')} value={totals.failed} formatter={() => n(totals.failed)} valueStyle={totals.failed ? { color: 'var(--ant-color-error)' } : undefined} />
          </Col>
          <Col xs={12} md={6} lg={3}>
            <Statistic title={t('campaigns.progress.clicks')} value={totals.clicks} formatter={() => n(totals.clicks)} />
            <Typography.Text type="secondary">{pct(percent(totals.clicks, totals.delivered))}</Typography.Text>
          </Col>
          <Col xs={12} md={6} lg={3}>
            <Statistic title={t('campaigns.progress.excluded')} value={totals.excluded} formatter={() => n(totals.excluded)} />
          </Col>
          <Col xs={12} md={6} lg={3}>
            <Statistic title={t('campaigns.progress.cost')} value={totals.cost} formatter={() => <CostLines totals={totals} locale={locale} />} />
          </Col>
        </Row>
        {excluded.length > 0 && (
          <Flex gap={8} wrap aria-label={t('campaigns.progress.excludedWhy')}>
            {excluded.map((r) => (
              <Tag key={r} color={r === 'stopped' ? 'default' : 'warning'}>
                {t(`campaigns.progress.reasons.${r}`, { count: run.excluded[r], formatted: new Intl.NumberFormat(locale).format(run.excluded[r]) })}
              </Tag>
            ))}
          </Flex>
        )}
      </Flex>
    </Card>
  );
}

/** What the send cost, one line per currency its routes charged (the campaign's currency while nothing is sent). */
function CostLines({ totals, locale }: { totals: { cost: number; currency: string; costs: Record<string, number> }; locale: string }) {
  const codes = Object.keys(totals.costs).sort();
  if (!codes.length) return <Ltr>{formatMoney(totals.cost, totals.currency, locale, SMS_PRICE_SCALE)}</Ltr>;
  return (
    <span style={{ display: 'inline-flex', flexDirection: 'column' }}>
      {codes.map((code) => (
        <Ltr key={code}>{formatMoney(totals.costs[code], code, locale, SMS_PRICE_SCALE)}</Ltr>
      ))}
    </span>
  );
}
