/**
 * A classifier's reruns on its page: each rerun (all calls or filtered) with a progress bar while it
 * goes, how many calls changed outcome, and the log of the chosen rerun — per call, old outcome →
 * new, how sure, why. Reruns are started by the page's Rerun actions; this panel polls while one runs.
 */
import { useState } from 'react';
import { Alert, Card, Empty, Flex, Progress, Segmented, Table, Tag, Typography } from 'antd';
import { HistoryOutlined } from '@ant-design/icons';
import { useCustom } from '@refinedev/core';
import { keepPreviousData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { callOutcomeClassifiers, type outcomeLog, type rerunProgress } from '../../../../resources/voice/call-outcome-classifiers.ts';
import { DateTime } from '../../../components/date-time.tsx';
import { errorText } from '../../../components/error-text.ts';
import { Ltr } from '../../../components/ltr.tsx';

type Run = z.infer<typeof rerunProgress>;
type Log = z.infer<typeof outcomeLog>;

const LIVE = ['queued', 'running', 'retrying'];
const base = (id: string) => `${callOutcomeClassifiers.apiPath}/${encodeURIComponent(id)}`;

export function ClassifierRerunPanel({ id }: { id: string }) {
  const { t, i18n } = useTranslation();
  // Old outcome first in reading order: the arrow points the way the line reads.
  const arrow = i18n.dir() === 'rtl' ? '\u2190' : '\u2192';
  const [chosen, setChosen] = useState<number | 'after-call'>();

  // Fast while a rerun goes, slowly otherwise so a rerun started by the actions above shows up.
  const runsQuery = useCustom<Run[]>({
    url: `${base(id)}/runs`,
    method: 'get',
    errorNotification: false,
    queryOptions: { gcTime: 0, refetchInterval: (q) => (q.state.data?.data.some((r) => LIVE.includes(r.status)) ? 1000 : 4000) },
  }).query;
  const runs = runsQuery.data?.data;

  const shown = chosen ?? runs?.[0]?.id ?? 'after-call';
  const shownStatus = typeof shown === 'number' ? runs?.find((r) => r.id === shown)?.status : undefined;
  const logsQuery = useCustom<Log[]>({
    url: `${base(id)}/logs`,
    method: 'get',
    config: { query: { changed: 'true', ...(typeof shown === 'number' && { job_id: String(shown) }) } },
    // The shown run's status keys the query too: its log is asked again as the run moves on.
    meta: { shownStatus },
    errorNotification: false,
    // The last log stays on show until the next one comes.
    queryOptions: { gcTime: 0, placeholderData: keepPreviousData },
  }).query;
  const logs = logsQuery.data?.data;
  const error = runsQuery.error ?? logsQuery.error;
  const failure = error ? errorText(error, t) : undefined;

  const outcome = (o: string) => <Tag>{t(`call-outcome-classifiers.enums.outcomes.${o}`)}</Tag>;

  return (
    <Card
      style={{ marginTop: 16 }}
      title={
        <Flex gap={8} align="center">
          <HistoryOutlined aria-hidden />
          {t('call-outcome-classifiers.panels.runs.title')}
        </Flex>
      }
      data-testid="classifier-runs"
    >
      <Flex vertical gap={12}>
        {failure && <Alert type="error" showIcon message={failure} />}
        {runs?.length === 0 && <Typography.Text type="secondary">{t('call-outcome-classifiers.panels.runs.none')}</Typography.Text>}
        {runs?.slice(0, 5).map((run) => {
          const pct = run.total ? Math.round((run.done / run.total) * 100) : run.status === 'completed' ? 100 : 0;
          return (
            <Flex key={run.id} vertical gap={4} data-testid="classifier-run">
              <Flex gap={8} align="center" wrap>
                <Typography.Text strong>
                  <Ltr>#{run.id}</Ltr>
                </Typography.Text>
                <Tag color={run.status === 'completed' ? 'success' : run.status === 'failed' ? 'error' : 'processing'}>{t(`jobs.enums.status.${run.status}`)}</Tag>
                <Typography.Text type="secondary">
                  {Object.keys(run.filters).length ? t('call-outcome-classifiers.panels.runs.filtered') : t('call-outcome-classifiers.panels.runs.all')} · <DateTime value={run.created_at} />
                </Typography.Text>
              </Flex>
              <Progress percent={pct} status={run.status === 'failed' ? 'exception' : LIVE.includes(run.status) ? 'active' : undefined} aria-label={t('call-outcome-classifiers.panels.runs.progress')} />
              <Typography.Text type="secondary" data-testid="classifier-run-counts">
                {t('call-outcome-classifiers.panels.runs.counts', { done: run.done, total: run.total ?? 0, changed: run.changed ?? 0 })}
              </Typography.Text>
            </Flex>
          );
        })}
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('call-outcome-classifiers.panels.logs.title')}
        </Typography.Title>
        <Segmented
          value={shown}
          onChange={(v) => setChosen(v as number | 'after-call')}
          options={[...(runs ?? []).slice(0, 5).map((r) => ({ value: r.id, label: `#${r.id}` })), { value: 'after-call', label: t('call-outcome-classifiers.panels.logs.allDecisions') }]}
        />
        <Table<Log>
          size="small"
          rowKey="id"
          dataSource={logs}
          loading={!logs}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          locale={{ emptyText: <Empty description={t('call-outcome-classifiers.panels.logs.empty')} /> }}
          data-testid="classifier-logs"
          columns={[
            { key: 'call', title: t('call-outcome-classifiers.panels.logs.call'), render: (_, l) => <Link to={`/voice/${l.call_id}`}><Ltr>#{l.call_id}</Ltr></Link> },
            { key: 'change', title: t('call-outcome-classifiers.panels.logs.change'), render: (_, l) => <Flex gap={4} align="center">{outcome(l.old_outcome)}<span aria-hidden>{arrow}</span>{outcome(l.new_outcome)}</Flex> },
            { key: 'confidence', title: t('call-outcome-classifiers.panels.logs.confidence'), render: (_, l) => <Ltr>{l.confidence}%</Ltr> },
            { key: 'reason', title: t('call-outcome-classifiers.panels.logs.reason'), render: (_, l) => <span dir="auto">{l.reason}</span> },
            { key: 'at', title: t('call-outcome-classifiers.panels.logs.at'), render: (_, l) => <DateTime value={l.at} /> },
          ]}
        />
      </Flex>
    </Card>
  );
}
