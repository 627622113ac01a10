import { useState } from 'react';
import { Select } from 'antd';
import { useCustomMutation } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { ROLES, type Role } from '../../../resources/access/roles.ts';
import { endpoints } from '../../../resources/account/endpoints.ts';
import type { Member } from '../../../resources/account/schemas.ts';
import { toast } from '../../../providers/notification-provider.ts';
import { errorText } from '../../components/error-text.ts';
import { RoleTag } from '../../components/role-tag.tsx';
import { useAccess } from '../../hooks/use-access.ts';

interface Props {
  teamId: number;
  member: Member;
  self: boolean;
  onChanged: () => void;
}

/** A select where the viewer may change this member's role, a plain tag otherwise. */
export function MemberRole({ teamId, member, self, onChanged }: Props) {
  const { t } = useTranslation();
  const may = useAccess();
  const [saving, setSaving] = useState(false);
  const { mutateAsync } = useCustomMutation();
  const record = { role: member.role };
  // Nobody changes their own role here: an owner demoting themselves could leave no owner behind.
  if (self || !may({ resource: 'team-members', action: 'edit', record })) return <RoleTag role={member.role} />;

  const change = async (role: Role) => {
    setSaving(true);
    try {
      await mutateAsync({ url: endpoints.member(teamId, member.user_id), method: 'put', values: { role }, successNotification: false, errorNotification: false });
      toast('success', t('teams.members.roleChanged', { name: member.name, role: t(`teams.roles.${role}`) }));
      onChanged();
    } catch (error) {
      toast('danger', errorText(error, t));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Select<Role>
      size="small"
      style={{ width: 130 }}
      value={member.role}
      loading={saving}
      disabled={saving}
      aria-label={t('teams.members.changeRole', { name: member.name })}
      onChange={change}
      options={ROLES.map((role) => ({
        value: role,
        label: t(`teams.roles.${role}`),
        disabled: !may({ resource: 'team-members', action: 'edit', record: { ...record, new_role: role } }),
      }))}
    />
  );
}
