import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { toast } from '../../providers/notification-provider.ts';
import { FormAlert } from '../components/form-alert.tsx';
import { useSubmit } from '../hooks/use-submit.ts';
import { useTeamActions } from '../teams/use-team-actions.ts';

export function CreateTeamModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ name: string }>();
  const { createTeam } = useTeamActions();
  const { submit, submitting, formError } = useSubmit(form, async ({ name }) => {
    await createTeam(name.trim());
    toast('success', t('shell.teams.created', { name }));
    form.resetFields();
    onClose();
  });

  return (
    <Modal
      title={t('shell.teams.createTitle')}
      open={open}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('shell.teams.createSubmit')}
      cancelText={t('common.cancel')}
      confirmLoading={submitting}
      destroyOnHidden
    >
      <FormAlert message={formError} />
      <Form form={form} layout="vertical" requiredMark={false} onFinish={submit} name="create-team">
        <Form.Item
          label={t('shell.teams.name')}
          name="name"
          rules={[{ required: true, whitespace: true, message: t('shell.teams.nameRequired') }]}
        >
          <Input autoFocus maxLength={120} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
