import { Button, Divider, Flex, Form, Typography } from 'antd';
import { GoogleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { authProvider } from '../../../providers/auth-provider.ts';
import { AuthCard } from '../../components/auth-card.tsx';
import { usePublicConfig } from '../../hooks/use-public-config.ts';
import { useSubmit } from '../../hooks/use-submit.ts';
import { EmailField, PasswordField } from './auth-fields.tsx';

interface LoginValues {
  email: string;
  password: string;
}

export default function Login() {
  const { t } = useTranslation();
  const [form] = Form.useForm<LoginValues>();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const config = usePublicConfig();

  const { submit, submitting, formError, clearError } = useSubmit(form, async (values) => {
    const result = await authProvider.login({ ...values, to: params.get('to') });
    if (!result.success) throw result.error;
    navigate(result.redirectTo ?? '/', { replace: true });
  });

  return (
    <AuthCard
      title={t('auth.login.title')}
      subtitle={t('auth.login.subtitle')}
      error={formError}
      onErrorClose={clearError}
      footer={
        <Typography.Text type="secondary">
          {t('auth.login.noAccount')} <Link to="/signup">{t('auth.login.signup')}</Link>
        </Typography.Text>
      }
    >
      <Form form={form} name="login" layout="vertical" requiredMark={false} onFinish={submit}>
        <EmailField autoFocus />
        <PasswordField />
        <Flex justify="end" style={{ marginTop: -12, marginBottom: 16 }}>
          <Link to="/forget-password">{t('auth.login.forgot')}</Link>
        </Flex>
        <Button type="primary" htmlType="submit" block loading={submitting}>
          {t('auth.login.submit')}
        </Button>
      </Form>
      {config?.google_enabled && (
        <>
          <Divider plain>{t('auth.login.or')}</Divider>
          <Link to="/google/auth">
            <Button block icon={<GoogleOutlined />} data-testid="google-sign-in">
              {t('auth.login.google')}
            </Button>
          </Link>
        </>
      )}
    </AuthCard>
  );
}
