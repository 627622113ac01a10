/**
 * /sms/routing/simulate (and the hub's /hub/routing/simulate): which route a message to a number
 * would take and why, as POST /v1/sms/routing/simulate answers it. Nothing is sent.
 */
import { useState } from 'react';
import { Alert, Button, Card, Col, Form, Input, Row } from 'antd';
import { useCustomMutation } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { isHttpError } from '../../../../providers/http-error.ts';
import { ROUTING_SIMULATE_API, type SimulateResponse } from '../../../../resources/sms/routing-simulate.ts';
import { errorText } from '../../../components/error-text.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { ReferenceSelect } from '../../../resource-ui/form/reference-select.tsx';
import { routingRules } from '../../../../resources/sms/routing-rules.ts';
import { DecisionTrace } from './decision-trace.tsx';

interface Values {
  to: string;
  from?: string;
  plan_id?: number | null;
}

export default function SimulatePage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const [decision, setDecision] = useState<SimulateResponse | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { mutateAsync } = useCustomMutation<SimulateResponse>();

  const run = async ({ to, from, plan_id }: Values) => {
    setBusy(true);
    setFailure(null);
    try {
      // Refused fields are shown on the form, anything else in the result card.
      const { data } = await mutateAsync({ url: ROUTING_SIMULATE_API, method: 'post', values: { to, from: from || null, plan_id: plan_id ?? null }, successNotification: false, errorNotification: false });
      setDecision(data);
    } catch (error) {
      const errors = isHttpError(error) ? error.errors : undefined;
      const fields = (['to', 'from', 'plan_id'] as const).filter((f) => errors?.[f]?.length).map((name) => ({ name, errors: errors![name] }));
      if (fields.length) form.setFields(fields);
      else setFailure(errorText(error, t));
      setDecision(null);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <PageHeader title={t('routing-simulate.title')} subtitle={t('routing-simulate.subtitle')} />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={9}>
          <Card>
            <Form form={form} layout="vertical" onFinish={run} requiredMark={false}>
              <Form.Item name="to" label={t('routing-simulate.form.to')} extra={t('routing-simulate.form.toHint')} rules={[{ required: true, message: t('routing-simulate.form.toRequired') }]}>
                <Input dir="ltr" inputMode="tel" maxLength={40} placeholder="+44 7701 234567" autoComplete="off" data-testid="simulate-to" />
              </Form.Item>
              <Form.Item name="from" label={t('routing-simulate.form.from')} extra={t('routing-simulate.form.fromHint')}>
                <Input dir="ltr" maxLength={64} placeholder="Parley" autoComplete="off" />
              </Form.Item>
              <Form.Item name="plan_id" label={t('routing-simulate.form.plan')} extra={t('routing-simulate.form.planHint')}>
                <ReferenceSelect field={routingRules.fields.plan_id} />
              </Form.Item>
              <Button type="primary" htmlType="submit" loading={busy} data-testid="simulate-run">
                {t('routing-simulate.form.submit')}
              </Button>
            </Form>
          </Card>
        </Col>
        <Col xs={24} lg={15}>
          <Card title={t('routing-simulate.result.title')}>
            {failure && <Alert type="error" showIcon message={failure} />}
            {decision ? <DecisionTrace decision={decision} /> : !failure && <Alert type="info" message={t('routing-simulate.result.empty')} />}
          </Card>
        </Col>
      </Row>
    </>
  );
}
