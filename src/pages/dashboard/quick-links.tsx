import type { ReactNode } from 'react';
import { Card, Flex } from 'antd';
import { KeyOutlined, MailOutlined, TeamOutlined, UserAddOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAccess } from '../../hooks/use-access.ts';

interface QuickLink {
  to: string;
  label: string;
  icon: ReactNode;
  visible: boolean;
}

/** Shortcuts to what the user's role lets them do. */
export function QuickLinks() {
  const { t } = useTranslation();
  const may = useAccess();
  const links: QuickLink[] = [
    { to: '/my-account/profile', label: t('dashboard.links.profile'), icon: <UserOutlined />, visible: true },
    { to: '/my-account/team-settings/members', label: t('dashboard.links.members'), icon: <TeamOutlined />, visible: may({ resource: 'team-members', action: 'list' }) },
    { to: '/my-account/team-settings/invitations', label: t('dashboard.links.invite'), icon: <UserAddOutlined />, visible: may({ resource: 'team-invitations', action: 'create' }) },
    { to: '/settings/tokens', label: t('dashboard.links.tokens'), icon: <KeyOutlined />, visible: may({ resource: 'team-tokens', action: 'list' }) },
    { to: '/management/mail-outbox', label: t('dashboard.links.outbox'), icon: <MailOutlined />, visible: may({ resource: 'mail-outbox', action: 'list' }) },
  ];

  return (
    <Card title={t('dashboard.links.title')}>
      <Flex wrap gap={12}>
        {links
          .filter((link) => link.visible)
          .map((link) => (
            <Link key={link.to} to={link.to}>
              <Card size="small" hoverable style={{ minWidth: 200 }}>
                <Flex gap={8} align="center">
                  {link.icon}
                  {link.label}
                </Flex>
              </Card>
            </Link>
          ))}
      </Flex>
    </Card>
  );
}
