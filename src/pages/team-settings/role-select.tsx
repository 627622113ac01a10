import { useTranslation } from 'react-i18next';
import { ROLES, type Role } from '../../../resources/access/roles.ts';
import { FormSelect } from '../../components/form-select.tsx';

/** Roles one may hand out by invitation or account creation: never owner (the contract forbids it). */
const GRANTABLE = ROLES.filter((role) => role !== 'owner');

export function RoleSelect(props: { value?: Role; onChange?: (role: Role) => void; id?: string; 'aria-required'?: boolean | 'true' | 'false' }) {
  const { t } = useTranslation();
  return <FormSelect<Role> {...props} options={GRANTABLE.map((role) => ({ value: role, label: t(`teams.roles.${role}`) }))} />;
}
