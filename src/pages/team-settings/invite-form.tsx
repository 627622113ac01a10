import { Button, Form, Input } from 'antd';
import { useCustomMutation } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { Role } from '../../../resources/access/roles.ts';
import { endpoints } from '../../../resources/account/endpoints.ts';
import { toast } from '../../../providers/notification-provider.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { useSubmit } from '../../hooks/use-submit.ts';
import { RoleSelect } from './role-select.tsx';

interface InviteValues {
  email: string;
  role: Exclude<Role, 'owner'>;
}

export function InviteForm({ teamId, onInvited }: { teamId: number; onInvited: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<InviteValues>();
  const { mutateAsync } = useCustomMutation();
  const { submit, submitting, formError } = useSubmit(form, async (values) => {
    await mutateAsync({ url: endpoints.invitations(teamId), method: 'post', values, successNotification: false, errorNotification: false });
    toast('success', t('teams.invitations.sent', { email: values.email }));
    form.resetFields(['email']);
    onInvited();
  });

  return (
    <>
      <FormAlert message={formError} />
      <Form form={form} name="invite" layout="vertical" onFinish={submit} initialValues={{ role: 'member' }}>
        <Form.Item
          label={t('teams.invitations.email')}
          name="email"
          rules={[
            { required: true, message: t('auth.validation.emailRequired') },
            { type: 'email', message: t('auth.validation.emailInvalid') },
          ]}
        >
          <Input inputMode="email" dir="ltr" autoFocus />
        </Form.Item>
        <Form.Item label={t('teams.invitations.role')} name="role" rules={[{ required: true }]}>
          <RoleSelect />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={submitting}>
          {t('teams.invitations.submit')}
        </Button>
      </Form>
    </>
  );
}
