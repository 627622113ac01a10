import { Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The invited email already has an account: sign in, then come back here to accept. */
export function SignInToAccept({ token }: { token: string }) {
  const { t } = useTranslation();
  const back = `/team-invitations/${token}`;
  return (
    <>
      <Typography.Paragraph type="secondary">{t('teams.accept.signInHint')}</Typography.Paragraph>
      <Link to={`/login?to=${encodeURIComponent(back)}`}>
        <Button type="primary" block autoFocus>
          {t('teams.accept.signIn')}
        </Button>
      </Link>
    </>
  );
}
