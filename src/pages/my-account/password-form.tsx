import { Button, Card, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../providers/notification-provider.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { useSubmit } from '../../hooks/use-submit.ts';
import { ConfirmationField, PasswordField } from '../auth/auth-fields.tsx';
import { useCurrentUser } from '../../session/use-session.ts';
import { useSaveUser } from './save-user.ts';

interface PasswordValues {
  current_password: string;
  password: string;
  password_confirmation: string;
}

export function PasswordForm() {
  const { t } = useTranslation();
  const [form] = Form.useForm<PasswordValues>();
  const user = useCurrentUser();
  const saveUser = useSaveUser();
  const { submit, submitting, formError } = useSubmit(form, async ({ current_password, password }) => {
    await saveUser({ current_password, password });
    form.resetFields();
    toast('success', t('account.password.saved'));
  });

  return (
    <Card title={t('account.password.title')}>
      <FormAlert message={formError} />
      <Form form={form} name="change-password" layout="vertical" onFinish={submit}>
        <Form.Item
          label={t('account.fields.currentPassword')}
          name="current_password"
          rules={[{ required: true, message: t('account.validation.currentPassword') }]}
        >
          <Input.Password dir="ltr" autoComplete="current-password" />
        </Form.Item>
        <PasswordField isNew label={t('account.fields.newPassword')} known={[user.name, user.email]} />
        <ConfirmationField />
        <Button htmlType="submit" loading={submitting}>
          {t('account.password.submit')}
        </Button>
      </Form>
    </Card>
  );
}
