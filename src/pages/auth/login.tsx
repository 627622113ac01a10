import { useState, type FormEvent } from 'react';
import { Button, Divider, Flex, theme } from 'antd';
// The two inputs themselves: antd's Input export also carries TextArea, Search and OTP.
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { GoogleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { authProvider } from '../../../providers/auth-provider.ts';
import { isHttpError } from '../../../providers/http-error.ts';
import { AuthCard } from '../../components/auth-card.tsx';
import { errorId, PlainField } from '../../components/plain-field.tsx';
import { usePublicConfig } from '../../hooks/use-public-config.ts';
import { useSubmit } from '../../hooks/use-submit.ts';
import { checkLogin, type LoginErrors, type LoginValues } from './login-check.ts';

/**
 * The sign-in page. Its form is plain React rather than antd's Form, so the first page most people
 * open stays light (docs/architecture.md#screens-and-routes); it looks and behaves like the other
 * auth forms: errors under their fields, the server's 422 messages too, anything else above.
 */
export default function Login() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const config = usePublicConfig();
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [checked, setChecked] = useState(false);

  const { submit, submitting, formError, clearError } = useSubmit<LoginValues>(
    (error) => {
      if (!isHttpError(error)) return false;
      const placed: LoginErrors = {};
      for (const field of ['email', 'password'] as const) if (error.errors[field]?.length) placed[field] = error.errors[field][0];
      setErrors(placed);
      return Object.keys(placed).length > 0;
    },
    async (sent) => {
      const result = await authProvider.login({ ...sent, to: params.get('to') });
      if (!result.success) throw result.error;
      navigate(result.redirectTo ?? '/', { replace: true });
    },
  );

  const change = (field: keyof LoginValues) => (event: { target: { value: string } }) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    // Once the form was checked, each field is checked again as it is typed, as the other forms do.
    if (checked) setErrors((shown) => ({ ...shown, [field]: checkLogin(next, t)[field] }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    const found = checkLogin(values, t);
    setErrors(found);
    const first = (['email', 'password'] as const).find((field) => found[field]);
    if (first) return document.getElementById(`login_${first}`)?.focus();
    void submit({ email: values.email.trim(), password: values.password });
  };

  const fieldProps = (field: keyof LoginValues) => ({
    id: `login_${field}`,
    name: field,
    value: values[field],
    onChange: change(field),
    dir: 'ltr' as const,
    status: errors[field] ? ('error' as const) : undefined,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errorId(`login_${field}`),
  });

  return (
    <AuthCard
      title={t('auth.login.title')}
      subtitle={t('auth.login.subtitle')}
      error={formError}
      onErrorClose={clearError}
      footer={
        <span style={{ color: token.colorTextSecondary, fontSize: token.fontSize }}>
          {t('auth.login.noAccount')} <Link to="/signup">{t('auth.login.signup')}</Link>
        </span>
      }
    >
      <form name="login" noValidate onSubmit={onSubmit}>
        <PlainField id="login_email" label={t('auth.fields.email')} error={errors.email}>
          <Input {...fieldProps('email')} inputMode="email" autoComplete="email" autoFocus />
        </PlainField>
        <PlainField id="login_password" label={t('auth.fields.password')} error={errors.password}>
          <Password {...fieldProps('password')} autoComplete="current-password" />
        </PlainField>
        <Flex justify="end" style={{ marginTop: errors.password ? 0 : -12, marginBottom: 16, fontSize: token.fontSize }}>
          <Link to="/forget-password">{t('auth.login.forgot')}</Link>
        </Flex>
        <Button type="primary" htmlType="submit" block loading={submitting}>
          {t('auth.login.submit')}
        </Button>
      </form>
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
