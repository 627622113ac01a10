import { Alert, Button, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CreatedApiToken } from '../../../../resources/account/schemas.ts';

/** The one time the secret is ever shown: the API keeps only its hash. */
export function TokenSecretModal({ token, onClose }: { token: CreatedApiToken | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      title={t('tokens.secret.title', { name: token?.name ?? '' })}
      open={!!token}
      onCancel={onClose}
      maskClosable={false}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('tokens.secret.done')}
        </Button>
      }
    >
      <Alert type="warning" showIcon message={t('tokens.secret.warning')} style={{ marginBottom: 16 }} />
      <div dir="ltr" style={{ padding: 12, borderRadius: 6, background: 'rgba(127,127,127,0.1)', wordBreak: 'break-all' }}>
        <Typography.Text
          className="mono"
          data-testid="token-secret"
          copyable={{ text: token?.token, tooltips: [t('tokens.secret.copy'), t('tokens.secret.copied')] }}
        >
          {token?.token}
        </Typography.Text>
      </div>
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
        {t('tokens.secret.usage')}
      </Typography.Paragraph>
    </Modal>
  );
}
