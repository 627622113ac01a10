import { Button, Card, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../providers/notification-provider.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { Ltr } from '../../components/ltr.tsx';
import { useSubmit } from '../../hooks/use-submit.ts';
import { useCurrentUser } from '../../session/use-session.ts';
import { useSaveUser } from './save-user.ts';

interface EmailValues {
  email: string;
  current_password: string;
}

export function EmailForm() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const saveUser = useSaveUser();
  const [form] = Form.useForm<EmailValues>();
  const { submit, submitting, formError } = useSubmit(form, async (values) => {
    await saveUser({ email: values.email, current_password: values.current_password });
    form.resetFields(['current_password']);
    toast('success', t('account.email.saved'));
  });

  return (
    <Card title={t('account.email.title')}>
      <Typography.Paragraph type="secondary">
        {t('account.email.current')} <Ltr>{user.email}</Ltr>
      </Typography.Paragraph>
      <FormAlert message={formError} />
      <Form form={form} name="change-email" layout="vertical" onFinish={submit} initialValues={{ email: user.email }}>
        <Form.Item
          label={t('account.fields.email')}
          name="email"
          rules={[
            { required: true, message: t('auth.validation.emailRequired') },
            { type: 'email', message: t('auth.validation.emailInvalid') },
          ]}
        >
          <Input inputMode="email" dir="ltr" autoComplete="email" />
        </Form.Item>
        <Form.Item
          label={t('account.fields.currentPassword')}
          name="current_password"
          rules={[{ required: true, message: t('account.validation.currentPassword') }]}
        >
          <Input.Password dir="ltr" autoComplete="current-password" />
        </Form.Item>
        <Button htmlType="submit" loading={submitting}>
          {t('account.email.submit')}
        </Button>
      </Form>
    </Card>
  );
}
