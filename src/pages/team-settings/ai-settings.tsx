/**
 * The team's language model (Team settings → General → AI): an OpenAI-compatible server's base
 * URL, the model and its API key (shown only as its mask), and a test that asks the model once.
 * Without a base URL the installation's model answers. Admins change it; everyone else reads it.
 */
import { useEffect } from 'react';
import { Alert, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { LLM_SETTINGS_PATH, LLM_SETTINGS_TEST_PATH, type LlmSettingsRecord, type LlmTestAnswer } from '../../../resources/llm/llm-settings.ts';
import { SettingsCard } from '../../components/settings-page/settings-card.tsx';
import { useSettings } from '../../components/settings-page/use-settings.ts';

type Values = { base_url?: string; model?: string; api_key?: string };

/** The typed values as the API takes them; an empty key field keeps the stored key. */
const bodyOf = (values: Values) => ({
  base_url: values.base_url?.trim() || null,
  model: values.model?.trim() || null,
  ...(values.api_key ? { api_key: values.api_key } : {}),
});

export function AiSettings() {
  const { t } = useTranslation();
  const settings = useSettings<LlmSettingsRecord, Values, LlmTestAnswer>({
    access: 'llm-settings',
    url: LLM_SETTINGS_PATH,
    toValues: (record) => ({ base_url: record.base_url ?? undefined, model: record.model ?? undefined, api_key: undefined }),
    save: { url: LLM_SETTINGS_PATH, method: 'put', body: (values, record) => ({ ...bodyOf(values), version: record?.version }), saved: 'teams.ai.saved' },
    test: {
      url: LLM_SETTINGS_TEST_PATH,
      // Typed settings with a base URL are tested as typed; otherwise what the team uses now.
      body: (values) => {
        const body = bodyOf(values);
        return body.base_url ? body : {};
      },
    },
    // The model's own refusal (`llm`: a wrong key, no answer) reads above the form, not under a field.
    fieldErrors: (errors) => Object.fromEntries(Object.entries(errors).filter(([name]) => name !== 'llm')),
  });
  const { record } = settings;

  // A link to Team settings → AI (the scripted agent's notice) lands on this card.
  useEffect(() => {
    if (record && window.location.hash === '#ai-settings') document.getElementById('ai-settings')?.scrollIntoView?.({ block: 'start' });
  }, [record]);

  const current =
    record?.source === 'team'
      ? t('teams.ai.usingTeam')
      : record?.source === 'environment'
        ? t('teams.ai.usingEnvironment', { model: record.environment.model ?? '' })
        : t('teams.ai.usingNone');

  return (
    <SettingsCard
      settings={settings}
      card={{ id: 'ai-settings', title: t('teams.ai.title'), style: { maxWidth: 640, marginTop: 16 }, 'data-testid': 'ai-settings' }}
      intro={t('teams.ai.intro')}
      notice={record && <Alert type={record.source === 'none' ? 'warning' : 'info'} showIcon message={current} style={{ marginBottom: 16 }} />}
      result={(tested) => (
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
      form={{ name: 'ai-settings' }}
      testButton={{ label: t('teams.ai.test') }}
      readOnly={t('teams.ai.adminsOnly')}
    >
      <Form.Item name="base_url" label={t('teams.ai.baseUrl')} extra={t('teams.ai.baseUrlHint')}>
        <Input dir="ltr" placeholder="http://localhost:11434/v1" />
      </Form.Item>
      <Form.Item name="model" label={t('teams.ai.model')} extra={t('teams.ai.modelHint')}>
        <Input dir="ltr" placeholder="llama3.1" maxLength={200} />
      </Form.Item>
      <Form.Item name="api_key" label={t('teams.ai.apiKey')} extra={record?.api_key ? t('teams.ai.apiKeyKept', { mask: record.api_key }) : t('teams.ai.apiKeyHint')}>
        <Input.Password dir="ltr" autoComplete="new-password" placeholder={record?.api_key ?? ''} />
      </Form.Item>
    </SettingsCard>
  );
}
