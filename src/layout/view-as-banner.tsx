import { useState } from 'react';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { toast } from '../../providers/notification-provider.ts';
import { errorText } from '../components/error-text.ts';
import { Ltr } from '../components/ltr.tsx';
import { useCurrentUser } from '../session/use-session.ts';
import { useTeamActions } from '../teams/use-team-actions.ts';

/** Always visible while staff act as another team, so nobody edits a customer's data by mistake. */
export function ViewAsBanner() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { viewAs } = useTeamActions();
  const [busy, setBusy] = useState(false);
  const team = user.current_team;
  if (team.meta.view_team_id === null) return null;

  const leave = async () => {
    setBusy(true);
    try {
      await viewAs(null);
    } catch (error) {
      toast('danger', errorText(error, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Alert
      banner
      type="warning"
      data-testid="view-as-banner"
      message={
        <>
          {t('shell.viewAs.banner', { name: team.name })} <Ltr>#{team.meta.view_team_id}</Ltr>
        </>
      }
      action={
        <Button size="small" loading={busy} onClick={leave}>
          {t('shell.viewAs.leave')}
        </Button>
      }
    />
  );
}
