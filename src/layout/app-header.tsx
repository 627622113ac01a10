import { Button, Flex, Layout, Tooltip, theme } from 'antd';
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { canUser } from '../../providers/access-control-provider.ts';
import { useCurrentUser } from '../session/use-session.ts';
import { ColorModeSwitch } from './color-mode-switch.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { TeamSwitcher } from './team-switcher.tsx';
import { UserMenu } from './user-menu.tsx';
import { ViewAsTeam } from './view-as-team.tsx';

interface AppHeaderProps {
  compact: boolean;
  menuOpen: boolean;
  onToggleMenu: () => void;
}

export function AppHeader({ compact, menuOpen, onToggleMenu }: AppHeaderProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const user = useCurrentUser();
  const mayViewAs = canUser(user, { resource: 'view-as-team', action: 'edit' }).can;
  const rtl = document.documentElement.dir === 'rtl';
  // The fold arrows point the way the sider moves, which flips with the writing direction.
  const folded = menuOpen !== rtl;

  return (
    <Layout.Header
      style={{
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
        padding: compact ? '0 8px' : '0 16px',
        height: 56,
        lineHeight: '56px',
        position: 'sticky',
        top: 0,
        zIndex: 10,
      }}
    >
      <Flex align="center" justify="space-between" gap={8} style={{ height: '100%' }}>
        <Flex align="center" gap={8} style={{ minWidth: 0 }}>
          <Tooltip title={t('shell.menu.toggle')} placement="bottomLeft">
            <Button
              type="text"
              icon={folded ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
              onClick={onToggleMenu}
              aria-label={t('shell.menu.toggle')}
              aria-expanded={menuOpen}
              data-testid="menu-toggle"
            />
          </Tooltip>
          <TeamSwitcher width={compact ? 140 : 220} />
        </Flex>
        <Flex align="center" gap={compact ? 4 : 8}>
          {mayViewAs && <ViewAsTeam />}
          <LanguageSwitch compact={compact} />
          <ColorModeSwitch />
          <UserMenu compact={compact} />
        </Flex>
      </Flex>
    </Layout.Header>
  );
}
