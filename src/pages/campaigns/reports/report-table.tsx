import { Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { ReportGroup, ReportRow } from '../../../../resources/sms/sms-reports.ts';
import { Ltr } from '../../../components/ltr.tsx';
import { useIntlLocale } from '../../../resource-ui/use-locale.ts';
import { groupLabel } from './group-label.ts';
import { MoneyList } from './money-list.tsx';

const COUNTS = ['messages', 'sent', 'delivered', 'failed', 'queued', 'clicked', 'clicks'] as const;
/** A currency's amount to sort by: the first (largest) one. */
const firstCost = (r: ReportRow) => r.cost[0]?.amount ?? 0;

/** Every group of the report, sortable by any figure. */
export function ReportTable({ rows, groupBy }: { rows: ReportRow[]; groupBy: ReportGroup }) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const number = (n: number) => new Intl.NumberFormat(locale).format(n);
  const rate = (part: number, whole: number) => (whole ? new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(part / whole) : '—');
  const columns: ColumnsType<ReportRow> = [
    {
      key: 'group',
      title: t(`sms-reports.groups.${groupBy}`),
      render: (_, r) => (
        <>
          {groupLabel(r, groupBy, t, locale)}
          {groupBy === 'network' && r.network && (
            <Typography.Text type="secondary">
              {' '}
              {r.mccmnc && <Ltr mono>{r.mccmnc}</Ltr>} {r.country && <Ltr>{r.country}</Ltr>}
            </Typography.Text>
          )}
        </>
      ),
      sorter: groupBy === 'day' ? (a, b) => a.key.localeCompare(b.key) : (a, b) => groupLabel(a, groupBy, t, locale).localeCompare(groupLabel(b, groupBy, t, locale), locale),
    },
    ...COUNTS.map((key) => ({ key, dataIndex: key, title: t(`sms-reports.figures.${key}`), align: 'end' as const, render: (v: number) => number(v), sorter: (a: ReportRow, b: ReportRow) => a[key] - b[key] })),
    { key: 'rate', title: t('sms-reports.figures.deliveredRate'), align: 'end', render: (_, r) => rate(r.delivered, r.sent), sorter: (a, b) => (a.sent ? a.delivered / a.sent : 0) - (b.sent ? b.delivered / b.sent : 0) },
    { key: 'cost', title: t('sms-reports.figures.cost'), align: 'end', render: (_, r) => <MoneyList amounts={r.cost} />, sorter: (a, b) => firstCost(a) - firstCost(b) },
  ];
  return <Table<ReportRow> data-testid="report-rows" rowKey="key" size="small" columns={columns} dataSource={rows} pagination={{ pageSize: 10, showSizeChanger: false }} scroll={{ x: 'max-content' }} />;
}
