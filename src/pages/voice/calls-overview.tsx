/**
 * Above the calls list at /voice: what the calls it shows came to over the chosen days — calls,
 * answer rate, average duration and cost, calls per day, the outcome mix and cost per day. It reads
 * the list's own filters (agent, campaign, outcome, …), so the figures and the table always agree;
 * a date range set in the filter bar replaces the range choice.
 */
import type { ReactNode } from 'react';
import { Alert, Button, Card, Col, Flex, Row, Skeleton, Statistic, Table, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { ClockCircleOutlined, PhoneOutlined, RiseOutlined, WalletOutlined } from '@ant-design/icons';
import type { CrudFilter } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { inMillionths, type DashboardFigures } from '../../../resources/dashboard/figures.ts';
import { enumKey } from '../../../resources/kit/index.ts';
import { calls } from '../../../resources/voice/calls.ts';
import { CALL_DASHBOARD_PATH, type CallDashboardAnswer } from '../../../resources/voice/call-stats.ts';
import { EmptyFigure } from '../../components/empty-figure.tsx';
import { errorText } from '../../components/error-text.ts';
import { Ltr } from '../../components/ltr.tsx';
import { useIntlLocale } from '../../resource-ui/use-locale.ts';
import { listQuery } from '../audience/contacts/list-query.ts';
import { CallsChart, OutcomesChart, SpendChart } from '../dashboard/lazy-charts.tsx';
import { RangeChoice, useRangeDays } from '../dashboard/range-choice.tsx';
import { formatCosts, formatCount, formatDuration, formatRate } from './call-format.ts';
import { useCallFigures } from './use-call-figures.ts';

/** The calls' cost as the spend chart reads it: calls keep minor units, the chart (as the dashboard) millionths. */
export function callSpend(cost: CallDashboardAnswer['figures']['cost'], byDay: CallDashboardAnswer['by_day']): DashboardFigures['spend'] {
  return {
    totals: cost.map((m) => ({ currency: m.currency, amount: inMillionths(m.amount, m.currency) })),
    by_day: byDay.flatMap((d) => d.cost.map((m) => ({ day: d.day, source: 'calls' as const, currency: m.currency, amount: inMillionths(m.amount, m.currency) }))),
    top_ups: [],
    invoiced: [],
  };
}

const DAY = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayOf = (v: unknown) => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}/.test(v) ? v.slice(0, 10) : undefined);

/** The dashboard's query: the list's filters, with its started_at range (if any) as the days. */
export function overviewQuery(filters: readonly CrudFilter[], days: number, now = Date.now()) {
  const { started_at_gte, started_at_lte, ...rest } = listQuery(filters);
  const from = dayOf(started_at_gte);
  const to = dayOf(started_at_lte);
  if (!from && !to) return { query: { ...rest, from: isoDay(now - (days - 1) * DAY), to: isoDay(now) }, fixed: false };
  return { query: { ...rest, from: from ?? isoDay(Date.parse(`${to}T00:00:00Z`) - (days - 1) * DAY), to: to ?? isoDay(now) }, fixed: true };
}

export function CallsOverview({ filters }: { filters: CrudFilter[] }) {
  const { t } = useTranslation();
  const [days, setDays] = useRangeDays();
  const { query, fixed } = overviewQuery(filters, days);
  const { data, state } = useCallFigures<CallDashboardAnswer>(CALL_DASHBOARD_PATH, query, (a) => 'by_day' in a);
  return (
    <Card
      title={t('calls.overview.title')}
      extra={fixed ? <Typography.Text type="secondary">{t('calls.overview.rangeFromFilter')}</Typography.Text> : <RangeChoice days={days} onChange={setDays} />}
      style={{ marginBottom: 16 }}
      data-testid="calls-overview"
    >
      {state.isError ? (
        <Alert type="error" showIcon message={t('calls.overview.loadFailed')} description={errorText(state.error, t)} action={<Button onClick={() => void state.refetch()}>{t('resources.retry')}</Button>} />
      ) : !data ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : (
        <Figures data={data} />
      )}
    </Card>
  );
}

function Tile({ icon, title, value, detail, testId }: { icon: ReactNode; title: string; value: ReactNode; detail?: ReactNode; testId: string }) {
  return (
    <Flex vertical gap={2} data-testid={testId}>
      <Flex gap={8} align="center">
        {icon}
        <Typography.Text type="secondary">{title}</Typography.Text>
      </Flex>
      <Statistic value={0} formatter={() => value} />
      {detail && <Typography.Text type="secondary">{detail}</Typography.Text>}
    </Flex>
  );
}

function Figures({ data }: { data: CallDashboardAnswer }) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const f = data.figures;
  const [main] = f.cost;
  const days = data.by_day.map((d) => d.day);
  if (!f.calls) {
    return <EmptyFigure icon={<PhoneOutlined />} title={t('calls.overview.none')}>{t('calls.overview.noneHint')}</EmptyFigure>;
  }
  return (
    <Flex vertical gap={20}>
      <Row gutter={[24, 16]}>
        <Col xs={12} xl={6}>
          <Tile icon={<PhoneOutlined />} title={t('calls.overview.calls')} value={formatCount(f.calls, locale)} detail={t('calls.overview.answered', { answered: formatCount(f.answered, locale) })} testId="tile-calls" />
        </Col>
        <Col xs={12} xl={6}>
          <Tile icon={<RiseOutlined />} title={t('calls.overview.answerRate')} value={formatRate(f.answer_rate, locale)} detail={t('calls.overview.ofEnded', { ended: formatCount(f.ended, locale) })} testId="tile-answer-rate" />
        </Col>
        <Col xs={12} xl={6}>
          <Tile
            icon={<ClockCircleOutlined />}
            title={t('calls.overview.avgDuration')}
            value={<Ltr>{formatDuration(f.avg_duration_seconds, locale)}</Ltr>}
            detail={t('calls.overview.talkTime', { minutes: formatCount(Math.round(f.talk_seconds / 60), locale) })}
            testId="tile-avg-duration"
          />
        </Col>
        <Col xs={12} xl={6}>
          <Tile icon={<WalletOutlined />} title={t('calls.overview.cost')} value={<Ltr>{formatCosts(f.cost, locale)}</Ltr>} testId="tile-cost" />
        </Col>
      </Row>
      <Row gutter={[24, 24]}>
        <Col xs={24} xl={14}>
          <Typography.Title level={5} style={{ marginTop: 0 }}>
            {t('calls.overview.perDay')}
          </Typography.Title>
          <CallsChart calls={{ total: f.calls, answered: f.answered, ended: f.ended, answer_rate: f.answer_rate, talk_seconds: f.talk_seconds, by_day: data.by_day.map((d) => ({ day: d.day, total: d.calls, answered: d.answered })), outcomes: [] }} />
        </Col>
        <Col xs={24} xl={10}>
          <Typography.Title level={5} style={{ marginTop: 0 }}>
            {t('calls.overview.outcomes')}
          </Typography.Title>
          {data.outcomes.length ? <OutcomesChart outcomes={data.outcomes.map((o) => ({ outcome: o.value, count: o.count }))} /> : <EmptyFigure icon={<PhoneOutlined />} title={t('calls.overview.noConversations')} />}
        </Col>
      </Row>
      <Row gutter={[24, 24]}>
        <Col xs={24} xl={14}>
          {main && (
            <>
              <Typography.Title level={5} style={{ marginTop: 0 }}>
                {t('calls.overview.costPerDay', { currency: main.currency })}
              </Typography.Title>
              <SpendChart
                days={days}
                currency={main.currency}
                spend={callSpend(f.cost, data.by_day)}
              />
            </>
          )}
        </Col>
        <Col xs={24} xl={10}>
          <Typography.Title level={5} style={{ marginTop: 0 }}>
            {t('calls.overview.byAgent')}
          </Typography.Title>
          <Table<CallDashboardAnswer['agents'][number]>
            size="small"
            pagination={false}
            rowKey={(a) => String(a.agent_id ?? '')}
            dataSource={data.agents.slice(0, 8)}
            data-testid="overview-agents"
            columns={[
              { key: 'agent', title: t('calls.daily.agent'), render: (_, a) => (a.agent_id ? <Link to={`/agents/agents/${a.agent_id}`}>{a.agent_name ?? `#${a.agent_id}`}</Link> : t('calls.daily.noAgent')) },
              { key: 'calls', title: t('calls.daily.calls'), align: 'end', render: (_, a) => formatCount(a.calls, locale) },
              { key: 'answered', title: t('calls.daily.answered'), align: 'end', render: (_, a) => formatCount(a.answered, locale) },
              { key: 'rate', title: t('calls.daily.answerRate'), align: 'end', render: (_, a) => formatRate(a.answer_rate, locale) },
            ]}
          />
          <Typography.Title level={5}>{t('calls.overview.howEnded')}</Typography.Title>
          <Flex gap={6} wrap data-testid="overview-hangups">
            {data.hangup_reasons.map((b) => (
              <Tag key={b.value ?? ''} style={{ marginInlineEnd: 0 }}>
                {b.value ? t(enumKey(calls, 'hangup_reason', b.value)) : t('calls.overview.notEnded')} <Typography.Text strong>{formatCount(b.count, locale)}</Typography.Text>
              </Tag>
            ))}
          </Flex>
        </Col>
      </Row>
    </Flex>
  );
}
