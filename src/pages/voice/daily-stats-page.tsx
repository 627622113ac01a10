/**
 * /agents/daily-stats: the call log as a day × agent table — calls, answered, answer rate, average
 * duration, outcomes and cost — over the chosen days, for one agent or all (GET /v1/voice/calls/daily-stats).
 */
import { Alert, Button, Card, Flex, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { enumKey, meaningOf } from '../../../resources/kit/index.ts';
import { calls } from '../../../resources/voice/calls.ts';
import { CALL_DAILY_STATS_PATH, type CallDailyStatsAnswer, type DailyStatsRow } from '../../../resources/voice/call-stats.ts';
import { CALL_OUTCOMES } from '../../../resources/voice/shared.ts';
import { errorText } from '../../components/error-text.ts';
import { Ltr } from '../../components/ltr.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { MEANING_COLORS } from '../../theme/meaning-tags.ts';
import { useIntlLocale } from '../../resource-ui/use-locale.ts';
import { RangeChoice, useRangeDays } from '../dashboard/range-choice.tsx';
import { AgentPicker, useAgentParam } from './agent-picker.tsx';
import { formatCosts, formatCount, formatDuration, formatRate } from './call-format.ts';
import { useCallFigures } from './use-call-figures.ts';

const DAY = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export default function DailyStatsPage() {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const [days, setDays] = useRangeDays();
  const [agent, setAgent] = useAgentParam();
  const now = Date.now();
  const { data, state } = useCallFigures<CallDailyStatsAnswer>(CALL_DAILY_STATS_PATH, { from: isoDay(now - (days - 1) * DAY), to: isoDay(now), agent_id: agent === undefined ? undefined : String(agent) }, (a) => 'rows' in a);
  const dayFormat = new Intl.DateTimeFormat(locale, { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });
  const number = (n: number) => formatCount(n, locale);

  const columns = [
    { key: 'day', title: t('calls.daily.day'), render: (_: unknown, r: DailyStatsRow) => <span style={{ whiteSpace: 'nowrap' }}>{dayFormat.format(new Date(`${r.day}T00:00:00Z`))}</span> },
    { key: 'agent', title: t('calls.daily.agent'), render: (_: unknown, r: DailyStatsRow) => (r.agent_id ? <Link to={`/agents/agents/${r.agent_id}`} style={{ whiteSpace: 'nowrap' }}>{r.agent_name ?? `#${r.agent_id}`}</Link> : <Typography.Text type="secondary">{t('calls.daily.noAgent')}</Typography.Text>) },
    { key: 'calls', title: t('calls.daily.calls'), align: 'end' as const, render: (_: unknown, r: DailyStatsRow) => number(r.calls) },
    { key: 'answered', title: t('calls.daily.answered'), align: 'end' as const, render: (_: unknown, r: DailyStatsRow) => number(r.answered) },
    { key: 'rate', title: t('calls.daily.answerRate'), align: 'end' as const, render: (_: unknown, r: DailyStatsRow) => formatRate(r.answer_rate, locale) },
    { key: 'avg', title: t('calls.daily.avgDuration'), align: 'end' as const, render: (_: unknown, r: DailyStatsRow) => <Ltr>{formatDuration(r.avg_duration_seconds, locale)}</Ltr> },
    { key: 'outcomes', title: t('calls.daily.outcomes'), render: (_: unknown, r: DailyStatsRow) => <OutcomeTags outcomes={r.outcomes} /> },
    { key: 'cost', title: t('calls.daily.cost'), align: 'end' as const, render: (_: unknown, r: DailyStatsRow) => <Ltr>{formatCosts(r.cost, locale)}</Ltr> },
  ];

  return (
    <>
      <PageHeader
        title={t('calls.daily.title')}
        subtitle={t('calls.daily.subtitle')}
        extra={
          <Flex gap={8} wrap>
            <AgentPicker value={agent} onChange={setAgent} />
            <RangeChoice days={days} onChange={setDays} />
          </Flex>
        }
      />
      {state.isError && <Alert type="error" showIcon style={{ marginBottom: 16 }} message={t('calls.overview.loadFailed')} description={errorText(state.error, t)} action={<Button onClick={() => void state.refetch()}>{t('resources.retry')}</Button>} />}
      <Card styles={{ body: { padding: 0 } }}>
        <Table<DailyStatsRow>
          rowKey={(r) => `${r.day}|${r.agent_id ?? ''}`}
          loading={!data && !state.isError}
          dataSource={data?.rows ?? []}
          columns={columns}
          size="middle"
          scroll={{ x: '100%' }}
          pagination={{ pageSize: 20, showSizeChanger: false, showLessItems: true }}
          data-testid="daily-stats"
          summary={() =>
            data && data.rows.length ? (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0} colSpan={2}>
                  <Typography.Text strong>{t('calls.daily.total')}</Typography.Text>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={2} align="end">{number(data.totals.calls)}</Table.Summary.Cell>
                <Table.Summary.Cell index={3} align="end">{number(data.totals.answered)}</Table.Summary.Cell>
                <Table.Summary.Cell index={4} align="end">{formatRate(data.totals.answer_rate, locale)}</Table.Summary.Cell>
                <Table.Summary.Cell index={5} align="end"><Ltr>{formatDuration(data.totals.avg_duration_seconds, locale)}</Ltr></Table.Summary.Cell>
                <Table.Summary.Cell index={6}><OutcomeTags outcomes={data.totals.outcomes} /></Table.Summary.Cell>
                <Table.Summary.Cell index={7} align="end"><Ltr>{formatCosts(data.totals.cost, locale)}</Ltr></Table.Summary.Cell>
              </Table.Summary.Row>
            ) : null
          }
        />
      </Card>
    </>
  );
}

/** The outcomes of a row's conversations, each a small tag coloured by its meaning with its count. */
function OutcomeTags({ outcomes }: { outcomes: DailyStatsRow['outcomes'] }) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const present = CALL_OUTCOMES.filter((o) => outcomes[o] > 0);
  if (!present.length) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Flex gap={4} wrap>
      {present.map((o) => {
        const meaning = meaningOf(calls, 'outcome', o);
        return (
          <Tag key={o} color={meaning ? MEANING_COLORS[meaning] : undefined} style={{ marginInlineEnd: 0 }}>
            {t(enumKey(calls, 'outcome', o))} {formatCount(outcomes[o], locale)}
          </Tag>
        );
      })}
    </Flex>
  );
}
