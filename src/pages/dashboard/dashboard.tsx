import { Card, Col, Descriptions, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { endpoints } from '../../../resources/account/endpoints.ts';
import type { Member } from '../../../resources/account/schemas.ts';
import { DateTime } from '../../components/date-time.tsx';
import { Ltr } from '../../components/ltr.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { RoleTag } from '../../components/role-tag.tsx';
import { useAccess } from '../../hooks/use-access.ts';
import { useApiList } from '../../hooks/use-api-list.ts';
import { useCurrentUser } from '../../session/use-session.ts';
import { useTeams } from '../../teams/use-teams.ts';
import { QuickLinks } from './quick-links.tsx';

export default function Dashboard() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const may = useAccess();
  const team = user.current_team;
  const { teams, loading: teamsLoading } = useTeams();
  const mayListMembers = may({ resource: 'team-members', action: 'list' });
  const members = useApiList<Member>(endpoints.members(team.id), { enabled: mayListMembers, silent: true });

  return (
    <>
      <PageHeader title={t('dashboard.welcome', { name: user.name })} subtitle={t('dashboard.subtitle')} />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Card title={t('dashboard.team.title')} style={{ height: '100%' }}>
            <Descriptions column={1} size="small">
              <Descriptions.Item label={t('dashboard.team.name')}>{team.name}</Descriptions.Item>
              <Descriptions.Item label={t('dashboard.team.role')}>
                <RoleTag role={team.role} />
              </Descriptions.Item>
              <Descriptions.Item label={t('dashboard.team.kind')}>
                {team.personal ? t('dashboard.team.personal') : t('dashboard.team.shared')}
              </Descriptions.Item>
              <Descriptions.Item label={t('dashboard.team.createdAt')}>
                <DateTime value={team.created_at} />
              </Descriptions.Item>
              <Descriptions.Item label={t('dashboard.account.email')}>
                <Ltr>{user.email}</Ltr>
              </Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
        <Col xs={12} lg={6}>
          <Card>
            <Statistic title={t('dashboard.stats.teams')} value={teams.length} loading={teamsLoading} />
          </Card>
        </Col>
        <Col xs={12} lg={6}>
          <Card>
            <Statistic
              title={t('dashboard.stats.members')}
              value={mayListMembers ? members.items.length : '—'}
              loading={members.loading}
            />
          </Card>
        </Col>
        <Col span={24}>
          <QuickLinks />
        </Col>
      </Row>
    </>
  );
}
