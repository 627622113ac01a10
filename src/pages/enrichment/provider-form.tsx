/**
 * How this kind of lookup is answered: the built-in simulator or a provider's HTTP API (base URL,
 * API key, shown only as its mask), how long an answer is reused, and whether lookups are on.
 * Admins change it; everyone else reads it.
 */
import { Alert, Form, Input, InputNumber, Segmented, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { MAX_CACHE_HOURS, PROVIDERS_PATH, type LookupKind, type ProviderSettingsRecord } from '../../../resources/enrichment/lookup-providers.ts';
import { SettingsCard } from '../../components/settings-page/settings-card.tsx';
import { useSettings } from '../../components/settings-page/use-settings.ts';

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
      saved: 'enrichment.provider.saved',
    },
  });
  const { record } = settings;
  const adapter = Form.useWatch('adapter', settings.form);

  return (
    <SettingsCard
      settings={settings}
      card={{ title: t(`enrichment.provider.title.${kind}`), style: { maxWidth: 640 }, 'data-testid': 'provider-form' }}
      intro={t('enrichment.provider.intro')}
      form={{ initialValues: { adapter: 'simulator', cache_hours: 72, active: true } }}
      saveLabel={t('enrichment.provider.save')}
      readOnly={t('enrichment.provider.adminsOnly')}
    >
      <Form.Item name="adapter" label={t('enrichment.provider.adapter')}>
        <Segmented options={[{ value: 'simulator', label: t('enrichment.provider.adapters.simulator') }, { value: 'http', label: t('enrichment.provider.adapters.http') }]} />
      </Form.Item>
      {adapter === 'http' && (
        <>
          <Form.Item name="base_url" label={t('enrichment.provider.baseUrl')} extra={t('enrichment.provider.baseUrlHint')} rules={[{ required: true, message: t('enrichment.provider.baseUrlRequired') }]}>
            <Input dir="ltr" placeholder="https://lookups.example.com/v1" />
          </Form.Item>
          <Form.Item name="api_key" label={t('enrichment.provider.apiKey')} extra={record?.api_key ? t('enrichment.provider.apiKeyKept', { mask: record.api_key }) : t('enrichment.provider.apiKeyHint')}>
            <Input.Password dir="ltr" autoComplete="new-password" placeholder={record?.api_key ?? ''} />
          </Form.Item>
        </>
      )}
      {adapter === 'simulator' && <Alert type="info" showIcon message={t('enrichment.provider.simulatorNote')} style={{ marginBottom: 16 }} />}
      <Form.Item name="cache_hours" label={t('enrichment.provider.cacheHours')} extra={t('enrichment.provider.cacheHoursHint')}>
        <InputNumber min={0} max={MAX_CACHE_HOURS} precision={0} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="active" label={t('enrichment.provider.active')} valuePropName="checked" extra={t('enrichment.provider.activeHint')}>
        <Switch />
      </Form.Item>
    </SettingsCard>
  );
}
