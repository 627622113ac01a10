/**
 * One test suite in the agent's panel: its Run button and its latest run — passed and failed
 * counts, and per case the expected outcome, the outcome the classifier gave, why, and the
 * conversation. Asks again every second while that run goes.
 */
import { useEffect } from 'react';
import { Alert, Button, Collapse, Flex, Tag, Typography } from 'antd';
import { PlayCircleOutlined } from '@ant-design/icons';
import { useCustom, useCustomMutation } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { agentTestSuites, type suiteRun } from '../../../../resources/voice/agent-test-suites.ts';
import { DateTime } from '../../../components/date-time.tsx';
import { errorText } from '../../../components/error-text.ts';

type Run = z.infer<typeof suiteRun>;
export interface Suite {
  id: number;
  name: string;
  active: boolean;
}

const LIVE = ['queued', 'running'];
const STATUS_COLOR: Record<Run['status'], string> = { queued: 'default', running: 'processing', passed: 'success', failed: 'error', error: 'warning' };
const isLive = (run?: Run) => !!run && LIVE.includes(run.status);

/** `report` takes a failure for the panel's banner, or undefined once a read went through again. */
export function AgentTestSuiteRow({ suite, mayRun, report }: { suite: Suite; mayRun: boolean; report: (failure?: string) => void }) {
  const { t } = useTranslation();
  const runs = useCustom<Run[]>({
    url: `${agentTestSuites.apiPath}/${suite.id}/runs`,
    method: 'get',
    errorNotification: false,
    queryOptions: { gcTime: 0, refetchInterval: (q) => (isLive(q.state.data?.data[0]) ? 1000 : false) },
  }).query;
  const last = runs.data?.data[0];
  useEffect(() => {
    if (runs.error) report(errorText(runs.error, t));
  }, [runs.errorUpdatedAt]);
  useEffect(() => {
    if (runs.dataUpdatedAt) report(undefined);
  }, [runs.dataUpdatedAt]);

  const { mutateAsync } = useCustomMutation();
  const run = async () => {
    try {
      await mutateAsync({ url: `${agentTestSuites.apiPath}/${suite.id}/run`, method: 'post', values: {}, successNotification: false, errorNotification: false });
      await runs.refetch();
    } catch (e) {
      report(errorText(e, t));
    }
  };

  const outcome = (o: string | null) => (o ? <Tag>{t(`call-outcome-classifiers.enums.outcomes.${o}`)}</Tag> : <Tag>—</Tag>);

  return (
    <Flex vertical gap={8} data-testid="agent-test-suite">
      <Flex gap={8} align="center" wrap>
        <Typography.Text strong>{suite.name}</Typography.Text>
        {last && (
          <>
            <Tag color={STATUS_COLOR[last.status]} data-testid="agent-test-suite-status">
              {t(`agent-test-suites.panel.status.${last.status}`)}
            </Tag>
            <Typography.Text type="secondary">
              {t('agent-test-suites.panel.passed', { passed: last.passed })} · {t('agent-test-suites.panel.failed', { failed: last.failed })} · {t(`agent-test-suites.panel.trigger.${last.trigger}`)} · <DateTime value={last.created_at} />
            </Typography.Text>
          </>
        )}
        {mayRun && (
          <Button size="small" icon={<PlayCircleOutlined />} loading={isLive(last)} onClick={() => void run()} data-testid="agent-test-suite-run">
            {t('agent-test-suites.actions.run')}
          </Button>
        )}
      </Flex>
      {!last && <Typography.Text type="secondary">{t('agent-test-suites.panel.none')}</Typography.Text>}
      {last?.error && <Alert type="warning" showIcon message={<span dir="auto">{last.error}</span>} />}
      {last && last.results.length > 0 && (
        <Collapse
          size="small"
          items={last.results.map((r, i) => ({
            key: i,
            label: (
              <Flex gap={8} align="center" wrap>
                <Tag color={r.passed ? 'success' : 'error'}>{t(`agent-test-suites.panel.status.${r.passed ? 'passed' : 'failed'}`)}</Tag>
                <span dir="auto">{r.name}</span>
                <Typography.Text type="secondary">
                  {t('agent-test-suites.panel.expected')} {outcome(r.expected_outcome)} {t('agent-test-suites.panel.got')} {outcome(r.outcome)}
                </Typography.Text>
              </Flex>
            ),
            children: (
              <Flex vertical gap={6}>
                <Typography.Text type="secondary" dir="auto">
                  {t('agent-test-suites.panel.reason')}: {r.reason}
                </Typography.Text>
                {r.transcript.map((turn, j) => (
                  <Typography.Text key={j} dir="auto">
                    <Typography.Text strong>{t(`agent-test-suites.panel.roles.${turn.role === 'agent' ? 'agent' : 'caller'}`)}:</Typography.Text> {turn.text}
                  </Typography.Text>
                ))}
              </Flex>
            ),
          }))}
        />
      )}
    </Flex>
  );
}
