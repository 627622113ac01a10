import { Empty, Table, Tag, Typography } from 'antd';
import { useList, useMany, type BaseRecord } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { enumKey, labelKey } from '../../../resources/kit/index.ts';
import { livePhones, routes, smsTests } from '../../../resources/sms/index.ts';
import { DateTime } from '../../components/date-time.tsx';
import { Ltr } from '../../components/ltr.tsx';
import { useAccess } from '../../hooks/use-access.ts';
import { useIntlLocale } from '../../resource-ui/use-locale.ts';
import { formatLatency, hubRecordLink, hubRoutes } from './format.ts';
import { SectionCard } from './section-card.tsx';

interface SmsTest extends BaseRecord {
  id: number;
  route_id: number;
  live_phone_id: number;
  status: 'queued' | 'sent' | 'delivered' | 'failed' | 'timeout';
  latency_ms?: number | null;
  created_at: string;
}

const STATUS_COLORS: Record<SmsTest['status'], string> = { queued: 'default', sent: 'processing', delivered: 'success', failed: 'error', timeout: 'warning' };

const ids = (values: number[]) => [...new Set(values)];
const dash = <Typography.Text type="secondary">—</Typography.Text>;

/** The ten newest SMS tests: over which route, to which live phone, and how they came out. */
export function LatestSmsTests() {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const may = useAccess();
  const navigate = useNavigate();
  const { result, query } = useList<SmsTest>({
    resource: smsTests.name,
    pagination: { currentPage: 1, pageSize: 10, mode: 'server' },
    sorters: [{ field: 'created_at', order: 'desc' }],
    errorNotification: false,
  });
  const rows = result.data;
  const routeIds = ids(rows.map((r) => r.route_id));
  const phoneIds = ids(rows.map((r) => r.live_phone_id));
  const routeRows = useMany({ resource: routes.name, ids: routeIds, queryOptions: { enabled: routeIds.length > 0 && may({ resource: routes.name, action: 'list' }) }, errorNotification: false });
  const phoneRows = useMany({ resource: livePhones.name, ids: phoneIds, queryOptions: { enabled: phoneIds.length > 0 && may({ resource: livePhones.name, action: 'list' }) }, errorNotification: false });
  const routeById = new Map((routeRows.result?.data ?? []).map((r) => [r.id, r]));
  const phoneById = new Map((phoneRows.result?.data ?? []).map((p) => [p.id, p]));
  const label = (field: string) => t(labelKey(smsTests, field));

  return (
    <SectionCard title={t('hub.tests.title')} link={{ to: hubRoutes(smsTests)!.list, label: t('hub.tests.viewAll') }} query={query}>
      <Table<SmsTest>
        dataSource={rows}
        rowKey="id"
        size="small"
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('hub.tests.empty')} /> }}
        onRow={(row) => ({
          onClick: (event) => {
            if ((event.target as HTMLElement).closest('a')) return;
            navigate(hubRecordLink(smsTests, row.id)!);
          },
          style: { cursor: 'pointer' },
        })}
        columns={[
          {
            key: 'created_at',
            title: t('hub.tests.createdAt'),
            render: (_, row) => (
              <Link to={hubRecordLink(smsTests, row.id)!}>
                <DateTime value={row.created_at} />
              </Link>
            ),
          },
          {
            key: 'route',
            title: label('route_id'),
            render: (_, row) => {
              const route = routeById.get(row.route_id);
              return route ? String(route.name) : <Ltr>#{row.route_id}</Ltr>;
            },
          },
          {
            key: 'live_phone',
            title: label('live_phone_id'),
            render: (_, row) => {
              const phone = phoneById.get(row.live_phone_id);
              if (!phone) return <Ltr>#{row.live_phone_id}</Ltr>;
              return (
                <>
                  <Ltr>{String(phone.number)}</Ltr>
                  <br />
                  <Typography.Text type="secondary">{String(phone.network)}</Typography.Text>
                </>
              );
            },
          },
          {
            key: 'status',
            title: label('status'),
            render: (_, row) => <Tag color={STATUS_COLORS[row.status]}>{t(enumKey(smsTests, 'status', row.status))}</Tag>,
          },
          {
            key: 'latency',
            title: t('hub.tests.latency'),
            align: 'end',
            render: (_, row) => (row.latency_ms === null || row.latency_ms === undefined ? dash : <Ltr>{formatLatency(row.latency_ms, locale)}</Ltr>),
          },
        ]}
      />
    </SectionCard>
  );
}
