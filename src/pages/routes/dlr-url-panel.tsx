import { useState } from 'react';
import { Alert, Button, Descriptions, Flex, Typography } from 'antd';
import { ApiOutlined } from '@ant-design/icons';
import { useCustomMutation } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { routes } from '../../../resources/sms/routes.ts';
import type { HttpError } from '../../../providers/http-error.ts';
import { errorText } from '../../components/error-text.ts';
import { RotateButton } from '../../components/rotate-button.tsx';
import { PanelCard } from '../../components/panel-card.tsx';
import { useFreshGet } from '../../hooks/use-fresh-get.ts';
import { useRotate } from '../../hooks/use-rotate.ts';
import { codeBox } from '../webhooks/webhook-panel.tsx';

/** An HTTP route's delivery-receipt address on its page, for those who may edit the route: what the vendor is told to call back. */
export function DlrUrlPanel({ id, record }: { id: string; record: Record<string, unknown> }) {
  const { t } = useTranslation();
  const path = `${routes.apiPath}/${encodeURIComponent(id)}/dlr-url`;
  // Asked on each visit, once; the panel says itself what went wrong.
  const { data, error: loadError, loading, reload } = useFreshGet<{ url: string }>(path);
  const { mutateAsync } = useCustomMutation<{ url: string }, HttpError, undefined>();
  const [rotated, setRotated] = useState<string>();
  const url = rotated ?? data?.url;
  const { rotating, rotate: onRotate } = useRotate(
    async () => setRotated((await mutateAsync({ url: `${path}/rotate`, method: 'post', values: undefined, successNotification: false, errorNotification: false })).data.url),
    'routes.dlr.rotated',
  );

  return (
    <PanelCard
      icon={<ApiOutlined aria-hidden />}
      title={t('routes.dlr.title')}
      loading={loading && !url}
    >
      {loadError && !url ? (
        <Alert type="error" showIcon message={t('routes.dlr.loadFailed')} description={errorText(loadError, t)} action={<Button onClick={reload}>{t('resources.retry')}</Button>} />
      ) : (
        url && (
          <Flex vertical gap={16}>
            <Typography.Text type="secondary">{t('routes.dlr.intro')}</Typography.Text>
            <Descriptions column={1} bordered size="small">
              <Descriptions.Item label={t('routes.dlr.url')}>
                <Flex gap={8} align="center" wrap>
                  <bdi dir="ltr" style={{ ...codeBox, flex: '1 1 320px' }}>
                    <Typography.Text className="mono" copyable={{ text: url, tooltips: [t('webhooks.copy'), t('webhooks.copied')] }} data-testid="dlr-url">
                      {url}
                    </Typography.Text>
                  </bdi>
                  <RotateButton label={t('routes.dlr.rotate')} title={t('routes.dlr.rotateTitle')} warning={t('routes.dlr.rotateWarning')} confirm={t('routes.dlr.rotate')} rotating={rotating} onConfirm={onRotate} />
                </Flex>
              </Descriptions.Item>
              <Descriptions.Item label={t('routes.dlr.fields')}>
                <bdi dir="ltr" className="mono">
                  {[record.dlr_id_field, record.dlr_status_field, record.dlr_error_field].filter(Boolean).join(', ')}
                </bdi>
              </Descriptions.Item>
            </Descriptions>
          </Flex>
        )
      )}
    </PanelCard>
  );
}
