import { useState } from 'react';
import { Alert, Button, Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { authProvider } from '../../../providers/auth-provider.ts';
import { AuthCard } from '../../components/auth-card.tsx';
import { useSubmit } from '../../hooks/use-submit.ts';
import { EmailField } from './auth-fields.tsx';

export default function ForgetPassword() {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ email: string }>();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const { submit, submitting, formError, clearError } = useSubmit(form, async ({ email }) => {
    const result = await authProvider.forgotPassword!({ email });
    if (!result.success) throw result.error;
    setSentTo(email);
  });

  return (
    <AuthCard
      title={t('auth.forgot.title')}
      subtitle={t('auth.forgot.subtitle')}
      error={formError}
      onErrorClose={clearError}
      footer={<Link to="/login">{t('auth.forgot.back')}</Link>}
    >
      {sentTo && (
        <Alert type="success" showIcon style={{ marginBottom: 16 }} message={t('auth.forgot.sent')} role="status" />
      )}
      <Form form={form} name="forgot" layout="vertical" requiredMark={false} onFinish={submit}>
        <EmailField autoFocus />
        <Button type="primary" htmlType="submit" block loading={submitting}>
          {sentTo ? t('auth.forgot.resend') : t('auth.forgot.submit')}
        </Button>
      </Form>
      <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0 }}>
        {t('auth.forgot.hint')}
      </Typography.Paragraph>
    </AuthCard>
  );
}
