import { useState } from 'react';
import { Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { endpoints } from '../../../../resources/account/endpoints.ts';
import type { ApiToken } from '../../../../resources/account/schemas.ts';
import { http } from '../../../../providers/http-client.ts';
import { toast } from '../../../../providers/notification-provider.ts';
import { errorText } from '../../../components/error-text.ts';

export function RevokeTokenButton({ teamId, token, onRevoked }: { teamId: number; token: ApiToken; onRevoked: () => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);

  const revoke = async () => {
    setBusy(true);
    try {
      await http.delete(endpoints.token(teamId, token.id));
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
