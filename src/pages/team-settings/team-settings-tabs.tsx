import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { useAccess } from '../../hooks/use-access.ts';
import { useCurrentUser } from '../../session/use-session.ts';

const BASE = '/my-account/team-settings';

/** Header shared by the three team settings pages; each tab is its own route. */
export function TeamSettingsTabs() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const may = useAccess();
  const team = useCurrentUser().current_team;

  const items = [
    { key: `${BASE}/general`, label: t('teams.tabs.general') },
    { key: `${BASE}/members`, label: t('teams.tabs.members') },
  ];
  if (may({ resource: 'team-invitations', action: 'list' })) items.push({ key: `${BASE}/invitations`, label: t('teams.tabs.invitations') });

  return (
    <>
      <PageHeader title={t('teams.title')} subtitle={team.name} />
      <Tabs activeKey={pathname} items={items} onChange={(key) => navigate(key)} style={{ marginBottom: 8 }} />
    </>
  );
}
