import { useState } from 'react';
import { Alert, Button, Flex, Input, Tag, Typography } from 'antd';
import { SendOutlined, ExperimentOutlined } from '@ant-design/icons';
import { useCustomMutation } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { sampleArguments } from '../../../../resources/voice/tool-parameters.ts';
import { toolTestPath, type ToolCallResult } from '../../../../resources/voice/tool-test.ts';
import { errorText } from '../../../components/error-text.ts';
import { PanelCard } from '../../../components/panel-card.tsx';

const bodyBox = { margin: 0, padding: 8, borderRadius: 6, background: 'rgba(127,127,127,0.1)', maxHeight: 360, overflow: 'auto', whiteSpace: 'pre-wrap', wordBreak: 'break-all' } as const;

/** A body as it reads best: JSON indented, anything else as it came. */
function pretty(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

function parseArguments(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text.trim() || '{}');
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** A webhook tool's Test panel on its page: arguments as the model would pass them, the real request, and what came back. */
export function ToolTestPanel({ id, record }: { id: string; record: Record<string, unknown> }) {
  const { t } = useTranslation();
  const [text, setText] = useState(() => JSON.stringify(sampleArguments(record.parameters), null, 2));
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<ToolCallResult>();
  const [failure, setFailure] = useState<string>();
  const { mutateAsync } = useCustomMutation<ToolCallResult>();
  const args = parseArguments(text);

  const onSend = async () => {
    if (!args) return;
    setSending(true);
    setFailure(undefined);
    try {
      const url = toolTestPath(encodeURIComponent(id));
      setResult((await mutateAsync({ url, method: 'post', values: { arguments: args }, successNotification: false, errorNotification: false })).data);
    } catch (e) {
      setResult(undefined);
      setFailure(errorText(e, t));
    } finally {
      setSending(false);
    }
  };

  return (
    <PanelCard icon={<ExperimentOutlined aria-hidden />} title={t('voice-tools.test.title')} data-testid="tool-test">
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">{t('voice-tools.test.intro')}</Typography.Text>
        <label htmlFor="tool-test-arguments">{t('voice-tools.test.arguments')}</label>
        <Input.TextArea
          id="tool-test-arguments"
          rows={6}
          dir="ltr"
          className="mono"
          spellCheck={false}
          value={text}
          onChange={(e) => setText(e.target.value)}
          status={args ? undefined : 'error'}
          aria-invalid={!args}
        />
        {!args && <Typography.Text type="danger">{t('voice-tools.test.notJson')}</Typography.Text>}
        <div>
          <Button type="primary" icon={<SendOutlined />} loading={sending} disabled={!args} onClick={onSend} data-testid="tool-test-send">
            {t('voice-tools.test.send')}
          </Button>
        </div>
        {/* A 422 names each argument that does not fit in its message. */}
        {failure && <Alert type="error" showIcon message={<span dir="auto">{failure}</span>} data-testid="tool-test-error" />}
        {result && (
          <Flex vertical gap={8} data-testid="tool-test-result">
            <Flex gap={8} align="center" wrap>
              <Tag color={result.status === null ? 'default' : result.ok ? 'success' : 'error'} data-testid="tool-test-status">
                {result.status === null ? t('voice-tools.test.noAnswer') : <bdi dir="ltr">{result.status}</bdi>}
              </Tag>
              <Typography.Text type="secondary">{t('voice-tools.test.latency', { ms: result.latency_ms })}</Typography.Text>
            </Flex>
            {result.error && <Alert type={result.status === null ? 'error' : 'warning'} showIcon message={<span dir="auto">{result.error}</span>} />}
            {result.body !== null && result.body !== '' && (
              <>
                <Typography.Text strong>{t('voice-tools.test.body')}</Typography.Text>
                <pre dir="ltr" className="mono" style={bodyBox}>
                  {pretty(result.body)}
                </pre>
                {result.truncated && <Typography.Text type="secondary">{t('voice-tools.test.truncated')}</Typography.Text>}
              </>
            )}
          </Flex>
        )}
      </Flex>
    </PanelCard>
  );
}
