/**
 * A campaign stopper's Test panel on its page: a call of the team (its extracted values and its
 * campaign's last outcomes) or pasted values, and whether the condition holds, in words. Stops nothing.
 */
import { useState } from 'react';
import { Alert, Button, Card, Flex, Input, InputNumber, Typography } from 'antd';
import { ExperimentOutlined } from '@ant-design/icons';
import { useCustomMutation } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { campaignStoppers, type StopperVerdict } from '../../../../resources/voice/campaign-stoppers.ts';
import { errorText } from '../../../components/error-text.ts';

function parseValues(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text.trim() || '{}');
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function StopperTestPanel({ id, record }: { id: string; record: Record<string, unknown> }) {
  const { t } = useTranslation();
  const [callId, setCallId] = useState<number | null>(null);
  const [text, setText] = useState(() => (record.condition === 'field_equals' ? JSON.stringify({ [String(record.field ?? 'field')]: record.value ?? '' }, null, 2) : '{}'));
  const [outcomes, setOutcomes] = useState(() => (record.condition === 'outcome_streak' ? Array.from({ length: Number(record.count ?? 1) }, () => String(record.outcome)).join(', ') : ''));
  const [busy, setBusy] = useState(false);
  const [verdict, setVerdict] = useState<StopperVerdict>();
  const [failure, setFailure] = useState<string>();
  const { mutateAsync } = useCustomMutation<StopperVerdict>();
  const values = parseValues(text);

  const onTest = async () => {
    if (!values) return;
    setBusy(true);
    setFailure(undefined);
    try {
      const recent = outcomes.split(',').map((o) => o.trim()).filter(Boolean);
      const body = callId ? { call_id: callId, values } : { values, recent_outcomes: recent };
      const url = `${campaignStoppers.apiPath}/${encodeURIComponent(id)}/test`;
      setVerdict((await mutateAsync({ url, method: 'post', values: body, successNotification: false, errorNotification: false })).data);
    } catch (e) {
      setVerdict(undefined);
      setFailure(errorText(e, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card
      style={{ marginTop: 16 }}
      data-testid="stopper-test"
      title={
        <Flex gap={8} align="center">
          <ExperimentOutlined aria-hidden />
          {t('campaign-stoppers.test.title')}
        </Flex>
      }
    >
      <Flex vertical gap={12} style={{ maxWidth: 640 }}>
        <Typography.Text type="secondary">{t('campaign-stoppers.test.intro')}</Typography.Text>
        <label htmlFor="stopper-test-call">{t('campaign-stoppers.test.call')}</label>
        <InputNumber id="stopper-test-call" min={1} value={callId} onChange={(v) => setCallId(typeof v === 'number' ? v : null)} style={{ width: 200 }} />
        <label htmlFor="stopper-test-values">{t('campaign-stoppers.test.values')}</label>
        <Input.TextArea id="stopper-test-values" rows={4} dir="ltr" className="mono" spellCheck={false} value={text} onChange={(e) => setText(e.target.value)} status={values ? undefined : 'error'} aria-invalid={!values} />
        {!values && <Typography.Text type="danger">{t('campaign-stoppers.test.notJson')}</Typography.Text>}
        <label htmlFor="stopper-test-outcomes">{t('campaign-stoppers.test.outcomes')}</label>
        <Input id="stopper-test-outcomes" dir="ltr" value={outcomes} onChange={(e) => setOutcomes(e.target.value)} disabled={!!callId} placeholder="not_interested, not_interested, interested" />
        <div>
          <Button type="primary" loading={busy} disabled={!values} onClick={onTest} data-testid="stopper-test-run">
            {t('campaign-stoppers.test.run')}
          </Button>
        </div>
        {failure && <Alert type="error" showIcon message={failure} />}
        {verdict && <Alert data-testid="stopper-verdict" type={verdict.holds ? 'warning' : 'info'} showIcon message={verdict.holds ? t('campaign-stoppers.test.holds') : t('campaign-stoppers.test.holdsNot')} description={verdict.reason} />}
      </Flex>
    </Card>
  );
}
