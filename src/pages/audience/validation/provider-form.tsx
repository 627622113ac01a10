/**
 * How this kind of lookup is answered: the built-in simulator or a provider's HTTP API (base URL,
 * API key, shown only as its mask), how long an answer is reused, and whether lookups are on.
 * Admins change it; everyone else reads it.
 */
import { useEffect, useState } from 'react';
import { Alert, Button, Card, Form, Input, InputNumber, Segmented, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { MAX_CACHE_HOURS, PROVIDERS_PATH, type LookupKind, type ProviderSettingsRecord } from '../../../../resources/audience/lookup-providers.ts';
import { http } from '../../../../providers/http-client.ts';
import { isHttpError } from '../../../../providers/http-error.ts';
import { errorText } from '../../../components/error-text.ts';
import { useAccess } from '../../../hooks/use-access.ts';
import { toast } from '../../../../providers/notification-provider.ts';

type Values = { adapter: 'simulator' | 'http'; base_url?: string; api_key?: string; cache_hours: number; active: boolean };

export function ProviderForm({ kind }: { kind: LookupKind }) {
  const { t } = useTranslation();
  const may = useAccess()({ resource: 'lookup-providers', action: 'edit' });
  const [form] = Form.useForm<Values>();
  const [record, setRecord] = useState<ProviderSettingsRecord | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const adapter = Form.useWatch('adapter', form);

  useEffect(() => {
    http
      .get<ProviderSettingsRecord[]>(PROVIDERS_PATH)
      .then((all) => setRecord(all.find((r) => r.kind === kind) ?? null))
      .catch((error) => setFailure(errorText(error, t)));
  }, [kind, t]);
  useEffect(() => {
    if (record) form.setFieldsValue({ adapter: record.adapter, base_url: record.base_url ?? undefined, api_key: undefined, cache_hours: record.cache_hours, active: record.active });
  }, [record, form]);

  const save = async (values: Values) => {
    setBusy(true);
    setFailure(null);
    try {
      const body = { ...values, base_url: values.base_url || null, version: record?.version };
      if (!values.api_key) delete (body as { api_key?: string }).api_key; // left empty: the stored key stays
      setRecord(await http.put<ProviderSettingsRecord>(`${PROVIDERS_PATH}/${kind}`, body));
      toast('success', t('validation.provider.saved'));
    } catch (error) {
      if (isHttpError(error) && Object.keys(error.errors ?? {}).length) form.setFields(Object.entries(error.errors).map(([name, errors]) => ({ name: name as keyof Values, errors })));
      else setFailure(errorText(error, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title={t(`validation.provider.title.${kind}`)} style={{ maxWidth: 640 }} data-testid="provider-form">
      <Typography.Paragraph type="secondary">{t('validation.provider.intro')}</Typography.Paragraph>
      {failure && <Alert type="error" showIcon message={failure} style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" onFinish={save} disabled={!may || !record} initialValues={{ adapter: 'simulator', cache_hours: 72, active: true }}>
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
        {may && (
          <Button type="primary" htmlType="submit" loading={busy}>
            {t('validation.provider.save')}
          </Button>
        )}
        {!may && <Typography.Text type="secondary">{t('validation.provider.adminsOnly')}</Typography.Text>}
      </Form>
    </Card>
  );
}
