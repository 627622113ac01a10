import { useState } from 'react';
import { Avatar, Button, Dropdown, Typography } from 'antd';
import { LogoutOutlined, TeamOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { logout } from '../../providers/logout.ts';
import { Ltr } from '../components/ltr.tsx';
import { MenuTooltip } from '../components/menu-tooltip.tsx';
import { useCurrentUser } from '../session/use-session.ts';
import { BRAND_COLOR } from '../theme/theme-config.ts';

/** A round picture of the user's initial, white on the brand blue. */
function initialAvatar(initial: string): string {
  const letter = initial.replace(/[<>&"']/g, '');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect width="24" height="24" fill="${BRAND_COLOR}"/><text x="12" y="16.5" text-anchor="middle" font-family="system-ui,sans-serif" font-size="13" fill="#fff">${letter}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export function UserMenu({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const initial = user.name.trim().charAt(0).toUpperCase() || '?';
  const [open, setOpen] = useState(false);

  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      onOpenChange={setOpen}
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
      {/* The name it shows starts its accessible name (WCAG 2.5.3); the initial is a picture, not text to read. */}
      <MenuTooltip title={compact ? t('shell.userMenu.labelWithName', { name: user.name }) : undefined} menuOpen={open}>
        <Button
          type="text"
          data-testid="user-menu"
          aria-label={compact ? t('shell.userMenu.label') : t('shell.userMenu.labelWithName', { name: user.name })}
          style={{ paddingInline: 4 }}
        >
          <Avatar size="small" src={initialAvatar(initial)} alt="" />
          {!compact && <span>{user.name}</span>}
        </Button>
      </MenuTooltip>
    </Dropdown>
  );
}
