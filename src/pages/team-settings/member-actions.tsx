import { useState } from 'react';
import { Button, Popconfirm } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { endpoints } from '../../../resources/account/endpoints.ts';
import type { Member } from '../../../resources/account/schemas.ts';
import { http } from '../../../providers/http-client.ts';
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
  if (self || !may({ resource: 'team-members', action: 'delete', record: { role: member.role } })) return null;

  const remove = async () => {
    setRemoving(true);
    try {
      await http.delete(endpoints.member(teamId, member.user_id));
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
