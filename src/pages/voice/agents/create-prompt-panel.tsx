/**
 * Drafting a prompt with the model: describe the business and what a call should achieve, read the
 * system prompt and first message the team's language model proposes, and apply them to the
 * agent's draft (the prompt sections stay as they are). Applying saves the draft; it publishes
 * nothing.
 */
import { useState } from 'react';
import { Alert, Button, Card, Flex, Form, Input, Popconfirm, Select, Typography } from 'antd';
import { BulbOutlined, CheckOutlined } from '@ant-design/icons';
import { useCustom, useCustomMutation } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { CREATE_PROMPT_API, type CreatePromptInput, type CreatePromptOutput } from '../../../../resources/voice/agent-drafting.ts';
import { AGENT_LANGUAGES } from '../../../../resources/voice/agents.ts';
import { errorText } from '../../../components/error-text.ts';
import { MarkdownView } from '../../../resource-ui/markdown-view.tsx';

const box = { padding: 8, borderRadius: 6, background: 'rgba(127,127,127,0.08)', maxHeight: 360, overflow: 'auto' } as const;

export function CreatePromptPanel({ id, language, mayEdit, onApplied }: { id: string; language: string; mayEdit: boolean; onApplied: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<CreatePromptInput>();
  const [busy, setBusy] = useState(false);
  const [proposal, setProposal] = useState<CreatePromptOutput>();
  const [failure, setFailure] = useState<string>();

  const agentPath = `/v1/voice/agents/${encodeURIComponent(id)}`;
  // Read only when a proposal is applied (below), never on show.
  const agent = useCustom<{ version: number }>({ url: agentPath, method: 'get', errorNotification: false, queryOptions: { enabled: false, gcTime: 0 } }).query;
  const { mutateAsync } = useCustomMutation<CreatePromptOutput>();

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setFailure(undefined);
    try {
      await work();
    } catch (e) {
      setFailure(errorText(e, t));
    } finally {
      setBusy(false);
    }
  };
  const draft = (values: CreatePromptInput) =>
    run(async () => {
      const answer = await mutateAsync({ url: CREATE_PROMPT_API, method: 'post', values: { ...values, goal: values.goal?.trim() || undefined }, successNotification: false, errorNotification: false });
      setProposal(answer.data);
    });
  const apply = () =>
    run(async () => {
      // The agent's current version, so an edit made meanwhile elsewhere answers 409 instead of being overwritten.
      const { data } = await agent.refetch({ throwOnError: true });
      const values = { system_prompt: proposal!.system_prompt, first_message: proposal!.first_message, version: data!.data.version };
      await mutateAsync({ url: agentPath, method: 'patch', values, successNotification: false, errorNotification: false });
      setProposal(undefined);
      onApplied();
    });

  return (
    <Card title={t('agent-prompt-versions.create.title')} style={{ marginTop: 16 }} data-testid="create-prompt">
      <Typography.Paragraph type="secondary">{t('agent-prompt-versions.create.intro')}</Typography.Paragraph>
      <Form form={form} name="create-prompt" layout="vertical" initialValues={{ language }} onFinish={(v) => void draft(v)}>
        <Form.Item name="description" label={t('agent-prompt-versions.create.description')} rules={[{ required: true, min: 10, message: t('agent-prompt-versions.create.descriptionHint') }]}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={2000} placeholder={t('agent-prompt-versions.create.descriptionPlaceholder')} />
        </Form.Item>
        <Flex gap={12} wrap>
          <Form.Item name="goal" label={t('agent-prompt-versions.create.goal')} style={{ flex: '1 1 280px' }}>
            <Input maxLength={1000} placeholder={t('agent-prompt-versions.create.goalPlaceholder')} />
          </Form.Item>
          <Form.Item name="language" label={t('agents.fields.language')} style={{ flex: '0 1 200px' }}>
            <Select options={AGENT_LANGUAGES.map((l) => ({ value: l, label: t(`agents.enums.language.${l}`) }))} />
          </Form.Item>
        </Flex>
        <Button type="primary" htmlType="submit" icon={<BulbOutlined />} loading={busy && !proposal} data-testid="create-prompt-run">
          {t('agent-prompt-versions.create.run')}
        </Button>
      </Form>
      {failure && <Alert type="error" showIcon message={failure} style={{ marginTop: 12 }} data-testid="create-prompt-error" />}
      {proposal && (
        <Flex vertical gap={8} style={{ marginTop: 16 }} data-testid="create-prompt-result">
          <Typography.Text strong>{t('agents.fields.system_prompt')}</Typography.Text>
          <div dir="auto" style={box}>
            <MarkdownView text={proposal.system_prompt} />
          </div>
          <Typography.Text strong>{t('agents.fields.first_message')}</Typography.Text>
          <div dir="auto" style={box}>
            {proposal.first_message || '—'}
          </div>
          {mayEdit && (
            <Popconfirm title={t('agent-prompt-versions.create.applyConfirm')} okText={t('agent-prompt-versions.create.apply')} cancelText={t('common.cancel')} onConfirm={() => void apply()}>
              <Button icon={<CheckOutlined />} loading={busy} style={{ alignSelf: 'flex-start' }} data-testid="create-prompt-apply">
                {t('agent-prompt-versions.create.apply')}
              </Button>
            </Popconfirm>
          )}
        </Flex>
      )}
    </Card>
  );
}
