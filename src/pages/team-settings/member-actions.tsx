import { useState } from 'react';
import { Button, Popconfirm } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useCustomMutation, type BaseRecord, type HttpError } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { endpoints } from '../../../resources/account/endpoints.ts';
import type { Member } from '../../../resources/account/schemas.ts';
import { toast } from '../../../providers/notification-provider.ts';
import { errorText } from '../../components/error-text.ts';
import { useAccess } from '../../hooks/use-access.ts';

interface Props {
  teamId: number;
  member: Member;
  self: boolean;
  onChanged: () => void;
}

export function MemberActions({ teamId, member, self, onChanged }: Props) {
  const { t } = useTranslation();
  const may = useAccess();
  const [removing, setRemoving] = useState(false);
  // No body: the DELETE names all it needs in its URL.
  const { mutateAsync } = useCustomMutation<BaseRecord, HttpError, undefined>();
  if (self || !may({ resource: 'team-members', action: 'delete', record: { role: member.role } })) return null;

  const remove = async () => {
    setRemoving(true);
    try {
      await mutateAsync({ url: endpoints.member(teamId, member.user_id), method: 'delete', values: undefined, successNotification: false, errorNotification: false });
      toast('success', t('teams.members.removed', { name: member.name }));
      onChanged();
    } catch (error) {
      toast('danger', errorText(error, t));
    } finally {
      setRemoving(false);
    }
  };

  return (
    <Popconfirm
      title={t('teams.members.removeTitle')}
      description={t('teams.members.removeConfirm', { name: member.name })}
      okText={t('teams.members.remove')}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger: true }}
      onConfirm={remove}
    >
      <Button size="small" danger icon={<DeleteOutlined />} loading={removing} aria-label={t('teams.members.removeNamed', { name: member.name })}>
        {t('teams.members.remove')}
      </Button>
    </Popconfirm>
  );
}
