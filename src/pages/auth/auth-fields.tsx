import { Form, Input } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';

/** Email, password and confirmation fields shared by sign-in, sign-up, reset and invitations. */
export function EmailField({ autoFocus = false, disabled = false }: { autoFocus?: boolean; disabled?: boolean }) {
  const { t } = useTranslation();
  return (
    <Form.Item
      label={t('auth.fields.email')}
      name="email"
      rules={[
        { required: true, message: t('auth.validation.emailRequired') },
        { type: 'email', message: t('auth.validation.emailInvalid') },
      ]}
    >
      <Input inputMode="email" autoComplete="email" dir="ltr" autoFocus={autoFocus} disabled={disabled} />
    </Form.Item>
  );
}

interface PasswordFieldProps {
  isNew?: boolean;
  autoFocus?: boolean;
  label?: string;
  /** Words a guesser would try first (the person's name and email) when the form has no such fields. */
  known?: readonly string[];
}

export function PasswordField({ isNew = false, autoFocus = false, label, known = [] }: PasswordFieldProps) {
  const { t } = useTranslation();
  const rules: Rule[] = [{ required: true, message: t('auth.validation.passwordRequired') }];
  if (isNew) {
    rules.push({ min: 8, message: t('auth.validation.passwordMin') }, ({ getFieldValue }) => ({
      // The server's rule, loaded only once somebody types a new password (it brings a word list).
      validator: async (_, value: string | undefined) => {
        if (!value || value.length < 8) return;
        const { passwordProblem } = await import('../../../resources/account/password-policy.ts');
        const problem = passwordProblem(value, [...known, getFieldValue('name'), getFieldValue('email')].filter((k): k is string => typeof k === 'string'));
        if (problem === 'common') throw new Error(t('auth.validation.passwordCommon'));
        if (problem === 'weak') throw new Error(t('auth.validation.passwordWeak'));
      },
    }));
  }
  return (
    <Form.Item label={label ?? t('auth.fields.password')} name="password" rules={rules} hasFeedback={isNew}>
      <Input.Password autoComplete={isNew ? 'new-password' : 'current-password'} dir="ltr" autoFocus={autoFocus} />
    </Form.Item>
  );
}

export function ConfirmationField() {
  const { t } = useTranslation();
  return (
    <Form.Item
      label={t('auth.fields.passwordConfirmation')}
      name="password_confirmation"
      dependencies={['password']}
      hasFeedback
      rules={[
        { required: true, message: t('auth.validation.confirmationRequired') },
        ({ getFieldValue }) => ({
          validator: (_, value) =>
            !value || getFieldValue('password') === value
              ? Promise.resolve()
              : Promise.reject(new Error(t('auth.validation.passwordsDiffer'))),
        }),
      ]}
    >
      <Input.Password autoComplete="new-password" dir="ltr" />
    </Form.Item>
  );
}

export function NameField({ autoFocus = false }: { autoFocus?: boolean }) {
  const { t } = useTranslation();
  return (
    <Form.Item label={t('auth.fields.name')} name="name" rules={[{ required: true, whitespace: true, message: t('auth.validation.nameRequired') }]}>
      <Input autoComplete="name" autoFocus={autoFocus} maxLength={120} />
    </Form.Item>
  );
}
