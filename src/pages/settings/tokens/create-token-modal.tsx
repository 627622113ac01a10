import { Form, Input, Modal, Select } from 'antd';
import { useCustomMutation } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { endpoints } from '../../../../resources/account/endpoints.ts';
import type { CreatedApiToken } from '../../../../resources/account/schemas.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { useSubmit } from '../../../hooks/use-submit.ts';

/** Expiry choices in days; 0 stands for "never" because a Select value cannot be null. */
const EXPIRY_DAYS = [30, 90, 365, 0] as const;

interface Values {
  name: string;
  expires_in_days: (typeof EXPIRY_DAYS)[number];
}

interface Props {
  teamId: number;
  open: boolean;
  onClose: () => void;
  onCreated: (token: CreatedApiToken) => void;
}

export function CreateTokenModal({ teamId, open, onClose, onCreated }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const { mutateAsync } = useCustomMutation<CreatedApiToken>();
  const { submit, submitting, formError } = useSubmit(form, async ({ name, expires_in_days }) => {
    const { data: token } = await mutateAsync({
      url: endpoints.tokens(teamId),
      method: 'post',
      values: { name: name.trim(), expires_in_days: expires_in_days || null },
      successNotification: false,
      errorNotification: false,
    });
    form.resetFields();
    onCreated(token);
  });
  const label = (days: number) => (days ? t('tokens.expiry.days', { count: days }) : t('tokens.expiry.never'));

  return (
    <Modal
      title={t('tokens.createTitle')}
      open={open}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('tokens.createSubmit')}
      cancelText={t('common.cancel')}
      confirmLoading={submitting}
      destroyOnHidden
    >
      <FormAlert message={formError} />
      <Form form={form} name="create-token" layout="vertical" onFinish={submit} initialValues={{ expires_in_days: 90 }}>
        <Form.Item
          label={t('tokens.fields.name')}
          name="name"
          rules={[{ required: true, whitespace: true, message: t('tokens.validation.name') }]}
          extra={t('tokens.fields.nameHelp')}
        >
          <Input autoFocus maxLength={120} />
        </Form.Item>
        <Form.Item label={t('tokens.fields.expiry')} name="expires_in_days">
          <Select options={EXPIRY_DAYS.map((days) => ({ value: days, label: label(days) }))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
