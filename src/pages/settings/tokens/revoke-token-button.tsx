import { useState } from 'react';
import { Button, Popconfirm } from 'antd';
import { useCustomMutation, type BaseRecord, type HttpError } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { endpoints } from '../../../../resources/account/endpoints.ts';
import type { ApiToken } from '../../../../resources/account/schemas.ts';
import { toast } from '../../../../providers/notification-provider.ts';
import { errorText } from '../../../components/error-text.ts';

export function RevokeTokenButton({ teamId, token, onRevoked }: { teamId: number; token: ApiToken; onRevoked: () => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  // No body: the DELETE names all it needs in its URL.
  const { mutateAsync } = useCustomMutation<BaseRecord, HttpError, undefined>();

  const revoke = async () => {
    setBusy(true);
    try {
      await mutateAsync({ url: endpoints.token(teamId, token.id), method: 'delete', values: undefined, successNotification: false, errorNotification: false });
      toast('success', t('tokens.revoked', { name: token.name }));
      onRevoked();
    } catch (error) {
      toast('danger', errorText(error, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Popconfirm
      title={t('tokens.revokeTitle')}
      description={t('tokens.revokeConfirm', { name: token.name })}
      okText={t('tokens.revoke')}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger: true }}
      onConfirm={revoke}
    >
      <Button size="small" danger loading={busy}>
        {t('tokens.revoke')}
      </Button>
    </Popconfirm>
  );
}
