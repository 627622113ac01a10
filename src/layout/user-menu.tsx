import { Avatar, Button, Dropdown, Typography } from 'antd';
import { LogoutOutlined, TeamOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { logout } from '../../providers/logout.ts';
import { Ltr } from '../components/ltr.tsx';
import { useCurrentUser } from '../session/use-session.ts';

export function UserMenu({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const initial = user.name.trim().charAt(0).toUpperCase() || '?';

  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{
        items: [
          {
            key: 'who',
            disabled: true,
            label: (
              <div style={{ lineHeight: 1.3 }}>
                <Typography.Text strong>{user.name}</Typography.Text>
                <br />
                <Typography.Text type="secondary">
                  <Ltr>{user.email}</Ltr>
                </Typography.Text>
              </div>
            ),
          },
          { type: 'divider' },
          { key: 'account', icon: <UserOutlined />, label: t('shell.userMenu.myAccount') },
          { key: 'team', icon: <TeamOutlined />, label: t('shell.userMenu.teamSettings') },
          { type: 'divider' },
          { key: 'logout', icon: <LogoutOutlined />, danger: true, label: <span data-testid="logout">{t('shell.userMenu.logout')}</span> },
        ],
        onClick: ({ key }) => {
          if (key === 'account') navigate('/my-account/profile');
          if (key === 'team') navigate('/my-account/team-settings/general');
          if (key === 'logout') void logout();
        },
      }}
    >
      <Button type="text" data-testid="user-menu" aria-label={t('shell.userMenu.label')} style={{ paddingInline: 4 }}>
        <Avatar size="small" style={{ backgroundColor: '#2f54eb' }}>
          {initial}
        </Avatar>
        {!compact && <span>{user.name}</span>}
      </Button>
    </Dropdown>
  );
}
