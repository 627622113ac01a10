/**
 * How this kind of lookup is answered: the built-in simulator or a provider's HTTP API (base URL,
 * API key, shown only as its mask), how long an answer is reused, and whether lookups are on.
 * Admins change it; everyone else reads it.
 */
import { Alert, Form, Input, InputNumber, Segmented, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { MAX_CACHE_HOURS, PROVIDERS_PATH, type LookupKind, type ProviderSettingsRecord } from '../../../../resources/audience/lookup-providers.ts';
import { SettingsCard } from '../../../components/settings-page/settings-card.tsx';
import { useSettings } from '../../../components/settings-page/use-settings.ts';

type Values = { adapter: 'simulator' | 'http'; base_url?: string; api_key?: string; cache_hours: number; active: boolean };

export function ProviderForm({ kind }: { kind: LookupKind }) {
  const { t } = useTranslation();
  const settings = useSettings<ProviderSettingsRecord, Values>({
    access: 'lookup-providers',
    // One list answers both kinds of lookup.
    url: PROVIDERS_PATH,
    pick: (all) => (all as ProviderSettingsRecord[]).find((r) => r.kind === kind) ?? null,
    toValues: (record) => ({ adapter: record.adapter, base_url: record.base_url ?? undefined, api_key: undefined, cache_hours: record.cache_hours, active: record.active }),
    save: {
      url: `${PROVIDERS_PATH}/${kind}`,
      method: 'put',
      // A key left empty is not sent: the stored key stays.
      body: ({ api_key, ...values }, record) => ({ ...values, base_url: values.base_url || null, version: record?.version, ...(api_key ? { api_key } : {}) }),
      saved: 'validation.provider.saved',
    },
  });
  const { record } = settings;
  const adapter = Form.useWatch('adapter', settings.form);

  return (
    <SettingsCard
      settings={settings}
      card={{ title: t(`validation.provider.title.${kind}`), style: { maxWidth: 640 }, 'data-testid': 'provider-form' }}
      intro={t('validation.provider.intro')}
      form={{ initialValues: { adapter: 'simulator', cache_hours: 72, active: true } }}
      saveLabel={t('validation.provider.save')}
      readOnly={t('validation.provider.adminsOnly')}
    >
      <Form.Item name="adapter" label={t('validation.provider.adapter')}>
        <Segmented options={[{ value: 'simulator', label: t('validation.provider.adapters.simulator') }, { value: 'http', label: t('validation.provider.adapters.http') }]} />
      </Form.Item>
      {adapter === 'http' && (
        <>
          <Form.Item name="base_url" label={t('validation.provider.baseUrl')} extra={t('validation.provider.baseUrlHint')} rules={[{ required: true, message: t('validation.provider.baseUrlRequired') }]}>
            <Input dir="ltr" placeholder="https://lookups.example.com/v1" />
          </Form.Item>
          <Form.Item name="api_key" label={t('validation.provider.apiKey')} extra={record?.api_key ? t('validation.provider.apiKeyKept', { mask: record.api_key }) : t('validation.provider.apiKeyHint')}>
            <Input.Password dir="ltr" autoComplete="new-password" placeholder={record?.api_key ?? ''} />
          </Form.Item>
        </>
      )}
      {adapter === 'simulator' && <Alert type="info" showIcon message={t('validation.provider.simulatorNote')} style={{ marginBottom: 16 }} />}
      <Form.Item name="cache_hours" label={t('validation.provider.cacheHours')} extra={t('validation.provider.cacheHoursHint')}>
        <InputNumber min={0} max={MAX_CACHE_HOURS} precision={0} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="active" label={t('validation.provider.active')} valuePropName="checked" extra={t('validation.provider.activeHint')}>
        <Switch />
      </Form.Item>
    </SettingsCard>
  );
}
