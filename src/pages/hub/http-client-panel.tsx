/**
 * An HTTP endpoint's page: how its client connects (docs/areas/hub.md#http-clients) — the JSON API's
 * address and Kannel's sendsms, whether an API key is set and since when, and for admins a new key
 * (shown here once: Parley keeps only its hash) and the secret receipts are signed with.
 */
import { useState } from 'react';
import { Alert, Descriptions, Flex, Typography } from 'antd';
import { ApiOutlined } from '@ant-design/icons';
import { useCustomMutation, useInvalidate } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { API_BASE } from '../../../resources/account/endpoints.ts';
import { endpoints } from '../../../resources/hub/endpoints.ts';
import { httpClientPath, hubSubmitPath, SENDSMS_PATH, type HttpClientInfo } from '../../../resources/hub/http-clients.ts';
import { DateTime } from '../../components/date-time.tsx';
import { PanelCard } from '../../components/panel-card.tsx';
import { RotateButton } from '../../components/rotate-button.tsx';
import { useFreshGet } from '../../hooks/use-fresh-get.ts';
import { useRotate } from '../../hooks/use-rotate.ts';
import { codeBox } from '../webhooks/webhook-panel.tsx';

export function HttpClientPanel({ id, record, mayEdit }: { id: string; record: Record<string, unknown>; mayEdit: boolean }) {
  const { t } = useTranslation();
  const invalidate = useInvalidate();
  const { data: info } = useFreshGet<HttpClientInfo>(httpClientPath(encodeURIComponent(id)), { enabled: mayEdit });
  const { mutateAsync } = useCustomMutation<Record<string, string>>();
  const [key, setKey] = useState<string>();
  const [secret, setSecret] = useState<string>();
  const copyable = (text: string) => ({ text, tooltips: [t('webhooks.copy'), t('webhooks.copied')] });
  const run = async (action: string) => (await mutateAsync({ url: `${endpoints.apiPath}/${encodeURIComponent(id)}/${action}`, method: 'post', values: {}, successNotification: false, errorNotification: false })).data;
  const { rotating: rotatingKey, rotate: rotateKey } = useRotate(async () => {
    setKey((await run('rotate-key')).api_key);
    await invalidate({ resource: endpoints.name, invalidates: ['detail'], id });
  }, 'endpoints.http.keyOnce');
  const { rotating: rotatingSecret, rotate: rotateSecret } = useRotate(async () => setSecret((await run('rotate-signing-secret')).signing_secret), 'webhooks.rotated');
  const origin = window.location.origin;
  const code = (text: string, testId?: string) => (
    <bdi dir="ltr" style={codeBox}>
      <Typography.Text className="mono" copyable={copyable(text)} data-testid={testId}>
        {text}
      </Typography.Text>
    </bdi>
  );
  const signingSecret = secret ?? info?.signing_secret;

  return (
    <PanelCard
      icon={<ApiOutlined aria-hidden />}
      title={t('endpoints.http.title')}
      extra={<Link to={`/hub/endpoints/${encodeURIComponent(id)}/receipt-attempts`}>{t('endpoints.http.attempts')}</Link>}
      data-testid="http-client-panel"
    >
      <Flex vertical gap={16}>
        <Typography.Text type="secondary">{t('endpoints.http.intro')}</Typography.Text>
        <Descriptions column={1} bordered size="small">
          <Descriptions.Item label={t('endpoints.http.submitUrl')}>{code(`${origin}${API_BASE}${hubSubmitPath}`, 'http-submit-url')}</Descriptions.Item>
          <Descriptions.Item label={t('endpoints.http.sendsmsUrl')}>
            <Flex vertical gap={4}>
              {code(`${origin}${SENDSMS_PATH}`)}
              <Typography.Text type="secondary">{t('endpoints.http.sendsmsLogin')}</Typography.Text>
            </Flex>
          </Descriptions.Item>
          <Descriptions.Item label={t('endpoints.http.key')}>
            <Flex vertical gap={8}>
              {record.api_key_set_at ? (
                <>
                  <Typography.Text data-testid="http-key-set">
                    {t('endpoints.http.keySet')} <DateTime value={String(record.api_key_set_at)} />
                  </Typography.Text>
                  <Typography.Text type="secondary">{t('endpoints.http.keyHashOnly')}</Typography.Text>
                </>
              ) : (
                <Typography.Text type="secondary">{t('endpoints.http.keyNone')}</Typography.Text>
              )}
              {key && (
                <>
                  <Alert type="warning" showIcon message={t('endpoints.http.keyOnce')} />
                  {code(key, 'http-api-key')}
                </>
              )}
              {mayEdit && (
                <div>
                  <RotateButton label={t('endpoints.http.rotateKey')} title={t('endpoints.http.rotateKeyTitle')} warning={t('endpoints.http.rotateKeyWarning')} confirm={t('endpoints.http.rotateKey')} rotating={rotatingKey} onConfirm={rotateKey} />
                </div>
              )}
            </Flex>
          </Descriptions.Item>
          {mayEdit && signingSecret && (
            <Descriptions.Item label={t('endpoints.http.secret')}>
              <Flex vertical gap={8}>
                {code(signingSecret, 'http-signing-secret')}
                <Typography.Text type="secondary">{t('endpoints.http.secretHint', { header: info?.signature_header ?? 'X-Parley-Signature' })}</Typography.Text>
                <div>
                  <RotateButton label={t('endpoints.http.rotateSecret')} title={t('endpoints.http.rotateSecretTitle')} warning={t('endpoints.http.rotateSecretWarning')} confirm={t('endpoints.http.rotateSecret')} rotating={rotatingSecret} onConfirm={rotateSecret} />
                </div>
              </Flex>
            </Descriptions.Item>
          )}
        </Descriptions>
      </Flex>
    </PanelCard>
  );
}
