/**
 * A provider account's call webhook on its page (staff who may edit it): the address the carrier
 * posts to, and a button for a new secret, shown here once in full (the old one stops at once).
 */
import { useState } from 'react';
import { Alert, Descriptions, Flex, Typography } from 'antd';
import { ApiOutlined } from '@ant-design/icons';
import { useCustomMutation, useInvalidate } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { providerWebhookSecretPath } from '../../../../../resources/voice/provider-accounts.ts';
import { PanelCard } from '../../../../components/panel-card.tsx';
import { RotateButton } from '../../../../components/rotate-button.tsx';
import { useRotate } from '../../../../hooks/use-rotate.ts';
import { codeBox } from '../../../webhooks/webhook-panel.tsx';

export function ProviderSecretPanel({ id }: { id: string }) {
  const { t } = useTranslation();
  const invalidate = useInvalidate();
  const [fresh, setFresh] = useState<{ webhook_url: string; webhook_secret: string } | null>(null);
  const { mutateAsync } = useCustomMutation<{ webhook_url: string; webhook_secret: string }>();
  const copyable = (text: string) => ({ text, tooltips: [t('webhooks.copy'), t('webhooks.copied')] });
  const { rotating, rotate } = useRotate(async () => {
    setFresh((await mutateAsync({ url: providerWebhookSecretPath(id), method: 'post', values: {}, successNotification: false, errorNotification: false })).data);
    await invalidate({ resource: 'provider-accounts', invalidates: ['detail'], id });
  }, 'webhooks.rotated');
  return (
    <PanelCard icon={<ApiOutlined aria-hidden />} title={t('provider-accounts.webhook.title')}>
      <Flex vertical gap={16}>
        <Typography.Text type="secondary">{t('provider-accounts.webhook.intro')}</Typography.Text>
        {fresh && (
          <>
            <Alert type="warning" showIcon message={t('provider-accounts.webhook.once')} />
            <Descriptions column={1} bordered size="small">
              <Descriptions.Item label={t('webhooks.url')}>
                <bdi dir="ltr" style={codeBox}>
                  <Typography.Text className="mono" copyable={copyable(fresh.webhook_url)}>
                    {fresh.webhook_url}
                  </Typography.Text>
                </bdi>
              </Descriptions.Item>
              <Descriptions.Item label={t('webhooks.secret')}>
                <bdi dir="ltr" style={codeBox}>
                  <Typography.Text className="mono" copyable={copyable(fresh.webhook_secret)} data-testid="provider-webhook-secret">
                    {fresh.webhook_secret}
                  </Typography.Text>
                </bdi>
              </Descriptions.Item>
            </Descriptions>
          </>
        )}
        <div>
          <RotateButton label={t('provider-accounts.webhook.rotate')} title={t('webhooks.rotateTitle')} warning={t('webhooks.rotateWarning')} confirm={t('webhooks.rotate')} rotating={rotating} onConfirm={rotate} />
        </div>
      </Flex>
    </PanelCard>
  );
}
