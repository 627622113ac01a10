/**
 * The campaign's texts as one recipient gets them (the segment's first member): placeholders
 * filled, the offer link at its real length, each with its weight, encoding and parts.
 */
import { Alert, Card, Flex, List, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../components/error-text.ts';
import { Ltr } from '../../components/ltr.tsx';
import { useCampaignPreview } from './use-readiness.ts';

export function CampaignPreviewPanel({ id }: { id: string }) {
  const { t } = useTranslation();
  const { preview, error } = useCampaignPreview(id);
  const who = preview?.contact;
  const name = who ? [who.first_name, who.last_name].filter(Boolean).join(' ') : '';
  return (
    <Card
      title={t('campaigns.preview.title')}
      style={{ marginTop: 16 }}
      data-testid="campaign-preview"
      extra={
        preview && (
          <Typography.Text type="secondary">
            {who ? (
              <>
                {t('campaigns.preview.as', { name: name || t('campaigns.preview.noName') })} <Ltr>{who.phone}</Ltr>
              </>
            ) : (
              t('campaigns.preview.nobody')
            )}
          </Typography.Text>
        )
      }
    >
      {error ? (
        <Alert type="error" showIcon message={errorText(error, t)} />
      ) : !preview ? (
        <Skeleton active />
      ) : (
        <List
          dataSource={preview.texts}
          renderItem={(text) => (
            <List.Item key={text.id ?? 'own'}>
              <Flex vertical gap={6} style={{ width: '100%' }}>
                <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>{text.rendered}</Typography.Paragraph>
                <Flex gap={6} wrap>
                  <Tag>{text.id === null ? t('campaigns.preview.ownText') : t('campaigns.preview.weight', { weight: text.weight })}</Tag>
                  <Tag color={text.encoding === 'ucs2' ? 'warning' : undefined}>{t(`campaigns.preview.encoding.${text.encoding}`)}</Tag>
                  <Tag color={text.parts > 1 ? 'processing' : undefined}>{t('campaigns.preview.parts', { parts: text.parts, characters: text.characters })}</Tag>
                </Flex>
              </Flex>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
