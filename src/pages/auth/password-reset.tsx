import { Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { authProvider } from '../../../providers/auth-provider.ts';
import { toast } from '../../../providers/notification-provider.ts';
import { AuthCard } from '../../components/auth-card.tsx';
import { useSubmit } from '../../hooks/use-submit.ts';
import { ConfirmationField, EmailField, PasswordField } from './auth-fields.tsx';

interface ResetValues {
  email: string;
  password: string;
  password_confirmation: string;
}

export default function PasswordReset() {
  const { t } = useTranslation();
  const [form] = Form.useForm<ResetValues>();
  const navigate = useNavigate();
  const token = useParams()['*'] ?? '';
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';

  const { submit, submitting, formError, clearError } = useSubmit(form, async (values) => {
    const result = await authProvider.updatePassword!({ ...values, token });
    if (!result.success) throw result.error;
    toast('success', t('auth.reset.done'));
    navigate('/login', { replace: true });
  });

  return (
    <AuthCard
      title={t('auth.reset.title')}
      subtitle={t('auth.reset.subtitle')}
      error={formError}
      onErrorClose={clearError}
      footer={<Link to="/forget-password">{t('auth.reset.newLink')}</Link>}
    >
      <Form form={form} name="reset" layout="vertical" requiredMark={false} initialValues={{ email }} onFinish={submit}>
        <EmailField autoFocus={!email} />
        <PasswordField isNew autoFocus={!!email} />
        <ConfirmationField />
        <Button type="primary" htmlType="submit" block loading={submitting}>
          {t('auth.reset.submit')}
        </Button>
      </Form>
    </AuthCard>
  );
}
