import { useState } from 'react';
import { Button, Flex, Typography } from 'antd';
import { MailOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { endpoints } from '../../../resources/account/endpoints.ts';
import { http } from '../../../providers/http-client.ts';
import { logout } from '../../../providers/logout.ts';
import { toast } from '../../../providers/notification-provider.ts';
import { clearPendingSignup, getPendingSignup } from '../../../providers/session-store.ts';
import { AuthCard } from '../../components/auth-card.tsx';
import { errorText } from '../../components/error-text.ts';
import { Ltr } from '../../components/ltr.tsx';
import { useSession } from '../../session/use-session.ts';

/** Waiting for the mailed link: signed in (and unverified), or just signed up in this browser. */
export function VerifyPending() {
  const { user } = useSession();
  return user ? <SignedInPending email={user.email} /> : <SignedUpPending />;
}

function SignedInPending({ email }: { email: string }) {
  const { t } = useTranslation();
  const [sending, setSending] = useState(false);

  const resend = async () => {
    setSending(true);
    try {
      await http.post(endpoints.verificationNotification);
      toast('success', t('auth.verify.resent'));
    } catch (error) {
      toast('danger', errorText(error, t));
    } finally {
      setSending(false);
    }
  };

  return (
    <AuthCard title={t('auth.verify.title')}>
      <Flex vertical gap={16}>
        <Typography.Paragraph style={{ margin: 0 }}>
          <MailOutlined /> {t('auth.verify.checkInbox')} <Ltr>{email}</Ltr>
        </Typography.Paragraph>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('auth.verify.hint')}
        </Typography.Paragraph>
        <Button type="primary" block loading={sending} onClick={resend} autoFocus>
          {t('auth.verify.resend')}
        </Button>
        <Button type="link" onClick={() => void logout()} data-testid="logout">
          {t('auth.verify.logout')}
        </Button>
      </Flex>
    </AuthCard>
  );
}

/**
 * Right after sign-up there is no session yet: the link in the mail signs this browser in. The
 * page says the same whatever the mail holds (a link, or a note that the address has an account).
 */
function SignedUpPending() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const email = getPendingSignup()?.email ?? '';
  return (
    <AuthCard title={t('auth.verify.title')}>
      <Flex vertical gap={16}>
        <Typography.Paragraph style={{ margin: 0 }} data-testid="signup-sent">
          <MailOutlined /> {t('auth.verify.sentTo')} <Ltr>{email}</Ltr>
        </Typography.Paragraph>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('auth.verify.sentHint')}
        </Typography.Paragraph>
        <Button type="primary" block onClick={() => navigate('/login')}>
          {t('auth.verify.signIn')}
        </Button>
        <Button
          type="link"
          onClick={() => {
            clearPendingSignup();
            navigate('/signup', { replace: true });
          }}
        >
          {t('auth.verify.otherAddress')}
        </Button>
      </Flex>
    </AuthCard>
  );
}
