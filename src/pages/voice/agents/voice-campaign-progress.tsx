/**
 * A voice campaign's calls, live (docs/areas/voice.md#voice-campaigns): how far the run has got
 * through its contacts, the calls live now, answered, retries waiting, outcomes and cost, who was
 * left out and why, why Parley paused it, and when a waiting run goes on. Asked again every 1.5 s
 * while the campaign runs, every 10 s otherwise.
 */
import { Alert, Card, Col, Flex, Progress, Row, Skeleton, Statistic, Tag, Typography } from 'antd';
import { ClockCircleOutlined, PauseCircleOutlined, PhoneOutlined } from '@ant-design/icons';
import { useCustom } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { agentCampaignProgressPath, VOICE_CONTACT_RESULTS, type AgentCampaignProgress } from '../../../../resources/voice/agent-campaign-progress.ts';
import { CALL_OUTCOMES } from '../../../../resources/voice/shared.ts';
import { formatMoney } from '../../../../resources/format/money.ts';
import { DateTime } from '../../../components/date-time.tsx';
import { errorText } from '../../../components/error-text.ts';
import { Ltr } from '../../../components/ltr.tsx';
import { useIntlLocale } from '../../../resource-ui/use-locale.ts';

const FAST_MS = 1_500;
const SLOW_MS = 10_000;
const NOT_CALLED = new Set(['opted_out', 'blacklisted', 'do_not_call', 'invalid', 'stopped']);

function useVoiceCampaignProgress(id: string) {
  const { query } = useCustom<AgentCampaignProgress>({
    url: agentCampaignProgressPath(id),
    method: 'get',
    errorNotification: false,
    // A failed read stops the asking: the error stays on show.
    queryOptions: { gcTime: 0, refetchInterval: (q) => (q.state.error ? false : q.state.data?.data.status === 'running' ? FAST_MS : SLOW_MS) },
  });
  return { progress: query.data?.data, error: query.error };
}

export default function VoiceCampaignProgress({ id }: { id: string }) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const { progress: p, error } = useVoiceCampaignProgress(id);
  const fmt = (v: number) => new Intl.NumberFormat(locale).format(v);
  const n = (v: number) => <Ltr>{fmt(v)}</Ltr>;

  if (error) return <Alert style={{ marginBottom: 16 }} type="error" showIcon message={errorText(error, t)} />;
  if (!p) return <Card style={{ marginBottom: 16 }}><Skeleton active /></Card>;
  if (p.run === 0 && p.status !== 'running') return null;

  const { contacts: c, calls } = p;
  const reached = c.done + c.excluded;
  const percent = c.total ? Math.round((reached / c.total) * 1000) / 10 : 0;
  const results = VOICE_CONTACT_RESULTS.filter((r) => p.results[r] > 0);
  const outcomes = CALL_OUTCOMES.filter((o) => calls.outcomes[o] > 0);

  return (
    <Card
      style={{ marginBottom: 16 }}
      data-testid="voice-campaign-progress"
      title={
        <Flex gap={8} align="center" wrap>
          <span>{t('agent-campaigns.progress.title')}</span>
          {p.run > 0 && <Tag>{t('agent-campaigns.progress.run', { run: p.run })}</Tag>}
          {p.status === 'running' && calls.live > 0 && (
            <Tag color="processing" icon={<PhoneOutlined />}>
              {t('agent-campaigns.progress.liveNow', { formatted: fmt(calls.live) })}
            </Tag>
          )}
        </Flex>
      }
    >
      <Flex vertical gap={16}>
        {p.paused_reason && (p.status === 'paused' || p.status === 'stopped') && (
          <Alert type="warning" showIcon icon={<PauseCircleOutlined />} message={p.paused_reason} data-testid="voice-campaign-paused-reason" />
        )}
        {p.status === 'running' && p.wakes_at && (
          <Alert type="info" showIcon icon={<ClockCircleOutlined />} message={<span>{t('agent-campaigns.progress.waiting')} <DateTime value={p.wakes_at} /></span>} />
        )}
        {p.status === 'scheduled' && p.next_run_at && (
          <Alert type="info" showIcon icon={<ClockCircleOutlined />} message={<span>{t('agent-campaigns.progress.nextRun')} <DateTime value={p.next_run_at} /></span>} />
        )}
        <div>
          <Flex justify="space-between" wrap gap={8}>
            <Typography.Text>{t('agent-campaigns.progress.through', { done: fmt(reached), total: fmt(c.total) })}</Typography.Text>
            <Typography.Text type="secondary">
              {p.started_at && (
                <>
                  {t('agent-campaigns.progress.started')} <DateTime value={p.started_at} />
                </>
              )}
              {p.finished_at && p.status !== 'running' && (
                <>
                  {' · '}
                  {t('agent-campaigns.progress.finished')} <DateTime value={p.finished_at} />
                </>
              )}
            </Typography.Text>
          </Flex>
          <Progress percent={percent} status={p.status === 'running' ? 'active' : p.status === 'stopped' ? 'exception' : 'normal'} aria-label={t('agent-campaigns.progress.title')} />
        </div>
        <Row gutter={[16, 16]}>
          <Col xs={12} md={8} lg={4}>
            <Statistic title={t('agent-campaigns.progress.contacts')} value={c.total} formatter={() => n(c.total)} />
          </Col>
          <Col xs={12} md={8} lg={4}>
            <Statistic title={t('agent-campaigns.progress.pending')} value={c.pending} formatter={() => n(c.pending)} />
            {c.retries_pending > 0 && <Typography.Text type="secondary">{t('agent-campaigns.progress.retries', { formatted: fmt(c.retries_pending) })}</Typography.Text>}
          </Col>
          <Col xs={12} md={8} lg={4}>
            <Statistic title={t('agent-campaigns.progress.live')} value={calls.live} formatter={() => n(calls.live)} valueStyle={calls.live ? { color: 'var(--ant-color-primary)' } : undefined} />
          </Col>
          <Col xs={12} md={8} lg={4}>
            <Statistic title={t('agent-campaigns.progress.calls')} value={calls.made} formatter={() => n(calls.made)} />
          </Col>
          <Col xs={12} md={8} lg={4}>
            <Statistic title={t('agent-campaigns.progress.answered')} value={calls.answered} formatter={() => n(calls.answered)} valueStyle={{ color: 'var(--ant-color-success)' }} />
          </Col>
          <Col xs={12} md={8} lg={4}>
            <Statistic title={t('agent-campaigns.progress.cost')} value={calls.cost} formatter={() => <Ltr>{formatMoney(calls.cost, calls.currency, locale)}</Ltr>} />
          </Col>
        </Row>
        {results.length > 0 && (
          <Flex gap={8} wrap align="center" aria-label={t('agent-campaigns.progress.results')}>
            <Typography.Text type="secondary">{t('agent-campaigns.progress.results')}</Typography.Text>
            {results.map((r) => (
              <Tag key={r} color={r === 'answered' ? 'success' : r === 'failed' ? 'error' : NOT_CALLED.has(r) ? 'default' : 'warning'}>
                {t(`agent-campaigns.progress.result.${r}`)}: {n(p.results[r])}
              </Tag>
            ))}
          </Flex>
        )}
        {outcomes.length > 0 && (
          <Flex gap={8} wrap align="center" aria-label={t('agent-campaigns.progress.outcomes')}>
            <Typography.Text type="secondary">{t('agent-campaigns.progress.outcomes')}</Typography.Text>
            {outcomes.map((o) => (
              <Tag key={o} color={o === 'interested' ? 'success' : o === 'do_not_call' ? 'error' : undefined}>
                {t(`calls.enums.outcome.${o}`)}: {n(calls.outcomes[o])}
              </Tag>
            ))}
          </Flex>
        )}
      </Flex>
    </Card>
  );
}
