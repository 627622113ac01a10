/** On a vendor route's page: its rate sheet settings at a glance and the way to read a new deck. */
import { Button, Flex, Typography } from 'antd';
import { TableOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PanelCard } from '../../../components/panel-card.tsx';

export function RateSheetsPanel({ id, record }: { id: string; record: Record<string, unknown> }) {
  const { t } = useTranslation();
  return (
    <PanelCard icon={<TableOutlined aria-hidden />} title={t('rate-decks.panel.title')}>
      <Flex vertical gap={12} align="flex-start">
        <Typography.Text type="secondary">{t('rate-decks.panel.intro')}</Typography.Text>
        <Typography.Text>{t(record.deck_settings ? 'rate-decks.panel.saved' : 'rate-decks.panel.none')}</Typography.Text>
        <Link to={`/sms/routing/routes/${encodeURIComponent(id)}/deck`}>
          <Button type="primary" icon={<TableOutlined />} data-testid="open-rate-sheet">
            {t('rate-decks.panel.open')}
          </Button>
        </Link>
      </Flex>
    </PanelCard>
  );
}
