/**
 * The team's language model (Team settings → General → AI): an OpenAI-compatible server's base
 * URL, the model and its API key (shown only as its mask), and a test that asks the model once.
 * Without a base URL the installation's model answers. Admins change it; everyone else reads it.
 */
import { useEffect, useState } from 'react';
import { Alert, Button, Card, Form, Input, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LLM_SETTINGS_PATH, LLM_SETTINGS_TEST_PATH, type LlmSettingsRecord, type LlmTestAnswer } from '../../../resources/llm/llm-settings.ts';
import { http } from '../../../providers/http-client.ts';
import { isHttpError } from '../../../providers/http-error.ts';
import { toast } from '../../../providers/notification-provider.ts';
import { errorText } from '../../components/error-text.ts';
import { useAccess } from '../../hooks/use-access.ts';

type Values = { base_url?: string; model?: string; api_key?: string };

export function AiSettings() {
  const { t } = useTranslation();
  const may = useAccess()({ resource: 'llm-settings', action: 'edit' });
  const [form] = Form.useForm<Values>();
  const [record, setRecord] = useState<LlmSettingsRecord | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [tested, setTested] = useState<LlmTestAnswer | null>(null);
  const [busy, setBusy] = useState<'save' | 'test' | null>(null);

  useEffect(() => {
    http.get<LlmSettingsRecord>(LLM_SETTINGS_PATH).then(setRecord, (error) => setFailure(errorText(error, t)));
  }, [t]);
  // A link to Team settings → AI (the scripted agent's notice) lands on this card.
  useEffect(() => {
    if (record && window.location.hash === '#ai-settings') document.getElementById('ai-settings')?.scrollIntoView?.({ block: 'start' });
  }, [record]);
  useEffect(() => {
    if (record) form.setFieldsValue({ base_url: record.base_url ?? undefined, model: record.model ?? undefined, api_key: undefined });
  }, [record, form]);

  /** The typed values as the API takes them; an empty key field keeps the stored key. */
  const bodyOf = (values: Values) => ({
    base_url: values.base_url?.trim() || null,
    model: values.model?.trim() || null,
    ...(values.api_key ? { api_key: values.api_key } : {}),
  });

  const run = async (kind: 'save' | 'test', work: () => Promise<void>) => {
    setBusy(kind);
    setFailure(null);
    setTested(null);
    try {
      await work();
    } catch (error) {
      if (isHttpError(error) && Object.keys(error.errors ?? {}).some((k) => k !== 'llm')) form.setFields(Object.entries(error.errors!).filter(([k]) => k !== 'llm').map(([name, errors]) => ({ name: name as keyof Values, errors })));
      else setFailure(errorText(error, t));
    } finally {
      setBusy(null);
    }
  };

  const save = (values: Values) =>
    run('save', async () => {
      setRecord(await http.put<LlmSettingsRecord>(LLM_SETTINGS_PATH, { ...bodyOf(values), version: record?.version }));
      toast('success', t('teams.ai.saved'));
    });

  const test = () =>
    run('test', async () => {
      const body = bodyOf(form.getFieldsValue());
      // Typed settings with a base URL are tested as typed; otherwise what the team uses now.
      setTested(await http.post<LlmTestAnswer>(LLM_SETTINGS_TEST_PATH, body.base_url ? body : {}));
    });

  const current =
    record?.source === 'team'
      ? t('teams.ai.usingTeam')
      : record?.source === 'environment'
        ? t('teams.ai.usingEnvironment', { model: record.environment.model ?? '' })
        : t('teams.ai.usingNone');

  return (
    <Card id="ai-settings" title={t('teams.ai.title')} style={{ maxWidth: 640, marginTop: 16 }} data-testid="ai-settings">
      <Typography.Paragraph type="secondary">{t('teams.ai.intro')}</Typography.Paragraph>
      {record && <Alert type={record.source === 'none' ? 'warning' : 'info'} showIcon message={current} style={{ marginBottom: 16 }} />}
      {failure && <Alert type="error" showIcon message={failure} style={{ marginBottom: 16 }} />}
      {tested && (
        <Alert
          type="success"
          showIcon
          style={{ marginBottom: 16 }}
          message={t('teams.ai.testOk', { ms: tested.latency_ms })}
          description={
            <>
              <bdi dir="ltr">{tested.model}</bdi>: {tested.reply}
            </>
          }
        />
      )}
      <Form form={form} layout="vertical" onFinish={save} disabled={!may || !record} name="ai-settings">
        <Form.Item name="base_url" label={t('teams.ai.baseUrl')} extra={t('teams.ai.baseUrlHint')}>
          <Input dir="ltr" placeholder="http://localhost:11434/v1" />
        </Form.Item>
        <Form.Item name="model" label={t('teams.ai.model')} extra={t('teams.ai.modelHint')}>
          <Input dir="ltr" placeholder="llama3.1" maxLength={200} />
        </Form.Item>
        <Form.Item name="api_key" label={t('teams.ai.apiKey')} extra={record?.api_key ? t('teams.ai.apiKeyKept', { mask: record.api_key }) : t('teams.ai.apiKeyHint')}>
          <Input.Password dir="ltr" autoComplete="new-password" placeholder={record?.api_key ?? ''} />
        </Form.Item>
        {may ? (
          <Space>
            <Button type="primary" htmlType="submit" loading={busy === 'save'}>
              {t('common.save')}
            </Button>
            <Button onClick={test} loading={busy === 'test'}>
              {t('teams.ai.test')}
            </Button>
          </Space>
        ) : (
          <Typography.Text type="secondary">{t('teams.ai.adminsOnly')}</Typography.Text>
        )}
      </Form>
    </Card>
  );
}
