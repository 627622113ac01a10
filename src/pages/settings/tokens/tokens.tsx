import { useState } from 'react';
import { Button, Card, Table, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { endpoints } from '../../../../resources/account/endpoints.ts';
import type { ApiToken, CreatedApiToken } from '../../../../resources/account/schemas.ts';
import { DateTime } from '../../../components/date-time.tsx';
import { Ltr } from '../../../components/ltr.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useAccess } from '../../../hooks/use-access.ts';
import { useApiList } from '../../../hooks/use-api-list.ts';
import { useCurrentUser } from '../../../session/use-session.ts';
import { CreateTokenModal } from './create-token-modal.tsx';
import { RevokeTokenButton } from './revoke-token-button.tsx';
import { TokenSecretModal } from './token-secret-modal.tsx';

export default function Tokens() {
  const { t } = useTranslation();
  const teamId = useCurrentUser().current_team.id;
  const may = useAccess();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const { items: tokens, loading, refetch } = useApiList<ApiToken>(endpoints.tokens(teamId));

  return (
    <>
      <PageHeader
        title={t('tokens.title')}
        subtitle={t('tokens.subtitle')}
        extra={
          may({ resource: 'team-tokens', action: 'create' }) && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)} data-testid="create-token">
              {t('tokens.create')}
            </Button>
          )
        }
      />
      <Card>
        <Table<ApiToken>
          rowKey="id"
          dataSource={tokens}
          loading={loading}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          scroll={{ x: 860 }}
          locale={{ emptyText: t('tokens.empty') }}
          columns={[
            { title: t('tokens.columns.name'), dataIndex: 'name' },
            {
              title: t('tokens.columns.prefix'),
              dataIndex: 'prefix',
              render: (prefix: string) => (
                <Typography.Text code>
                  <Ltr mono>{prefix}…</Ltr>
                </Typography.Text>
              ),
            },
            { title: t('tokens.columns.createdBy'), dataIndex: 'created_by' },
            { title: t('tokens.columns.lastUsedAt'), dataIndex: 'last_used_at', render: (v: string | null) => <DateTime value={v} empty={t('tokens.never')} /> },
            { title: t('tokens.columns.expiresAt'), dataIndex: 'expires_at', render: (v: string | null) => <DateTime value={v} empty={t('tokens.noExpiry')} /> },
            { title: t('tokens.columns.createdAt'), dataIndex: 'created_at', render: (v: string) => <DateTime value={v} /> },
            {
              title: t('common.actions'),
              key: 'actions',
              align: 'end',
              render: (_: unknown, token) =>
                may({ resource: 'team-tokens', action: 'delete' }) && <RevokeTokenButton teamId={teamId} token={token} onRevoked={refetch} />,
            },
          ]}
        />
      </Card>
      <CreateTokenModal
        teamId={teamId}
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(token) => {
          setCreating(false);
          setCreated(token);
          refetch();
        }}
      />
      <TokenSecretModal token={created} onClose={() => setCreated(null)} />
    </>
  );
}
