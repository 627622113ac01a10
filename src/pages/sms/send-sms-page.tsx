/**
 * /sms/send: one SMS sent from the screen, as POST /v1/sms/send sends it for scripts: routed
 * by the team's plan, queued for its SMSC at once; its log entry then shows what became of it.
 */
import { useState } from 'react';
import { Alert, Button, Card, Col, Form, Input, Row, Space } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useCustomMutation } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { isHttpError } from '../../../providers/http-error.ts';
import { toast } from '../../../providers/notification-provider.ts';
import { SMS_SEND_API, type SendResponse } from '../../../resources/sms/sms-send.ts';
import { routingRules } from '../../../resources/sms/routing-rules.ts';
import { errorText } from '../../components/error-text.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { ReferenceSelect } from '../../resource-ui/form/reference-select.tsx';
import { SmsTextInput } from '../../resource-ui/sms-text/sms-text-input.tsx';

interface Values {
  to: string;
  from: string;
  text: string;
  plan_id?: number | null;
}

const FIELDS = ['to', 'from', 'text', 'plan_id'] as const;

export default function SendSmsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { mutateAsync } = useCustomMutation<SendResponse>();

  const send = async ({ to, from, text, plan_id }: Values) => {
    setBusy(true);
    setFailure(null);
    try {
      // Refused fields are shown on the form, anything else above it; the toast says it is queued.
      const { data: sent } = await mutateAsync({ url: SMS_SEND_API, method: 'post', values: { to, from, text, plan_id: plan_id ?? null }, successNotification: false, errorNotification: false });
      toast('success', t('sms-logs.send.queued', { count: sent.parts }));
      navigate(`/sms/logs/${sent.id}`);
    } catch (error) {
      const errors = isHttpError(error) ? error.errors : undefined;
      const fields = FIELDS.filter((f) => errors?.[f]?.length).map((name) => ({ name, errors: errors![name] }));
      if (fields.length) form.setFields(fields);
      else setFailure(errorText(error, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <PageHeader title={t('sms-logs.send.title')} subtitle={t('sms-logs.send.subtitle')} />
      <Row>
        <Col xs={24} lg={14}>
          <Card>
            {failure && <Alert type="error" showIcon message={failure} style={{ marginBottom: 16 }} />}
            <Form form={form} layout="vertical" onFinish={send} requiredMark={false}>
              <Form.Item name="to" label={t('sms-logs.send.to')} extra={t('sms-logs.send.toHint')} rules={[{ required: true, message: t('sms-logs.send.toRequired') }]}>
                <Input dir="ltr" inputMode="tel" maxLength={40} placeholder="+44 7701 234567" autoComplete="off" />
              </Form.Item>
              <Form.Item name="from" label={t('sms-logs.send.from')} extra={t('sms-logs.send.fromHint')} rules={[{ required: true, message: t('sms-logs.send.fromRequired') }]}>
                <Input dir="ltr" maxLength={16} placeholder="Parley" autoComplete="off" />
              </Form.Item>
              <Form.Item name="text" label={t('sms-logs.send.text')} rules={[{ required: true, message: t('sms-logs.send.textRequired') }]}>
                <SmsTextInput />
              </Form.Item>
              <Form.Item name="plan_id" label={t('sms-logs.send.plan')} extra={t('sms-logs.send.planHint')}>
                <ReferenceSelect field={routingRules.fields.plan_id} />
              </Form.Item>
              <Space>
                <Button type="primary" htmlType="submit" icon={<SendOutlined />} loading={busy} data-testid="send-sms">
                  {t('sms-logs.send.submit')}
                </Button>
                <Button onClick={() => navigate('/sms/logs')}>{t('common.cancel')}</Button>
              </Space>
            </Form>
          </Card>
        </Col>
      </Row>
    </>
  );
}
