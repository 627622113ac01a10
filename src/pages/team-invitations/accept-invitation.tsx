import { Alert, Descriptions, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { endpoints } from '../../../resources/account/endpoints.ts';
import type { InvitationPreview } from '../../../resources/account/schemas.ts';
import { http } from '../../../providers/http-client.ts';
import { AuthCard } from '../../components/auth-card.tsx';
import { DateTime } from '../../components/date-time.tsx';
import { errorText } from '../../components/error-text.ts';
import { Ltr } from '../../components/ltr.tsx';
import { RoleTag } from '../../components/role-tag.tsx';
import { useRequest } from '../../hooks/use-request.ts';
import { useSession } from '../../session/use-session.ts';
import { AcceptAsNewUser } from './accept-as-new-user.tsx';
import { AcceptSignedIn } from './accept-signed-in.tsx';
import { SignInToAccept } from './sign-in-to-accept.tsx';

/** Public page behind the invitation email: who invites whom, then the way to accept that fits. */
export default function AcceptInvitation() {
  const { t } = useTranslation();
  const token = useParams()['*'] ?? '';
  const { signedIn } = useSession();
  const preview = useRequest(`invitation:${token}`, () => http.get<InvitationPreview>(endpoints.invitationPreview(token)));
  const invitation = preview.data;

  return (
    <AuthCard title={t('teams.accept.title')} width={480}>
      {preview.loading && <Skeleton active />}
      {!!preview.error && <Alert type="error" showIcon message={t('teams.accept.invalid')} description={errorText(preview.error, t)} role="alert" />}
      {invitation && (
        <>
          <Descriptions column={1} size="small" style={{ marginBottom: 16 }}>
            <Descriptions.Item label={t('teams.accept.team')}>{invitation.team_name}</Descriptions.Item>
            <Descriptions.Item label={t('teams.accept.email')}>
              <Ltr>{invitation.email}</Ltr>
            </Descriptions.Item>
            <Descriptions.Item label={t('teams.accept.role')}>
              <RoleTag role={invitation.role} />
            </Descriptions.Item>
            <Descriptions.Item label={t('teams.accept.expiresAt')}>
              <DateTime value={invitation.expires_at} />
            </Descriptions.Item>
          </Descriptions>
          {signedIn ? (
            <AcceptSignedIn token={token} invitation={invitation} />
          ) : invitation.user_exists ? (
            <SignInToAccept token={token} />
          ) : (
            <AcceptAsNewUser token={token} />
          )}
        </>
      )}
    </AuthCard>
  );
}
