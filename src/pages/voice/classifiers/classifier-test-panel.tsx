/**
 * A classifier's Test panel on its page: paste a conversation ("Agent: …" / "Customer: …" lines or a
 * call's JSON turns), say how the call ended if it matters to the rules, and see the outcome, how
 * sure the classifier is and the rule or reason that decided (docs/areas/voice.md#call-outcome-classifiers).
 */
import { useState } from 'react';
import { Alert, Button, Card, Flex, Input, InputNumber, Select, Tag, Typography } from 'antd';
import { ExperimentOutlined, SendOutlined } from '@ant-design/icons';
import { useCustomMutation } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { callOutcomeClassifiers, type Classification } from '../../../../resources/voice/call-outcome-classifiers.ts';
import { ANSWERED_BY, HANGUP_REASONS } from '../../../../resources/voice/calls.ts';
import { errorText } from '../../../components/error-text.ts';

const SAMPLE = 'Agent: Hi, this is Maya from Sunny Roofs. Do you have a minute?\nCustomer: Please stop calling me.';

export function ClassifierTestPanel({ id }: { id: string }) {
  const { t } = useTranslation();
  const [transcript, setTranscript] = useState(SAMPLE);
  const [duration, setDuration] = useState<number | null>(null);
  const [hangup, setHangup] = useState<string>();
  const [answeredBy, setAnsweredBy] = useState<string>();
  const [testing, setTesting] = useState(false);
  const [result, setResult] = useState<Classification>();
  const [failure, setFailure] = useState<string>();
  const { mutateAsync } = useCustomMutation<Classification>();

  const onTest = async () => {
    setTesting(true);
    setFailure(undefined);
    try {
      const body = { transcript, ...(duration !== null && { duration_seconds: duration }), ...(hangup && { hangup_reason: hangup }), ...(answeredBy && { answered_by: answeredBy }) };
      const url = `${callOutcomeClassifiers.apiPath}/${encodeURIComponent(id)}/test`;
      setResult((await mutateAsync({ url, method: 'post', values: body, successNotification: false, errorNotification: false })).data);
    } catch (e) {
      setResult(undefined);
      setFailure(errorText(e, t));
    } finally {
      setTesting(false);
    }
  };

  return (
    <Card
      style={{ marginTop: 16 }}
      title={
        <Flex gap={8} align="center">
          <ExperimentOutlined aria-hidden />
          {t('call-outcome-classifiers.panels.test.title')}
        </Flex>
      }
      data-testid="classifier-test"
    >
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">{t('call-outcome-classifiers.panels.test.intro')}</Typography.Text>
        <label htmlFor="classifier-test-transcript">{t('call-outcome-classifiers.actionInputs.transcript')}</label>
        <Input.TextArea id="classifier-test-transcript" rows={6} dir="auto" value={transcript} onChange={(e) => setTranscript(e.target.value)} data-testid="classifier-test-transcript" />
        <Flex gap={12} wrap>
          <Flex vertical gap={4}>
            <label htmlFor="classifier-test-duration">{t('call-outcome-classifiers.actionInputs.duration_seconds')}</label>
            <InputNumber id="classifier-test-duration" min={0} max={86_400} value={duration} onChange={(v) => setDuration(v)} style={{ width: 180 }} />
          </Flex>
          <Flex vertical gap={4}>
            <label htmlFor="classifier-test-hangup">{t('call-outcome-classifiers.actionInputs.hangup_reason')}</label>
            <Select
              id="classifier-test-hangup"
              allowClear
              style={{ width: 220 }}
              value={hangup}
              onChange={setHangup}
              options={HANGUP_REASONS.map((r) => ({ value: r, label: t(`calls.enums.hangup_reason.${r}`) }))}
            />
          </Flex>
          <Flex vertical gap={4}>
            <label htmlFor="classifier-test-answered">{t('call-outcome-classifiers.actionInputs.answered_by')}</label>
            <Select
              id="classifier-test-answered"
              allowClear
              style={{ width: 180 }}
              value={answeredBy}
              onChange={setAnsweredBy}
              options={ANSWERED_BY.map((r) => ({ value: r, label: t(`calls.enums.answered_by.${r}`) }))}
            />
          </Flex>
        </Flex>
        <div>
          <Button type="primary" icon={<SendOutlined />} loading={testing} disabled={!transcript.trim()} onClick={onTest} data-testid="classifier-test-run">
            {t('call-outcome-classifiers.panels.test.run')}
          </Button>
        </div>
        {failure && <Alert type="error" showIcon message={<span dir="auto">{failure}</span>} data-testid="classifier-test-error" />}
        {result && (
          <Flex vertical gap={8} data-testid="classifier-test-result">
            <Flex gap={8} align="center" wrap>
              <Tag color={result.outcome === 'unknown' ? 'default' : 'processing'} data-testid="classifier-test-outcome">
                {t(`call-outcome-classifiers.enums.outcomes.${result.outcome}`)}
              </Tag>
              <Typography.Text type="secondary">{t('call-outcome-classifiers.panels.test.confidence', { pct: result.confidence })}</Typography.Text>
            </Flex>
            <Typography.Text dir="auto">{result.reason}</Typography.Text>
          </Flex>
        )}
      </Flex>
    </Card>
  );
}
