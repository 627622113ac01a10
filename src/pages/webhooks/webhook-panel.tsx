import { useState } from 'react';
import { Alert, Button, Descriptions, Flex, Typography } from 'antd';
import { ApiOutlined, EyeInvisibleOutlined, EyeOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { webhookDeliveries } from '../../../resources/workspace/webhook-deliveries.ts';
import type { Resource } from '../../../resources/kit/index.ts';
import { DateTime } from '../../components/date-time.tsx';
import { errorText } from '../../components/error-text.ts';
import { RotateButton } from '../../components/rotate-button.tsx';
import { PanelCard } from '../../components/panel-card.tsx';
import { useAccess } from '../../hooks/use-access.ts';
import { useRotate } from '../../hooks/use-rotate.ts';
import { SigningExample } from './signing-example.tsx';
import { useWebhookInfo } from './use-webhook-info.ts';

/** The deliveries list filtered to one source, in the URL form the list reads its filters from. */
function deliveriesPath(kind: string, id: string): string {
  const query = new URLSearchParams({
    'filters[0][field]': 'source_kind',
    'filters[0][operator]': 'in',
    'filters[0][value][0]': kind,
    'filters[1][field]': 'source_id',
    'filters[1][operator]': 'eq',
    'filters[1][value]': id,
  });
  return `${webhookDeliveries.routes.list}?${query}`;
}

export const codeBox = { display: 'block', padding: '4px 8px', borderRadius: 6, background: 'rgba(127,127,127,0.1)', wordBreak: 'break-all' } as const;

/** A webhook source's address and secret on its record page, for those who may edit the record. */
export function WebhookPanel({ resource, id }: { resource: Resource; id: string }) {
  const { t } = useTranslation();
  const allowed = useAccess();
  const { info, loading, error, reload, rotate } = useWebhookInfo(resource, id);
  const [revealed, setRevealed] = useState(false);
  const copyable = (text: string) => ({ text, tooltips: [t('webhooks.copy'), t('webhooks.copied')] });
  const { rotating, rotate: onRotate } = useRotate(async () => {
    await rotate();
    setRevealed(true);
  }, 'webhooks.rotated');

  return (
    <PanelCard
      icon={<ApiOutlined aria-hidden />}
      title={t('webhooks.title')}
      loading={loading && !info}
      extra={
        allowed({ resource: webhookDeliveries.name, action: 'list' }) && (
          <Link to={deliveriesPath(resource.name, id)}>
            <Button icon={<UnorderedListOutlined />}>{t('webhooks.deliveries')}</Button>
          </Link>
        )
      }
    >
      {error ? (
        <Alert type="error" showIcon message={t('webhooks.loadFailed')} description={errorText(error, t)} action={<Button onClick={reload}>{t('resources.retry')}</Button>} />
      ) : (
        info && (
          <Flex vertical gap={16}>
            <Typography.Text type="secondary">{t('webhooks.intro')}</Typography.Text>
            <Descriptions column={1} bordered size="small">
              <Descriptions.Item label={t('webhooks.url')}>
                <bdi dir="ltr" style={codeBox}>
                  <Typography.Text className="mono" copyable={copyable(info.url)} data-testid="webhook-url">
                    {info.url}
                  </Typography.Text>
                </bdi>
              </Descriptions.Item>
              <Descriptions.Item label={t('webhooks.secret')}>
                <Flex gap={8} align="center" wrap>
                  <bdi dir="ltr" style={{ ...codeBox, flex: '1 1 320px' }}>
                    <Typography.Text className="mono" copyable={copyable(info.secret)} data-testid="webhook-secret">
                      {revealed ? info.secret : `${info.secret.slice(0, 6)}${'•'.repeat(24)}`}
                    </Typography.Text>
                  </bdi>
                  <Button icon={revealed ? <EyeInvisibleOutlined /> : <EyeOutlined />} onClick={() => setRevealed(!revealed)}>
                    {revealed ? t('webhooks.hide') : t('webhooks.show')}
                  </Button>
                  <RotateButton label={t('webhooks.rotate')} title={t('webhooks.rotateTitle')} warning={t('webhooks.rotateWarning')} confirm={t('webhooks.rotate')} rotating={rotating} onConfirm={onRotate} />
                </Flex>
              </Descriptions.Item>
              <Descriptions.Item label={t('webhooks.rotatedAt')}>
                <DateTime value={info.rotated_at} />
              </Descriptions.Item>
            </Descriptions>
            <SigningExample info={info} />
          </Flex>
        )
      )}
    </PanelCard>
  );
}
