/**
 * An SMPP endpoint's live binds on its page (docs/areas/hub.md#binds): how many of its `max_binds`
 * are up, each with its type, address and since when, and where clients bind. The list is live: a
 * bind or unbind in any Parley process shows at once (the table's changes reach the page).
 */
import { Alert, Flex, Table, Tag, Typography } from 'antd';
import { ApiOutlined } from '@ant-design/icons';
import { useList } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { endpointBinds } from '../../../resources/hub/endpoint-binds.ts';
import { smppServerPath, type SmppServerInfo } from '../../../resources/hub/smpp-server.ts';
import { DateTime } from '../../components/date-time.tsx';
import { Ltr } from '../../components/ltr.tsx';
import { PanelCard } from '../../components/panel-card.tsx';
import { useFreshGet } from '../../hooks/use-fresh-get.ts';

interface BindRow {
  id: number;
  bind_type: string;
  remote_ip: string;
  bound_at: string;
  process: string;
}

export function EndpointBindsPanel({ id, record }: { id: string; record: Record<string, unknown> }) {
  const { t } = useTranslation();
  const { data: server } = useFreshGet<SmppServerInfo>(smppServerPath);
  const { result, query } = useList<BindRow>({
    resource: endpointBinds.name,
    filters: [
      { field: 'endpoint_id', operator: 'eq', value: id },
      { field: 'state', operator: 'eq', value: 'bound' },
    ],
    sorters: [{ field: 'bound_at', order: 'asc' }],
    pagination: { pageSize: 100 },
  });
  const live = result.data ?? [];
  const max = Number(record.max_binds ?? 0);
  const where = server?.port ? `${window.location.hostname}:${server.port}` : null;

  return (
    <PanelCard
      icon={<ApiOutlined aria-hidden />}
      title={
        <Flex gap={8} align="center">
          {t('endpoint-binds.panel.title')}
          <Tag color={live.length ? 'green' : undefined} data-testid="live-binds-count">
            {t('endpoint-binds.panel.count', { live: live.length, max })}
          </Tag>
        </Flex>
      }
      extra={<Link to={`/hub/endpoints/${encodeURIComponent(id)}/binds`}>{t('endpoint-binds.panel.log')}</Link>}
      data-testid="endpoint-binds-panel"
    >
      <Flex vertical gap={12}>
        {server && !server.port ? (
          <Alert type="warning" showIcon message={t('endpoint-binds.panel.serverOff')} />
        ) : (
          where && (
            <Typography.Text type="secondary">
              {t(server?.tls ? 'endpoint-binds.panel.whereTls' : 'endpoint-binds.panel.where', { system_id: String(record.system_id ?? '—') })}{' '}
              <Ltr mono>{where}</Ltr>
            </Typography.Text>
          )
        )}
        <Table<BindRow>
          size="small"
          rowKey="id"
          loading={query.isLoading}
          dataSource={live}
          pagination={false}
          locale={{ emptyText: t('endpoint-binds.panel.none') }}
          columns={[
            { key: 'type', title: t('endpoint-binds.fields.bind_type'), render: (_, b) => t(`endpoint-binds.enums.bind_type.${b.bind_type}`) },
            { key: 'address', title: t('endpoint-binds.fields.remote_ip'), render: (_, b) => <Ltr mono>{b.remote_ip}</Ltr> },
            { key: 'since', title: t('endpoint-binds.panel.since'), render: (_, b) => <DateTime value={b.bound_at} compact /> },
            { key: 'process', title: t('endpoint-binds.fields.process'), render: (_, b) => <Ltr mono>{b.process}</Ltr> },
          ]}
        />
      </Flex>
    </PanelCard>
  );
}
