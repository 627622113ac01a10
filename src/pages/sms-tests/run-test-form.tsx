/**
 * Running an SMS test (POST /v1/sms/routing/test-sms): a route (fixed on a route's page), a live
 * phone of the team, a sender ID and an optional text; the code the phone's text is matched by is
 * Parley's. Refused fields show on the form; once sent, `onSent` gets the tests made.
 */
import { useState } from 'react';
import { Alert, Button, Form, Input, Space, Tag } from 'antd';
import { FormSelect } from '../../components/form-select.tsx';
import { SendOutlined } from '@ant-design/icons';
import { useCustomMutation } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { isHttpError } from '../../../providers/http-error.ts';
import { smsTests } from '../../../resources/sms/sms-tests.ts';
import { TEST_SMS_API, TEST_SMS_PHONES_API, type TestSmsResponse } from '../../../resources/sms/test-sms.ts';
import { errorText } from '../../components/error-text.ts';
import { useFreshGet } from '../../hooks/use-fresh-get.ts';
import { ReferenceSelect } from '../../resource-ui/form/reference-select.tsx';

interface Values {
  route_id?: number;
  live_phone_id: number;
  sender_id: string;
  text?: string;
}

interface Phone {
  id: number;
  number: string;
  network: string;
  country: string;
  status: 'online' | 'offline';
}

const FIELDS = ['route_id', 'rule_id', 'live_phone_id', 'sender_id', 'text'] as const;

export function RunTestForm({ routeId, onSent, onCancel }: { routeId?: number; onSent: (sent: TestSmsResponse) => void; onCancel?: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { mutateAsync } = useCustomMutation<TestSmsResponse>();
  const phones = useFreshGet<{ data: Phone[] }>(TEST_SMS_PHONES_API);
  const list = phones.data?.data ?? [];

  const send = async (values: Values) => {
    setBusy(true);
    setFailure(null);
    try {
      const body = { ...values, route_id: routeId ?? values.route_id, text: values.text?.trim() || undefined };
      const { data } = await mutateAsync({ url: TEST_SMS_API, method: 'post', values: body, successNotification: false, errorNotification: false });
      form.resetFields(['text']);
      onSent(data);
    } catch (error) {
      const errors = isHttpError(error) ? error.errors : undefined;
      const fields = FIELDS.filter((f) => errors?.[f]?.length).map((name) => ({ name: name === 'rule_id' ? 'route_id' : name, errors: errors![name] }));
      if (fields.length) form.setFields(fields);
      else setFailure(errorText(error, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form form={form} layout="vertical" onFinish={send} requiredMark={false} initialValues={{ sender_id: 'Parley' }}>
      {failure && <Alert type="error" showIcon message={failure} style={{ marginBottom: 16 }} />}
      {!phones.loading && !phones.error && !list.length && <Alert type="info" showIcon message={t('sms-tests.run.noPhones')} style={{ marginBottom: 16 }} />}
      {routeId === undefined && (
        <Form.Item name="route_id" label={t('sms-tests.fields.route_id')} rules={[{ required: true, message: t('sms-tests.run.routeRequired') }]}>
          <ReferenceSelect field={smsTests.fields.route_id} />
        </Form.Item>
      )}
      <Form.Item name="live_phone_id" label={t('sms-tests.fields.live_phone_id')} rules={[{ required: true, message: t('sms-tests.run.phoneRequired') }]}>
        <FormSelect
          loading={phones.loading}
          data-testid="test-phone"
          options={list.map((p) => ({
            value: p.id,
            label: (
              <Space size={6}>
                <bdi dir="ltr">{p.number}</bdi>
                <span>{`${p.network} · ${p.country}`}</span>
                <Tag color={p.status === 'online' ? 'success' : 'default'}>{t(`live-phones.enums.status.${p.status}`)}</Tag>
              </Space>
            ),
          }))}
        />
      </Form.Item>
      <Form.Item name="sender_id" label={t('sms-tests.fields.sender_id')} rules={[{ required: true, message: t('sms-tests.run.senderRequired') }]}>
        <Input dir="ltr" maxLength={16} autoComplete="off" />
      </Form.Item>
      <Form.Item name="text" label={t('sms-tests.fields.text')} extra={t('sms-tests.run.textHint')}>
        <Input.TextArea rows={2} maxLength={600} />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" icon={<SendOutlined />} loading={busy} data-testid="send-test">
          {t('sms-tests.run.submit')}
        </Button>
        {onCancel && <Button onClick={onCancel}>{t('common.cancel')}</Button>}
      </Space>
    </Form>
  );
}
