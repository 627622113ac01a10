import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { endpoints } from '../../../resources/account/endpoints.ts';
import type { InvitationPreview } from '../../../resources/account/schemas.ts';
import { fetchCurrentUser } from '../../../providers/current-user.ts';
import { http } from '../../../providers/http-client.ts';
import { toast } from '../../../providers/notification-provider.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { Ltr } from '../../components/ltr.tsx';
import { useSubmit } from '../../hooks/use-submit.ts';
import { useCurrentUser } from '../../session/use-session.ts';

export function AcceptSignedIn({ token, invitation }: { token: string; invitation: InvitationPreview }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const { submit, submitting, formError } = useSubmit(null, async () => {
    await http.post(endpoints.acceptInvitation(token), {});
    await fetchCurrentUser({ force: true });
    toast('success', t('teams.accept.joined', { name: invitation.team_name }));
    navigate('/', { replace: true });
  });
  const otherEmail = user.email.toLowerCase() !== invitation.email.toLowerCase();

  return (
    <>
      {otherEmail && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          message={
            <>
              {t('teams.accept.otherAccount')} <Ltr>{user.email}</Ltr>
            </>
          }
        />
      )}
      <FormAlert message={formError} />
      <Button type="primary" block autoFocus loading={submitting} onClick={() => submit(undefined)} data-testid="accept-invitation">
        {t('teams.accept.accept')}
      </Button>
    </>
  );
}
