/**
 * An agent's test suites on its page (docs/areas/voice.md#agent-test-suites): each suite with its
 * Run button and its latest run — passed and failed counts, and per case the expected outcome, the
 * outcome the classifier gave, why, and the conversation. Polls while a run goes.
 */
import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, Card, Collapse, Empty, Flex, Tag, Typography } from 'antd';
import { PlayCircleOutlined, ExperimentOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { agentTestSuites, type suiteRun } from '../../../../resources/voice/agent-test-suites.ts';
import { http } from '../../../../providers/http-client.ts';
import { DateTime } from '../../../components/date-time.tsx';
import { errorText } from '../../../components/error-text.ts';

type Run = z.infer<typeof suiteRun>;
interface Suite {
  id: number;
  name: string;
  active: boolean;
}

const LIVE = ['queued', 'running'];
const STATUS_COLOR: Record<Run['status'], string> = { queued: 'default', running: 'processing', passed: 'success', failed: 'error', error: 'warning' };

export default function AgentTestSuitesPanel({ agentId, mayRun }: { agentId: string; mayRun: boolean }) {
  const { t } = useTranslation();
  const [suites, setSuites] = useState<Suite[]>();
  const [runs, setRuns] = useState<Record<number, Run | undefined>>({});
  const [failure, setFailure] = useState<string>();

  const load = useCallback(async () => {
    try {
      const list = await http.get<Suite[]>(agentTestSuites.apiPath, { agent_id: agentId });
      setSuites(list);
      const latest = await Promise.all(list.map(async (s) => [s.id, (await http.get<Run[]>(`${agentTestSuites.apiPath}/${s.id}/runs`))[0]] as const));
      setRuns(Object.fromEntries(latest));
      setFailure(undefined);
    } catch (e) {
      setFailure(errorText(e, t));
    }
  }, [agentId, t]);

  const live = Object.values(runs).some((r) => r && LIVE.includes(r.status));
  useEffect(() => {
    void load();
    if (!live) return;
    const timer = setInterval(() => void load(), 1000);
    return () => clearInterval(timer);
  }, [load, live]);

  const run = async (suiteId: number) => {
    try {
      await http.post(`${agentTestSuites.apiPath}/${suiteId}/run`, {});
      await load();
    } catch (e) {
      setFailure(errorText(e, t));
    }
  };

  const outcome = (o: string | null) => (o ? <Tag>{t(`call-outcome-classifiers.enums.outcomes.${o}`)}</Tag> : <Tag>—</Tag>);

  return (
    <Card
      style={{ marginTop: 16 }}
      title={
        <Flex gap={8} align="center">
          <ExperimentOutlined aria-hidden />
          {t('agent-test-suites.title')}
        </Flex>
      }
      extra={<Link to="/agents/test-suites">{t('agent-test-suites.title')}</Link>}
      data-testid="agent-test-suites"
    >
      <Flex vertical gap={16}>
        {failure && <Alert type="error" showIcon message={failure} />}
        {suites?.length === 0 && <Empty description={t('agent-test-suites.panel.empty')} />}
        {suites?.map((suite) => {
          const last = runs[suite.id];
          return (
            <Flex key={suite.id} vertical gap={8} data-testid="agent-test-suite">
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
                  <Button size="small" icon={<PlayCircleOutlined />} loading={!!last && LIVE.includes(last.status)} onClick={() => void run(suite.id)} data-testid="agent-test-suite-run">
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
        })}
      </Flex>
    </Card>
  );
}
