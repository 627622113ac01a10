import { Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { HubReportGroup, HubReportRow } from '../../../../resources/hub/reports.ts';
import { Ltr } from '../../../components/ltr.tsx';
import { useIntlLocale } from '../../../resource-ui/use-locale.ts';
import { groupName } from './group-name.ts';
import { marginHealth, marginRate } from './margin.ts';
import { MoneyCell } from './money-cell.tsx';

const TONE = { negative: 'danger', thin: 'warning', healthy: undefined, none: undefined } as const;

/** Every group of the report and currency, sortable by any figure; losing and thin margins stand out. */
export function FinancialsTable({ rows, group, loading }: { rows: HubReportRow[]; group: HubReportGroup; loading: boolean }) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const number = (n: number) => new Intl.NumberFormat(locale).format(n);
  const percent = (n: number | null) => (n === null ? '—' : new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(n));
  const name = (r: HubReportRow) => groupName(r, group, t, locale);
  const columns: ColumnsType<HubReportRow> = [
    {
      key: 'group',
      title: t(`hub-reports.groups.${group}`),
      render: (_, r) => (
        <>
          {name(r)}
          {group === 'network' && r.key && r.name !== r.key && (
            <Typography.Text type="secondary">
              {' '}
              <Ltr mono>{r.key}</Ltr>
            </Typography.Text>
          )}
        </>
      ),
      sorter: group === 'day' ? (a, b) => a.key.localeCompare(b.key) : (a, b) => name(a).localeCompare(name(b), locale),
      fixed: 'left',
    },
    ...(['messages', 'parts'] as const).map((key) => ({
      key,
      dataIndex: key,
      title: t(`hub-reports.figures.${key}`),
      align: 'end' as const,
      render: (v: number) => <Ltr>{number(v)}</Ltr>,
      sorter: (a: HubReportRow, b: HubReportRow) => a[key] - b[key],
    })),
    {
      key: 'delivered',
      title: t('hub-reports.figures.delivered'),
      align: 'end',
      render: (_, r) => (
        <span style={{ whiteSpace: 'nowrap' }}>
          <Ltr>{number(r.delivered)}</Ltr>
          {r.parts > 0 && (
            <Typography.Text type="secondary">
              {' · '}
              <Ltr>{percent(r.delivered / r.parts)}</Ltr>
            </Typography.Text>
          )}
        </span>
      ),
      sorter: (a, b) => (a.parts ? a.delivered / a.parts : 0) - (b.parts ? b.delivered / b.parts : 0),
    },
    ...(['revenue', 'cost'] as const).map((key) => ({
      key,
      title: t(`hub-reports.figures.${key}`),
      align: 'end' as const,
      render: (_: unknown, r: HubReportRow) => <MoneyCell amount={r[key]} currency={r.currency} />,
      sorter: (a: HubReportRow, b: HubReportRow) => a[key] - b[key],
    })),
    {
      key: 'margin',
      title: t('hub-reports.figures.margin'),
      align: 'end',
      render: (_, r) => <MoneyCell amount={r.margin} currency={r.currency} tone={TONE[marginHealth(r)]} />,
      sorter: (a, b) => a.margin - b.margin,
    },
    {
      key: 'marginRate',
      title: t('hub-reports.figures.marginRate'),
      align: 'end',
      render: (_, r) => (
        <Typography.Text type={TONE[marginHealth(r)]}>
          <Ltr>{percent(marginRate(r))}</Ltr>
        </Typography.Text>
      ),
      sorter: (a, b) => (marginRate(a) ?? 0) - (marginRate(b) ?? 0),
    },
  ];
  return (
    <Table<HubReportRow>
      data-testid="financials-rows"
      rowKey={(r) => `${r.key}|${r.currency}`}
      size="small"
      loading={loading}
      columns={columns}
      dataSource={rows}
      rowClassName={(r) => `health-${marginHealth(r)}`}
      pagination={{ pageSize: 15, showSizeChanger: false, hideOnSinglePage: true }}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('hub-reports.none') }}
    />
  );
}
