import { Empty, Table, Tag, Typography } from 'antd';
import { useList, useMany, type BaseRecord } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { directionOf } from '../../../providers/i18n-provider.ts';
import { enumKey, labelKey } from '../../../resources/kit/index.ts';
import { rateChanges, routes, vendorRates } from '../../../resources/sms/index.ts';
import { Ltr } from '../../components/ltr.tsx';
import { useAccess } from '../../hooks/use-access.ts';
import { useIntlLocale } from '../../resource-ui/use-locale.ts';
import { formatFieldMoney } from '../../../resources/format/money.ts';
import { countryName, hubRecordLink, hubRoutes } from './format.ts';
import { SectionCard } from './section-card.tsx';

interface RateChange extends BaseRecord {
  id: number;
  route_id: number;
  vendor_rate_id?: number | null;
  network_name: string;
  country: string;
  mcc: string;
  mnc: string;
  old_price?: number | null;
  new_price?: number | null;
  change: 'increase' | 'decrease' | 'new' | 'closed';
  effective_from: string;
}

const CHANGE_COLORS: Record<RateChange['change'], string> = { increase: 'red', decrease: 'green', new: 'blue', closed: 'default' };

const ids = (values: unknown[]) => [...new Set(values.filter((v): v is number => typeof v === 'number'))];

/** The ten newest vendor rate changes, each opening its record on the rate changes screen. */
export function RecentRateChanges() {
  const { t, i18n } = useTranslation();
  const locale = useIntlLocale();
  const may = useAccess();
  const navigate = useNavigate();
  const { result, query } = useList<RateChange>({
    resource: rateChanges.name,
    pagination: { currentPage: 1, pageSize: 10, mode: 'server' },
    sorters: [{ field: 'detected_at', order: 'desc' }],
    errorNotification: false,
  });
  const rows = result.data;
  // The change log carries no currency: the vendor rate it belongs to does, else its route.
  const rateIds = ids(rows.map((r) => r.vendor_rate_id));
  const routeIds = ids(rows.filter((r) => !r.vendor_rate_id).map((r) => r.route_id));
  const rates = useMany({ resource: vendorRates.name, ids: rateIds, queryOptions: { enabled: rateIds.length > 0 && may({ resource: vendorRates.name, action: 'list' }) }, errorNotification: false });
  const routeRows = useMany({ resource: routes.name, ids: routeIds, queryOptions: { enabled: routeIds.length > 0 && may({ resource: routes.name, action: 'list' }) }, errorNotification: false });
  const currencies = new Map<string, string>([
    ...(routeRows.result?.data ?? []).map((r): [string, string] => [`route:${r.id}`, String(r.currency)]),
    ...(rates.result?.data ?? []).map((r): [string, string] => [`rate:${r.id}`, String(r.currency)]),
  ]);
  const currencyOf = (row: RateChange) => (row.vendor_rate_id ? currencies.get(`rate:${row.vendor_rate_id}`) : currencies.get(`route:${row.route_id}`)) ?? null;
  // The same formatter as the rate changes list: €0.031437.
  const price = (micros: number | null | undefined, row: RateChange) =>
    micros === null || micros === undefined ? <Typography.Text type="secondary">—</Typography.Text> : <Ltr>{formatFieldMoney(rateChanges.fields.new_price, micros, currencyOf(row), locale)}</Ltr>;
  const arrow = directionOf(i18n.language) === 'rtl' ? '←' : '→';
  const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const label = (field: string) => t(labelKey(rateChanges, field));

  return (
    <SectionCard title={t('hub.rateChanges.title')} link={{ to: hubRoutes(rateChanges)!.list, label: t('hub.rateChanges.viewAll') }} query={query}>
      <Table<RateChange>
        dataSource={rows}
        rowKey="id"
        size="small"
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('hub.rateChanges.empty')} /> }}
        onRow={(row) => ({
          onClick: (event) => {
            if ((event.target as HTMLElement).closest('a')) return;
            navigate(hubRecordLink(rateChanges, row.id)!);
          },
          style: { cursor: 'pointer' },
        })}
        columns={[
          {
            key: 'network',
            title: label('network_name'),
            render: (_, row) => (
              <>
                <Link to={hubRecordLink(rateChanges, row.id)!}>{row.network_name}</Link>
                <br />
                <Typography.Text type="secondary">
                  <Ltr>{`${row.mcc}-${row.mnc}`}</Ltr>
                </Typography.Text>
              </>
            ),
          },
          {
            key: 'country',
            title: label('country'),
            render: (_, row) => (
              <>
                {countryName(row.country, locale)} <Typography.Text type="secondary"><Ltr>{row.country}</Ltr></Typography.Text>
              </>
            ),
          },
          {
            key: 'price',
            title: t('hub.rateChanges.price'),
            render: (_, row) => (
              <span style={{ whiteSpace: 'nowrap' }}>
                {price(row.old_price, row)} {arrow} {price(row.new_price, row)}
              </span>
            ),
          },
          {
            key: 'change',
            title: label('change'),
            render: (_, row) => <Tag color={CHANGE_COLORS[row.change]}>{t(enumKey(rateChanges, 'change', row.change))}</Tag>,
          },
          {
            key: 'effective_from',
            title: label('effective_from'),
            render: (_, row) => {
              const date = new Date(`${row.effective_from.slice(0, 10)}T00:00:00Z`);
              return Number.isNaN(date.getTime()) ? row.effective_from : <time dateTime={row.effective_from}>{dateFormat.format(date)}</time>;
            },
          },
        ]}
      />
    </SectionCard>
  );
}
