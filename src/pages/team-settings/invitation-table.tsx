import { useState } from 'react';
import { Button, Popconfirm, Table } from 'antd';
import { useCustomMutation, type BaseRecord, type HttpError } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { endpoints } from '../../../resources/account/endpoints.ts';
import type { Invitation } from '../../../resources/account/schemas.ts';
import { toast } from '../../../providers/notification-provider.ts';
import { DateTime } from '../../components/date-time.tsx';
import { errorText } from '../../components/error-text.ts';
import { Ltr } from '../../components/ltr.tsx';
import { RoleTag } from '../../components/role-tag.tsx';
import { useAccess } from '../../hooks/use-access.ts';

interface Props {
  teamId: number;
  invitations: Invitation[];
  loading: boolean;
  onChanged: () => void;
}

export function InvitationTable({ teamId, invitations, loading, onChanged }: Props) {
  const { t } = useTranslation();
  const may = useAccess();
  const [revoking, setRevoking] = useState<number | null>(null);
  // No body: the DELETE names all it needs in its URL.
  const { mutateAsync } = useCustomMutation<BaseRecord, HttpError, undefined>();
  const mayRevoke = may({ resource: 'team-invitations', action: 'delete' });

  const revoke = async (invitation: Invitation) => {
    setRevoking(invitation.id);
    try {
      await mutateAsync({ url: endpoints.invitation(teamId, invitation.id), method: 'delete', values: undefined, successNotification: false, errorNotification: false });
      toast('success', t('teams.invitations.revoked', { email: invitation.email }));
      onChanged();
    } catch (error) {
      toast('danger', errorText(error, t));
    } finally {
      setRevoking(null);
    }
  };

  return (
    <Table<Invitation>
      rowKey="id"
      dataSource={invitations}
      loading={loading}
      pagination={{ pageSize: 10, hideOnSinglePage: true }}
      scroll={{ x: 720 }}
      locale={{ emptyText: t('teams.invitations.empty') }}
      columns={[
        { title: t('teams.invitations.email'), dataIndex: 'email', render: (email: string) => <Ltr>{email}</Ltr> },
        { title: t('teams.invitations.role'), dataIndex: 'role', render: (role: Invitation['role']) => <RoleTag role={role} /> },
        { title: t('teams.invitations.invitedBy'), dataIndex: 'invited_by' },
        { title: t('teams.invitations.createdAt'), dataIndex: 'created_at', render: (value: string) => <DateTime value={value} /> },
        { title: t('teams.invitations.expiresAt'), dataIndex: 'expires_at', render: (value: string) => <DateTime value={value} /> },
        {
          title: t('common.actions'),
          key: 'actions',
          align: 'end',
          render: (_: unknown, invitation) =>
            mayRevoke && (
              <Popconfirm
                title={t('teams.invitations.revokeConfirm', { email: invitation.email })}
                okText={t('teams.invitations.revoke')}
                cancelText={t('common.cancel')}
                okButtonProps={{ danger: true }}
                onConfirm={() => revoke(invitation)}
              >
                <Button size="small" danger loading={revoking === invitation.id}>
                  {t('teams.invitations.revoke')}
                </Button>
              </Popconfirm>
            ),
        },
      ]}
    />
  );
}
