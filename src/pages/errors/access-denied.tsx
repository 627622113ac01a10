import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Decision } from '../../../resources/access/index.ts';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { useCurrentUser } from '../../session/use-session.ts';
import { ErrorPage } from './error-page.tsx';

/**
 * What a signed-in user sees on a screen their role may not open: which role (or platform staff)
 * it needs and the role they have. Shown instead of the screen, so its forbidden request never goes out.
 */
export function AccessDenied({ needs }: { needs: Decision['needs'] }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  usePageTitle(t('errors.accessDenied.title'));
  const team = user.current_team;
  const description =
    needs === 'staff' || !needs
      ? t('errors.accessDenied.needsStaff')
      : t('errors.accessDenied.needsRole', {
          role: t(`teams.roles.${needs}`),
          team: team.name,
          current: t(`teams.roles.${team.role ?? 'none'}`),
        });
  return (
    <ErrorPage
      code={403}
      title={t('errors.accessDenied.title')}
      description={description}
      actions={
        <Link to="/">
          <Button type="primary">{t('errors.actions.home')}</Button>
        </Link>
      }
    />
  );
}
