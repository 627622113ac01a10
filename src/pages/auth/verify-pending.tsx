import { useState } from 'react';
import { Button, Flex, Typography } from 'antd';
import { MailOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { endpoints } from '../../../resources/account/endpoints.ts';
import { http } from '../../../providers/http-client.ts';
import { logout } from '../../../providers/logout.ts';
import { toast } from '../../../providers/notification-provider.ts';
import { AuthCard } from '../../components/auth-card.tsx';
import { errorText } from '../../components/error-text.ts';
import { Ltr } from '../../components/ltr.tsx';
import { useSession } from '../../session/use-session.ts';

export function VerifyPending() {
  const { t } = useTranslation();
  const { user } = useSession();
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
          <MailOutlined /> {t('auth.verify.checkInbox')} {user && <Ltr>{user.email}</Ltr>}
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
