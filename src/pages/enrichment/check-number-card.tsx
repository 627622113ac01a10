/** Check one number: a form whose answer shows below it as a result card. */
import { useState } from 'react';
import { Alert, Button, Card, Flex, Form, Input } from 'antd';
import { useCustomMutation } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { isHttpError } from '../../../providers/http-error.ts';
import { errorText } from '../../components/error-text.ts';
import type { KindScreen, LookupAnswer } from './lookup-kind.ts';
import { LookupResult } from './lookup-result.tsx';

export function CheckNumberCard({ screen, allowed }: { screen: KindScreen; allowed: boolean }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ phone: string }>();
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<LookupAnswer | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { mutateAsync } = useCustomMutation<LookupAnswer>();

  const check = async ({ phone }: { phone: string }) => {
    setBusy(true);
    setFailure(null);
    try {
      setAnswer((await mutateAsync({ url: screen.checkPath, method: 'post', values: { phone }, successNotification: false, errorNotification: false })).data);
    } catch (error) {
      const field = isHttpError(error) ? error.errors?.phone?.[0] : undefined;
      if (field) form.setFields([{ name: 'phone', errors: [field] }]);
      else setFailure(errorText(error, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title={t('enrichment.number.title')} style={{ height: '100%' }}>
      <Form form={form} layout="vertical" onFinish={check} requiredMark={false} disabled={!allowed}>
        <Form.Item name="phone" label={t('enrichment.number.phone')} extra={t('enrichment.number.hint')} rules={[{ required: true, message: t('enrichment.number.required') }]}>
          <Input dir="ltr" inputMode="tel" maxLength={40} placeholder="+44 7400 123456" autoComplete="off" data-testid="check-phone" />
        </Form.Item>
        <Flex gap={8}>
          <Button type="primary" htmlType="submit" loading={busy} data-testid="check-number">
            {t(`enrichment.number.submit.${screen.kind}`)}
          </Button>
        </Flex>
      </Form>
      {failure && <Alert type="error" showIcon message={failure} style={{ marginTop: 16 }} />}
      {answer && (
        <div style={{ marginTop: 16 }}>
          <LookupResult screen={screen} answer={answer} />
        </div>
      )}
    </Card>
  );
}
