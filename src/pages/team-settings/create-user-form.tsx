import { Button, Form, Input, Typography } from 'antd';
import { useCustomMutation, useInvalidate } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { Role } from '../../../resources/access/roles.ts';
import { endpoints } from '../../../resources/account/endpoints.ts';
import { toast } from '../../../providers/notification-provider.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { useSubmit } from '../../hooks/use-submit.ts';
import { RoleSelect } from './role-select.tsx';

interface CreateUserValues {
  name: string;
  email: string;
  role: Exclude<Role, 'owner'>;
}

/** For teams that set accounts up for their staff instead of waiting for them to accept. */
export function CreateUserForm({ teamId }: { teamId: number }) {
  const { t } = useTranslation();
  const invalidate = useInvalidate();
  const { mutateAsync } = useCustomMutation();
  const [form] = Form.useForm<CreateUserValues>();
  const { submit, submitting, formError } = useSubmit(form, async (values) => {
    await mutateAsync({ url: endpoints.teamUsers(teamId), method: 'post', values, successNotification: false, errorNotification: false });
    toast('success', t('teams.users.created', { email: values.email }));
    form.resetFields(['name', 'email']);
    await invalidate({ invalidates: ['all'] });
  });

  return (
    <>
      <Typography.Paragraph type="secondary">{t('teams.users.help')}</Typography.Paragraph>
      <FormAlert message={formError} />
      <Form form={form} name="create-user" layout="vertical" onFinish={submit} initialValues={{ role: 'member' }}>
        <Form.Item label={t('teams.users.name')} name="name" rules={[{ required: true, whitespace: true, message: t('auth.validation.nameRequired') }]}>
          <Input maxLength={120} />
        </Form.Item>
        <Form.Item
          label={t('teams.users.email')}
          name="email"
          rules={[
            { required: true, message: t('auth.validation.emailRequired') },
            { type: 'email', message: t('auth.validation.emailInvalid') },
          ]}
        >
          <Input inputMode="email" dir="ltr" />
        </Form.Item>
        <Form.Item label={t('teams.users.role')} name="role" rules={[{ required: true }]}>
          <RoleSelect />
        </Form.Item>
        <Button htmlType="submit" loading={submitting}>
          {t('teams.users.submit')}
        </Button>
      </Form>
    </>
  );
}
