import { Card, Flex, List, Typography } from 'antd';
import { PhoneOutlined, SendOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DashboardFigures } from '../../../resources/dashboard/figures.ts';
import { agentCampaigns } from '../../../resources/voice/index.ts';
import { campaigns as smsCampaigns } from '../../../resources/campaigns/index.ts';
import { enumKey, meaningOf } from '../../../resources/kit/index.ts';
import { DateTime } from '../../components/date-time.tsx';
import { EmptyFigure } from '../../components/empty-figure.tsx';
import { StateTag } from '../../components/state-tag.tsx';
import { useAccess } from '../../hooks/use-access.ts';
import { recordPath, resourceRoutes } from '../../resource-ui/routes.ts';
import { useIntlLocale } from '../../resource-ui/use-locale.ts';

const RESOURCE = { sms: smsCampaigns, voice: agentCampaigns } as const;

/** When the campaign went or goes: finished, started, set to start, or not scheduled (a draft). */
function When({ campaign: c }: { campaign: DashboardFigures['campaigns'][number] }) {
  const { t } = useTranslation();
  const [key, at] = c.finished_at ? ['finished', c.finished_at] : c.started_at ? ['started', c.started_at] : c.starts_at ? ['starts', c.starts_at] : ['unscheduled', null];
  if (!at) return <>{t('dashboard.campaigns.unscheduled')}</>;
  return (
    <>
      {t(`dashboard.campaigns.${key}`)} <DateTime value={at} compact />
    </>
  );
}

/** The campaigns touched last, each a link to its page, with its state and reach. */
export function RecentCampaigns({ items }: { items: DashboardFigures['campaigns'] }) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const may = useAccess();
  const number = (n: number) => new Intl.NumberFormat(locale).format(n);
  return (
    <Card title={t('dashboard.campaigns.title')} style={{ height: '100%' }} styles={{ body: { paddingBlock: 8 } }}>
      {items.length ? (
        <List
          dataSource={items}
          rowKey={(c) => `${c.kind}-${c.id}`}
          renderItem={(c) => {
            const resource = RESOURCE[c.kind];
            const routes = resourceRoutes(resource);
            const name = <Typography.Text ellipsis={{ tooltip: c.name }}>{c.name}</Typography.Text>;
            return (
              <List.Item style={{ paddingInline: 0 }}>
                <Flex vertical gap={2} style={{ minWidth: 0, flex: 1 }}>
                  <Flex gap={8} align="center" style={{ minWidth: 0 }}>
                    {c.kind === 'sms' ? <SendOutlined aria-label={t('dashboard.campaigns.sms')} /> : <PhoneOutlined aria-label={t('dashboard.campaigns.voice')} />}
                    {routes && may({ resource: resource.name, action: 'show' }) ? <Link to={recordPath(routes.show, c.id)} style={{ minWidth: 0 }}>{name}</Link> : name}
                  </Flex>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    <When campaign={c} />
                    {' · '}
                    {c.kind === 'voice' ? t('dashboard.campaigns.callsOf', { calls: number(c.calls ?? 0), audience: number(c.audience) }) : t('dashboard.campaigns.recipients', { audience: number(c.audience) })}
                  </Typography.Text>
                </Flex>
                <StateTag meaning={meaningOf(resource, 'status', c.status)}>{t(enumKey(resource, 'status', c.status))}</StateTag>
              </List.Item>
            );
          }}
        />
      ) : (
        <EmptyFigure icon={<SendOutlined />} title={t('dashboard.campaigns.none')}>
          {t('dashboard.campaigns.noneHint')}
        </EmptyFigure>
      )}
    </Card>
  );
}
