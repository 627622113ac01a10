/** Sync: asks the providers for the voice accounts' numbers and shows, per account, what changed or why it could not. */
import { useState } from 'react';
import { Alert, Button, Modal, Table } from 'antd';
import { SyncOutlined } from '@ant-design/icons';
import { useCustomMutation, useInvalidate } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { NUMBERS_SYNC_API, type AccountSync, type NumberSyncResponse } from '../../../../../resources/voice/number-sync.ts';
import { errorText } from '../../../../components/error-text.ts';

const COUNTS = ['added', 'restored', 'released', 'unchanged', 'elsewhere'] as const;

export function SyncNumbersButton() {
  const { t } = useTranslation();
  const invalidate = useInvalidate();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<NumberSyncResponse | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { mutateAsync } = useCustomMutation<NumberSyncResponse>();
  const sync = async () => {
    setBusy(true);
    setFailure(null);
    try {
      setResult((await mutateAsync({ url: NUMBERS_SYNC_API, method: 'post', values: {}, successNotification: false, errorNotification: false })).data);
      await invalidate({ resource: 'voice-numbers', invalidates: ['list'] });
    } catch (error) {
      setFailure(errorText(error, t));
    } finally {
      setBusy(false);
    }
  };
  const close = () => {
    setResult(null);
    setFailure(null);
  };
  return (
    <>
      <Button icon={<SyncOutlined spin={busy} />} loading={busy} onClick={sync}>
        {t('voice-numbers.sync.button')}
      </Button>
      <Modal open={!!result || !!failure} title={t('voice-numbers.sync.title')} onCancel={close} onOk={close} cancelButtonProps={{ style: { display: 'none' } }} width={720}>
        {failure && <Alert type="error" showIcon message={failure} />}
        {result && result.accounts.length === 0 && <Alert type="info" showIcon message={t('voice-numbers.sync.noAccounts')} />}
        {result && result.accounts.length > 0 && (
          <Table<AccountSync>
            size="small"
            rowKey="account_id"
            pagination={false}
            dataSource={result.accounts}
            columns={[
              { key: 'name', title: t('voice-numbers.sync.account'), render: (_, a) => `${a.name} (${t(`voice-accounts.enums.provider.${a.provider}`)})` },
              ...COUNTS.map((count) => ({ key: count, title: t(`voice-numbers.sync.${count}`), render: (_: unknown, a: AccountSync) => (a.error ? '—' : a[count]) })),
              { key: 'error', title: t('voice-numbers.sync.note'), render: (_, a) => (a.error ? <Alert type="warning" showIcon message={a.reason === 'no_adapter' ? t('voice-numbers.sync.noAdapter', { provider: t(`voice-accounts.enums.provider.${a.provider}`) }) : a.error} style={{ padding: '2px 8px' }} /> : t('voice-numbers.sync.ok')) },
            ]}
          />
        )}
      </Modal>
    </>
  );
}
