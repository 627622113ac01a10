import { Button, Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { authProvider } from '../../../providers/auth-provider.ts';
import { AuthCard } from '../../components/auth-card.tsx';
import { useSubmit } from '../../hooks/use-submit.ts';
import { ConfirmationField, EmailField, NameField, PasswordField } from './auth-fields.tsx';

interface SignupValues {
  name: string;
  email: string;
  password: string;
  password_confirmation: string;
}

export default function Signup() {
  const { t } = useTranslation();
  const [form] = Form.useForm<SignupValues>();
  const navigate = useNavigate();

  const { submit, submitting, formError, clearError } = useSubmit(form, async (values) => {
    const result = await authProvider.register!(values);
    if (!result.success) throw result.error;
    navigate(result.redirectTo ?? '/verify-email', { replace: true });
  });

  return (
    <AuthCard
      title={t('auth.signup.title')}
      subtitle={t('auth.signup.subtitle')}
      error={formError}
      onErrorClose={clearError}
      footer={
        <Typography.Text type="secondary">
          {t('auth.signup.haveAccount')} <Link to="/login">{t('auth.signup.login')}</Link>
        </Typography.Text>
      }
    >
      <Form form={form} name="signup" layout="vertical" requiredMark={false} onFinish={submit}>
        <NameField autoFocus />
        <EmailField />
        <PasswordField isNew />
        <ConfirmationField />
        <Button type="primary" htmlType="submit" block loading={submitting}>
          {t('auth.signup.submit')}
        </Button>
      </Form>
    </AuthCard>
  );
}
