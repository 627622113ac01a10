import { Card, Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { endpoints } from '../../../resources/account/endpoints.ts';
import type { Invitation } from '../../../resources/account/schemas.ts';
import { useAccess } from '../../hooks/use-access.ts';
import { useApiList } from '../../hooks/use-api-list.ts';
import { useCurrentUser } from '../../session/use-session.ts';
import { CreateUserForm } from './create-user-form.tsx';
import { InvitationTable } from './invitation-table.tsx';
import { InviteForm } from './invite-form.tsx';
import { TeamSettingsTabs } from './team-settings-tabs.tsx';

export default function TeamSettingsInvitations() {
  const { t } = useTranslation();
  const teamId = useCurrentUser().current_team.id;
  const may = useAccess();
  const mayList = may({ resource: 'team-invitations', action: 'list' });
  const { items, loading, refetch } = useApiList<Invitation>(endpoints.invitations(teamId), { enabled: mayList });

  return (
    <>
      <TeamSettingsTabs />
      <Row gutter={[16, 16]}>
        {may({ resource: 'team-invitations', action: 'create' }) && (
          <Col xs={24} xl={12}>
            <Card title={t('teams.invitations.inviteTitle')} style={{ height: '100%' }}>
              <InviteForm teamId={teamId} onInvited={refetch} />
            </Card>
          </Col>
        )}
        {may({ resource: 'team-users', action: 'create' }) && (
          <Col xs={24} xl={12}>
            <Card title={t('teams.users.title')} style={{ height: '100%' }}>
              <CreateUserForm teamId={teamId} />
            </Card>
          </Col>
        )}
        {mayList && (
          <Col span={24}>
            <Card title={t('teams.invitations.pendingTitle')}>
              <InvitationTable
                teamId={teamId}
                invitations={items}
                loading={loading}
                onChanged={refetch}
              />
            </Card>
          </Col>
        )}
      </Row>
    </>
  );
}
