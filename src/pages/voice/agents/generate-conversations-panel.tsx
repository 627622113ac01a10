/**
 * Sample conversations on the agent's page: pick the kinds of callers, and the team's language
 * model writes a conversation between each and the agent's draft prompt — to read how the prompt
 * would hold up before publishing it. Nothing is stored.
 */
import { useState } from 'react';
import { Alert, Button, Card, Checkbox, Col, Flex, Row, Typography } from 'antd';
import { CommentOutlined } from '@ant-design/icons';
import { useCustomMutation } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { CALLER_KINDS, generateConversationsPath, type CallerKind, type GenerateConversationsOutput } from '../../../../resources/voice/agent-drafting.ts';
import { errorText } from '../../../components/error-text.ts';
import { Bubble } from './bubble.tsx';

export function GenerateConversationsPanel({ id }: { id: string }) {
  const { t } = useTranslation();
  const [kinds, setKinds] = useState<CallerKind[]>(['interested', 'sceptical', 'not_interested']);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<GenerateConversationsOutput>();
  const [failure, setFailure] = useState<string>();
  const { mutateAsync } = useCustomMutation<GenerateConversationsOutput>();

  const generate = async () => {
    setBusy(true);
    setFailure(undefined);
    try {
      setResult((await mutateAsync({ url: generateConversationsPath(id), method: 'post', values: { kinds }, successNotification: false, errorNotification: false })).data);
    } catch (e) {
      setFailure(errorText(e, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title={t('agent-prompt-versions.generate.title')} style={{ marginTop: 16 }} data-testid="generate-conversations">
      <Typography.Paragraph type="secondary">{t('agent-prompt-versions.generate.intro')}</Typography.Paragraph>
      <Flex gap={12} align="center" wrap style={{ marginBottom: 12 }}>
        <Checkbox.Group value={kinds} onChange={(v) => setKinds(v as CallerKind[])} options={CALLER_KINDS.map((k) => ({ value: k, label: t(`agent-prompt-versions.kinds.${k}`) }))} />
        <Button type="primary" icon={<CommentOutlined />} loading={busy} disabled={!kinds.length} onClick={() => void generate()} data-testid="generate-send">
          {t('agent-prompt-versions.generate.run')}
        </Button>
      </Flex>
      {failure && <Alert type="error" showIcon message={failure} data-testid="generate-error" />}
      {result && (
        <Row gutter={[12, 12]} data-testid="generate-result">
          {result.conversations.map((c, i) => (
            <Col key={i} xs={24} lg={12} xl={8}>
              <Card size="small" type="inner" title={t(`agent-prompt-versions.kinds.${c.kind}`)}>
                <Flex vertical gap={6}>
                  {c.transcript.map((turn, j) => (
                    <Bubble key={j} who={t(`agent-prompt-versions.generate.${turn.role}`)} mine={turn.role !== 'agent'} text={turn.text} />
                  ))}
                </Flex>
              </Card>
            </Col>
          ))}
        </Row>
      )}
    </Card>
  );
}
