import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Role } from '../../resources/access/roles.ts';

const COLORS: Record<Role, string> = { owner: 'gold', admin: 'blue', member: 'green', viewer: 'default' };

export function RoleTag({ role }: { role: Role | null }) {
  const { t } = useTranslation();
  if (!role) return <Tag>{t('teams.roles.none')}</Tag>;
  return <Tag color={COLORS[role]}>{t(`teams.roles.${role}`)}</Tag>;
}
