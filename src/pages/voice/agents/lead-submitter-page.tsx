/**
 * The lead submitter (Agents → Lead submitter): where qualifying calls' leads are sent — the
 * target, its method and headers (shown only as a mask), the payload keys each filled from a call,
 * extracted or contact field, which outcomes qualify, on/off — with a test that sends a sample lead
 * and the latest submissions with their response. Admins change and test; everyone reads.
 */
import { Alert, AutoComplete, Button, Card, Flex, Form, Input, Select, Space, Switch, Table, Tag, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined, SendOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { useList } from '@refinedev/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  LEAD_CALL_FIELDS,
  LEAD_CONTACT_FIELDS,
  LEAD_METHODS,
  leadSettingsPath,
  leadSubmissions,
  leadTestPath,
  type LeadSettings,
  type LeadSubmitResult,
} from '../../../../resources/voice/lead-submitter.ts';
import { CALL_OUTCOMES } from '../../../../resources/voice/shared.ts';
import { DateTime } from '../../../components/date-time.tsx';
import { errorText } from '../../../components/error-text.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { SettingsCard } from '../../../components/settings-page/settings-card.tsx';
import { useSettings } from '../../../components/settings-page/use-settings.ts';

type Row = { key: string; source: string };
type Values = Omit<LeadSettings, 'mapping'> & { mapping: Row[] };
type LogRow = { id: number; at: string; call_id: number | null; test: boolean; status: string; status_code: number | null; latency_ms: number | null; error: string | null };

const SOURCES = [...LEAD_CALL_FIELDS.map((f) => `call.${f}`), ...LEAD_CONTACT_FIELDS.map((f) => `contact.${f}`), 'extracted.'].map((value) => ({ value }));
const STATUS_COLOR: Record<string, string> = { sent: 'green', failed: 'red', retrying: 'orange', pending: 'blue' };

const bodyOf = (values: Values): LeadSettings => ({
  ...values,
  url: values.url?.trim() || null,
  headers: values.headers?.trim() || null,
  mapping: Object.fromEntries((values.mapping ?? []).filter((r) => r?.key).map((r) => [r.key.trim(), r.source?.trim() ?? ''])),
});

export default function LeadSubmitterPage() {
  const { t } = useTranslation();
  // The latest ten, refreshed after a test lead as before rather than live with every submission.
  const logs = useList<LogRow>({
    resource: leadSubmissions.name,
    pagination: { currentPage: 1, pageSize: 10, mode: 'server' },
    sorters: [{ field: 'at', order: 'desc' }],
    liveMode: 'off',
    errorNotification: false,
  });
  const settings = useSettings<LeadSettings, Values, LeadSubmitResult>({
    access: 'lead-submitter',
    url: leadSettingsPath,
    toValues: (loaded) => ({ ...loaded, mapping: Object.entries(loaded.mapping).map(([key, source]) => ({ key, source })) }),
    save: { url: leadSettingsPath, method: 'post', body: bodyOf, saved: 'lead-submitter.saved' },
    test: { url: leadTestPath, body: () => ({}), after: () => void logs.query.refetch() },
    // A mapping key's message goes above the form (the rows have no stable names); the rest to their fields.
    fieldErrors: (errors) => Object.fromEntries(Object.entries(errors).flatMap(([name, messages]) => (name.startsWith('mapping') ? [] : [[name.split('.')[0], messages]]))),
    message: (error) => {
      const mapping = Object.entries(error.errors).find(([name]) => name.startsWith('mapping'));
      return mapping ? `${t('lead-submitter.mapping')} (${mapping[0].slice('mapping.'.length)}): ${mapping[1][0]}` : errorText(error, t);
    },
  });
  const { may } = settings;

  return (
    <>
      <PageHeader
        title={t('lead-submitter.title')}
        extra={
          <Link to={leadSubmissions.routes.list!}>
            <Button icon={<UnorderedListOutlined />}>{t('lead-submitter.allLogs')}</Button>
          </Link>
        }
      />
      <Flex vertical gap={16}>
        <SettingsCard
          settings={settings}
          card={{ 'data-testid': 'lead-settings', loading: !settings.record && !settings.failure }}
          intro={t('lead-submitter.intro')}
          result={(tested) => (
            <Alert
              data-testid="lead-test-result"
              type={tested.status === 'sent' ? 'success' : 'error'}
              showIcon
              style={{ marginBottom: 16 }}
              message={tested.status === 'sent' ? t('lead-submitter.testOk', { status: tested.status_code, ms: tested.latency_ms }) : (tested.error ?? t('lead-submitter.testFailed'))}
              description={tested.response_excerpt ? <bdi dir="ltr" className="mono">{tested.response_excerpt}</bdi> : undefined}
            />
          )}
          form={{ name: 'lead-submitter', style: { maxWidth: 760 } }}
          testButton={{ label: t('lead-submitter.test'), icon: <SendOutlined />, testId: 'lead-test' }}
          readOnly={t('lead-submitter.adminsOnly')}
        >
          <Form.Item name="enabled" label={t('lead-submitter.enabled')} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Space.Compact block>
            <Form.Item name="method" label={t('lead-submitter.method')} style={{ width: 130 }}>
              <Select options={LEAD_METHODS.map((m) => ({ value: m, label: m }))} />
            </Form.Item>
            <Form.Item name="url" label={t('lead-submitter.url')} style={{ flex: 1 }} extra={t('lead-submitter.urlHint')}>
              <Input dir="ltr" placeholder="https://crm.example.com/api/leads" />
            </Form.Item>
          </Space.Compact>
          <Form.Item name="headers" label={t('lead-submitter.headers')} extra={t('lead-submitter.headersHint')}>
            <Input.TextArea dir="ltr" rows={2} className="mono" placeholder="Authorization: Bearer …" />
          </Form.Item>
          <Form.Item name="outcomes" label={t('lead-submitter.outcomes')}>
            <Select mode="multiple" options={CALL_OUTCOMES.map((o) => ({ value: o, label: t(`post-processing.enums.outcomes.${o}`) }))} />
          </Form.Item>
          <Typography.Text strong>{t('lead-submitter.mapping')}</Typography.Text>
          <Typography.Paragraph type="secondary">{t('lead-submitter.mappingHint')}</Typography.Paragraph>
          <Form.List name="mapping">
            {(rows, { add, remove }) => (
              <Flex vertical gap={4} style={{ marginBottom: 16 }}>
                {rows.map(({ key, name }) => (
                  <Flex key={key} gap={8} align="start">
                    <Form.Item name={[name, 'key']} style={{ flex: 1, marginBottom: 0 }} rules={[{ required: true, message: t('lead-submitter.keyRequired') }]}>
                      <Input dir="ltr" placeholder={t('lead-submitter.payloadKey')} aria-label={t('lead-submitter.payloadKey')} />
                    </Form.Item>
                    {/* No required rule here: Form.Item would put aria-required on the select's wrapper; the server names an empty source. */}
                    <Form.Item name={[name, 'source']} style={{ flex: 1, marginBottom: 0 }}>
                      <AutoComplete options={SOURCES} filterOption={(input, option) => String(option?.value).includes(input)}>
                        {/* The name goes on the input itself: the select's wrapper may not carry one. */}
                        <Input dir="ltr" placeholder={t('lead-submitter.source')} aria-label={t('lead-submitter.source')} />
                      </AutoComplete>
                    </Form.Item>
                    {may && <Button icon={<DeleteOutlined />} aria-label={t('lead-submitter.removeRow')} onClick={() => remove(name)} />}
                  </Flex>
                ))}
                {may && (
                  <div>
                    <Button icon={<PlusOutlined />} onClick={() => add({ key: '', source: '' })}>
                      {t('lead-submitter.addRow')}
                    </Button>
                  </div>
                )}
              </Flex>
            )}
          </Form.List>
        </SettingsCard>
        <Card title={t('lead-submitter.recent')} data-testid="lead-logs">
          <Table<LogRow>
            rowKey="id"
            size="small"
            pagination={false}
            dataSource={logs.result.data}
            locale={{ emptyText: t('lead-submitter.noLogs') }}
            columns={[
              { key: 'at', title: t('lead-submissions.fields.at'), render: (_, r) => <DateTime value={r.at} compact /> },
              { key: 'call', title: t('lead-submissions.fields.call_id'), render: (_, r) => (r.test ? <Tag>{t('lead-submissions.fields.test')}</Tag> : `#${r.call_id}`) },
              { key: 'status', title: t('lead-submissions.fields.status'), render: (_, r) => <Tag color={STATUS_COLOR[r.status]}>{t(`lead-submissions.enums.status.${r.status}`)}</Tag> },
              { key: 'code', title: t('lead-submissions.fields.status_code'), render: (_, r) => <bdi dir="ltr">{r.status_code ?? '—'}</bdi> },
              { key: 'ms', title: t('lead-submissions.fields.latency_ms'), render: (_, r) => <bdi dir="ltr">{r.latency_ms ?? '—'}</bdi> },
              { key: 'error', title: t('lead-submissions.fields.error'), render: (_, r) => r.error ?? '' },
            ]}
          />
        </Card>
      </Flex>
    </>
  );
}
