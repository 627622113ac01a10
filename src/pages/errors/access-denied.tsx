import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Decision } from '../../../resources/access/index.ts';
import { useAccess } from '../../hooks/use-access.ts';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { useCurrentUser } from '../../session/use-session.ts';
import { ErrorPage } from './error-page.tsx';

const TEAM_SETTINGS = '/my-account/team-settings/general';

/**
 * What a signed-in user sees on a screen they may not open: which role (or platform staff) it
 * needs and the role they have, or that their team has switched the screen's area off and who may
 * switch it on. Shown instead of the screen, so its forbidden request never goes out.
 */
export function AccessDenied({ decision }: { decision: Decision }) {
  if (decision.area) return <AreaOff />;
  return <RoleDenied needs={decision.needs} />;
}

function RoleDenied({ needs }: { needs: Decision['needs'] }) {
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
  return <ErrorPage code={403} title={t('errors.accessDenied.title')} description={description} actions={<HomeButton primary />} />;
}

/** The hub (the only switchable area so far) is off for this team. */
function AreaOff() {
  const { t } = useTranslation();
  const team = useCurrentUser().current_team;
  const mayEnable = useAccess()({ resource: 'teams', action: 'edit' });
  usePageTitle(t('errors.hubOff.title'));
  return (
    <ErrorPage
      code={403}
      title={t('errors.hubOff.title')}
      description={`${t('errors.hubOff.description', { team: team.name })} ${t(mayEnable ? 'errors.hubOff.youMay' : 'errors.hubOff.askAdmin')}`}
      actions={
        <>
          {mayEnable && (
            <Link to={TEAM_SETTINGS}>
              <Button type="primary">{t('errors.actions.teamSettings')}</Button>
            </Link>
          )}
          <HomeButton primary={!mayEnable} />
        </>
      }
    />
  );
}

function HomeButton({ primary }: { primary: boolean }) {
  const { t } = useTranslation();
  return (
    <Link to="/">
      <Button type={primary ? 'primary' : 'default'}>{t('errors.actions.home')}</Button>
    </Link>
  );
}
