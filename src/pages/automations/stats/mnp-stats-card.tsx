/** An MNP lookup node's figures: numbers ported, not ported or unknown, and per network the ported numbers it won and the numbers it kept. */
import { useEffect, useState } from 'react';
import { Alert, Flex, Statistic, Table } from 'antd';
import { SwapOutlined } from '@ant-design/icons';
import { useCustom } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { MNP_STATS_PATH, type mnpStatsOutput } from '../../../../resources/automations/automation-api.ts';
import { errorText } from '../../../components/error-text.ts';
import { PanelCard } from '../../../components/panel-card.tsx';
import { ASK_EACH_TIME } from '../../../hooks/use-fresh-get.ts';

type Mnp = z.infer<typeof mnpStatsOutput>;

export interface MnpStatsCardProps {
  automationId: number;
  nodeId: string;
}

export function MnpStatsCard({ automationId, nodeId }: MnpStatsCardProps) {
  const { t, i18n } = useTranslation();
  const { query } = useCustom<Mnp>({
    url: MNP_STATS_PATH,
    method: 'post',
    config: { payload: { automation_id: automationId, node_id: nodeId } },
    errorNotification: false,
    // Asked each time a node is shown, once.
    queryOptions: ASK_EACH_TIME,
  });
  const data = query.data?.data;
  // A failure, once said, stays for the card's life.
  const [error, setError] = useState<unknown>();
  useEffect(() => {
    if (query.error) setError(query.error);
  }, [query.error]);
  const failure = error ? errorText(error, t) : undefined;

  const number = (n: number) => n.toLocaleString(i18n.language);
  return (
    <PanelCard icon={<SwapOutlined />} title={t('automations.stats.mnpTitle')} size="small" loading={!data && !failure} data-testid="mnp-stats">
      {failure && <Alert type="error" showIcon message={failure} />}
      {data && (
        <Flex vertical gap={12}>
          <Flex gap={24} wrap>
            <Statistic title={t('automations.stats.ported')} value={data.ported} formatter={(v) => number(Number(v))} />
            <Statistic title={t('automations.stats.notPorted')} value={data.not_ported} formatter={(v) => number(Number(v))} />
            <Statistic title={t('automations.stats.unknown')} value={data.unknown} formatter={(v) => number(Number(v))} />
          </Flex>
          <Table
            rowKey="network"
            size="small"
            pagination={false}
            dataSource={data.networks}
            locale={{ emptyText: t('automations.stats.noLookups') }}
            columns={[
              { title: t('automations.stats.columns.network'), dataIndex: 'network', render: (v: string) => <span dir="auto">{v}</span> },
              { title: t('automations.stats.columns.portedIn'), dataIndex: 'ported_in', align: 'end', render: number },
              { title: t('automations.stats.columns.kept'), dataIndex: 'kept', align: 'end', render: number },
            ]}
          />
        </Flex>
      )}
    </PanelCard>
  );
}
