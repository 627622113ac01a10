import { Card, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { endpoints } from '../../../resources/account/endpoints.ts';
import type { Member } from '../../../resources/account/schemas.ts';
import { DateTime } from '../../components/date-time.tsx';
import { Ltr } from '../../components/ltr.tsx';
import { useApiList } from '../../hooks/use-api-list.ts';
import { useCurrentUser } from '../../session/use-session.ts';
import { MemberActions } from './member-actions.tsx';
import { MemberRole } from './member-role.tsx';
import { TeamSettingsTabs } from './team-settings-tabs.tsx';

export default function TeamSettingsMembers() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const teamId = user.current_team.id;
  const { items: members, loading, refetch } = useApiList<Member>(endpoints.members(teamId));

  return (
    <>
      <TeamSettingsTabs />
      <Card>
        <Table<Member>
          rowKey="user_id"
          dataSource={members}
          loading={loading}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          scroll={{ x: 640 }}
          columns={[
            { title: t('teams.members.name'), dataIndex: 'name', render: (name: string, m) => (m.user_id === user.id ? t('teams.members.you', { name }) : name) },
            { title: t('teams.members.email'), dataIndex: 'email', render: (email: string) => <Ltr>{email}</Ltr> },
            {
              title: t('teams.members.role'),
              dataIndex: 'role',
              render: (_: unknown, member) => <MemberRole teamId={teamId} member={member} self={member.user_id === user.id} onChanged={refetch} />,
            },
            { title: t('teams.members.joinedAt'), dataIndex: 'joined_at', render: (value: string) => <DateTime value={value} /> },
            {
              title: t('common.actions'),
              key: 'actions',
              align: 'end',
              render: (_: unknown, member) => <MemberActions teamId={teamId} member={member} self={member.user_id === user.id} onChanged={refetch} />,
            },
          ]}
        />
      </Card>
    </>
  );
}
