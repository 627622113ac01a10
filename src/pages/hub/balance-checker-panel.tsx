/**
 * A company's balance checker on its page (docs/areas/hub.md#balance-checker): what the vendor last
 * said the company holds there (or why no balance was read), the request that asks it, and Test
 * (one run shown with the vendor's answer, nothing recorded) and Sync now (a run recorded). Admins
 * change and run it; everyone reads.
 */
import { useState } from 'react';
import { Alert, Button, Flex, Form, Input, InputNumber, Select, Space, Switch, Tag, Typography } from 'antd';
import { ExperimentOutlined, SyncOutlined } from '@ant-design/icons';
import { useCustomMutation } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { CURRENCIES } from '../../../resources/campaigns/offers.ts';
import { formatFieldMoney, parseDecimal, safeUnits, unitsToDecimal } from '../../../resources/format/money.ts';
import {
  BALANCE_CHECK_METHODS,
  BALANCE_EXTRACT_KINDS,
  BODY_PLACEHOLDERS,
  balanceCheckerPath,
  balanceCheckerTestPath,
  balanceSyncPath,
  MAX_CHECK_INTERVAL_MINUTES,
  MIN_CHECK_INTERVAL_MINUTES,
  type BalanceChecker,
  type BalanceCheckResult,
  type BalanceSyncResult,
} from '../../../resources/hub/balance-checker.ts';
import { SMS_PRICE_SCALE } from '../../../resources/sms/shared.ts';
import { DateTime } from '../../components/date-time.tsx';
import { errorText } from '../../components/error-text.ts';
import { SettingsCard } from '../../components/settings-page/settings-card.tsx';
import { useSettings } from '../../components/settings-page/use-settings.ts';
import { useIntlLocale } from '../../resource-ui/use-locale.ts';

type Values = Omit<BalanceChecker, 'low_balance_threshold'> & { low_balance_threshold: string };

const bodyBox = { margin: 0, padding: 8, borderRadius: 6, background: 'rgba(127,127,127,0.1)', maxHeight: 240, overflow: 'auto', whiteSpace: 'pre-wrap', wordBreak: 'break-all' } as const;
const money = (units: number, currency: string, locale: string) => formatFieldMoney({ scale: SMS_PRICE_SCALE, precision: 'total' }, units, currency, locale);

/** The request as the API takes it; a threshold that is no amount goes as typed, for the server to name. */
function requestOf(values: Values) {
  return {
    url: values.url?.trim() ?? '',
    method: values.method,
    headers: values.headers?.trim() || null,
    body: values.method === 'POST' ? values.body || null : null,
    extract_kind: values.extract_kind,
    expression: values.expression ?? '',
    currency: values.currency,
    timeout_seconds: values.timeout_seconds,
  };
}

function thresholdOf(text: string | undefined): number | string | null {
  if (!text?.trim()) return null;
  const parsed = parseDecimal(text.trim(), SMS_PRICE_SCALE);
  return parsed.ok ? (safeUnits(parsed.units) ?? text) : text;
}

export function BalanceCheckerPanel({ id }: { id: string }) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const [synced, setSynced] = useState<BalanceSyncResult | null>(null);
  const [syncing, setSyncing] = useState(false);
  const [syncFailure, setSyncFailure] = useState<string | null>(null);
  const { mutateAsync } = useCustomMutation<BalanceSyncResult>();
  const settings = useSettings<BalanceChecker, Values, BalanceCheckResult>({
    access: 'companies',
    url: balanceCheckerPath(encodeURIComponent(id)),
    toValues: (record) => ({ ...record, headers: record.headers, low_balance_threshold: unitsToDecimal(record.low_balance_threshold, SMS_PRICE_SCALE) ?? '' }),
    save: {
      url: balanceCheckerPath(encodeURIComponent(id)),
      method: 'put',
      body: (values) => ({ ...requestOf(values), enabled: values.enabled, interval_minutes: values.interval_minutes, low_balance_threshold: thresholdOf(values.low_balance_threshold) }),
      saved: 'companies.balanceChecker.saved',
    },
    test: { url: balanceCheckerTestPath(encodeURIComponent(id)), body: (values) => ({ request: requestOf(values) }) },
    // A test's fields come back under `request.`: they go under the same inputs as a save's.
    fieldErrors: (errors) => Object.fromEntries(Object.entries(errors).map(([name, messages]) => [name.replace(/^request\./, ''), messages])),
  });
  const { record, may } = settings;
  const method = Form.useWatch('method', settings.form);

  const sync = async () => {
    setSyncing(true);
    setSyncFailure(null);
    try {
      setSynced((await mutateAsync({ url: balanceSyncPath(encodeURIComponent(id)), method: 'post', values: {}, successNotification: false, errorNotification: false })).data);
    } catch (error) {
      setSyncFailure(errorText(error, t));
    } finally {
      setSyncing(false);
    }
  };

  // What the vendor said last: a sync's answer when newer than the loaded checker.
  const last = synced
    ? { balance: synced.balance ?? record?.last_balance ?? null, currency: synced.balance !== null ? synced.currency : (record?.last_currency ?? null), at: synced.checked_at, error: synced.error, low: synced.low }
    : record && { balance: record.last_balance, currency: record.last_currency, at: record.last_checked_at, error: record.last_error, low: record.low };

  const reading = record?.configured && last && (
    <Flex vertical gap={8} style={{ marginBottom: 16 }} data-testid="vendor-balance">
      <Flex gap={8} align="center" wrap>
        <Typography.Text strong>{t('companies.balanceChecker.vendorBalance')}</Typography.Text>
        <Typography.Text>{last.balance !== null && last.currency ? money(last.balance, last.currency, locale) : '—'}</Typography.Text>
        {last.low && <Tag color="orange">{t('companies.balanceChecker.low')}</Tag>}
        <Typography.Text type="secondary">
          {last.at ? (
            <>
              {t('companies.balanceChecker.readAt')} <DateTime value={last.at} />
            </>
          ) : (
            t('companies.balanceChecker.neverRead')
          )}
        </Typography.Text>
        {may && (
          <Button size="small" icon={<SyncOutlined />} loading={syncing} onClick={sync} data-testid="balance-sync">
            {t('companies.balanceChecker.sync')}
          </Button>
        )}
      </Flex>
      {last.error && <Alert type="warning" showIcon message={<span dir="auto">{last.error}</span>} />}
      {syncFailure && <Alert type="error" showIcon message={syncFailure} />}
    </Flex>
  );

  return (
    <SettingsCard
      settings={settings}
      card={{ 'data-testid': 'balance-checker', title: t('companies.balanceChecker.title'), loading: !record && !settings.failure }}
      intro={t('companies.balanceChecker.intro')}
      notice={reading}
      result={(tested) => (
        <Alert
          data-testid="balance-test-result"
          type={tested.ok ? 'success' : 'error'}
          showIcon
          style={{ marginBottom: 16 }}
          message={
            tested.ok && tested.balance !== null
              ? t('companies.balanceChecker.testOk', { balance: money(tested.balance, tested.currency, locale), raw: tested.raw, status: tested.status })
              : (tested.error ?? t('companies.balanceChecker.testFailed'))
          }
          description={
            tested.body !== null && (
              <Space direction="vertical" style={{ width: '100%' }}>
                <Typography.Text type="secondary">{t('companies.balanceChecker.answered', { status: tested.status, ms: tested.latency_ms })}</Typography.Text>
                <pre style={bodyBox} dir="ltr" className="mono">
                  {tested.body}
                  {tested.truncated ? '\n…' : ''}
                </pre>
              </Space>
            )
          }
        />
      )}
      form={{ name: 'balance-checker', style: { maxWidth: 760 } }}
      saveLabel={t('companies.balanceChecker.save')}
      testButton={{ label: t('companies.balanceChecker.test'), icon: <ExperimentOutlined />, testId: 'balance-test' }}
      readOnly={t('companies.balanceChecker.adminsOnly')}
    >
      <Form.Item name="enabled" label={t('companies.balanceChecker.enabled')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Space.Compact block>
        <Form.Item name="method" label={t('companies.balanceChecker.method')} style={{ width: 110 }}>
          <Select options={BALANCE_CHECK_METHODS.map((value) => ({ value, label: value }))} />
        </Form.Item>
        <Form.Item name="url" label={t('companies.balanceChecker.url')} style={{ flex: 1 }}>
          <Input dir="ltr" placeholder="https://vendor.example/api/balance" />
        </Form.Item>
      </Space.Compact>
      <Form.Item name="headers" label={t('companies.balanceChecker.headers')} extra={t('companies.balanceChecker.headersHint')}>
        <Input.TextArea rows={2} dir="ltr" className="mono" spellCheck={false} placeholder="Authorization: Bearer …" />
      </Form.Item>
      {method === 'POST' && (
        <Form.Item name="body" label={t('companies.balanceChecker.body')} extra={t('companies.balanceChecker.bodyHint', { names: BODY_PLACEHOLDERS.map((name) => `{{${name}}}`).join(', '), interpolation: { escapeValue: false } })}>
          <Input.TextArea rows={3} dir="ltr" className="mono" spellCheck={false} />
        </Form.Item>
      )}
      <Space.Compact block>
        <Form.Item name="extract_kind" label={t('companies.balanceChecker.extractKind')} style={{ width: 200 }}>
          <Select options={BALANCE_EXTRACT_KINDS.map((value) => ({ value, label: t(`companies.balanceChecker.kinds.${value}`) }))} />
        </Form.Item>
        <Form.Item name="expression" label={t('companies.balanceChecker.expression')} style={{ flex: 1 }} extra={t('companies.balanceChecker.expressionHint')}>
          <Input dir="ltr" className="mono" spellCheck={false} placeholder="$.data.balance" />
        </Form.Item>
      </Space.Compact>
      <Flex gap={16} wrap>
        <Form.Item name="currency" label={t('companies.fields.currency')}>
          <Select style={{ width: 160 }} options={CURRENCIES.map((value) => ({ value, label: t(`companies.enums.currency.${value}`) }))} />
        </Form.Item>
        <Form.Item name="low_balance_threshold" label={t('companies.balanceChecker.threshold')} extra={t('companies.balanceChecker.thresholdHint')}>
          <Input dir="ltr" inputMode="decimal" style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="interval_minutes" label={t('companies.balanceChecker.interval')}>
          <InputNumber min={MIN_CHECK_INTERVAL_MINUTES} max={MAX_CHECK_INTERVAL_MINUTES} style={{ width: 140 }} />
        </Form.Item>
        <Form.Item name="timeout_seconds" label={t('companies.balanceChecker.timeout')}>
          <InputNumber min={1} max={30} style={{ width: 120 }} />
        </Form.Item>
      </Flex>
    </SettingsCard>
  );
}
