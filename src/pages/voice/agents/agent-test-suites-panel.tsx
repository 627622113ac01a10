/**
 * An agent's test suites on its page (docs/areas/voice.md#agent-test-suites): each suite with its
 * Run button and its latest run (agent-test-suite-row.tsx), and one banner for what failed.
 */
import { useEffect, useState } from 'react';
import { Alert, Card, Empty, Flex } from 'antd';
import { ExperimentOutlined } from '@ant-design/icons';
import { useCustom } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { agentTestSuites } from '../../../../resources/voice/agent-test-suites.ts';
import { errorText } from '../../../components/error-text.ts';
import { AgentTestSuiteRow, type Suite } from './agent-test-suite-row.tsx';

export default function AgentTestSuitesPanel({ agentId, mayRun }: { agentId: string; mayRun: boolean }) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string>();
  const list = useCustom<Suite[]>({
    url: agentTestSuites.apiPath,
    method: 'get',
    config: { query: { agent_id: agentId } },
    errorNotification: false,
    queryOptions: { gcTime: 0 },
  }).query;
  const suites = list.data?.data;
  useEffect(() => {
    if (list.error) setFailure(errorText(list.error, t));
  }, [list.errorUpdatedAt]);

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
        {suites?.map((suite) => <AgentTestSuiteRow key={suite.id} suite={suite} mayRun={mayRun} report={setFailure} />)}
      </Flex>
    </Card>
  );
}
