import { Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { DomainCostRow } from '../../../../resources/sms/sms-reports.ts';
import { Ltr } from '../../../components/ltr.tsx';
import { useIntlLocale } from '../../../resource-ui/use-locale.ts';
import { MoneyList } from './money-list.tsx';

/** Per short-link domain of campaign messages: messages, clicks, cost and cost per click. */
export function DomainsCostTable({ rows, loading }: { rows: DomainCostRow[]; loading: boolean }) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const number = (n: number) => new Intl.NumberFormat(locale).format(n);
  const columns: ColumnsType<DomainCostRow> = [
    {
      key: 'domain',
      title: t('sms-reports.domains.domain'),
      render: (_, r) => (r.domain ? <Ltr mono>{r.domain}</Ltr> : <Typography.Text type="secondary">{t('sms-reports.domains.own')}</Typography.Text>),
    },
    { key: 'messages', dataIndex: 'messages', title: t('sms-reports.domains.messages'), align: 'end', render: number, sorter: (a, b) => a.messages - b.messages },
    { key: 'clicked', dataIndex: 'clicked', title: t('sms-reports.figures.clicked'), align: 'end', render: number, sorter: (a, b) => a.clicked - b.clicked },
    { key: 'clicks', dataIndex: 'clicks', title: t('sms-reports.figures.clicks'), align: 'end', render: number, sorter: (a, b) => a.clicks - b.clicks },
    { key: 'cost', title: t('sms-reports.figures.cost'), align: 'end', render: (_, r) => <MoneyList amounts={r.cost} /> },
    { key: 'cpc', title: t('sms-reports.domains.costPerClick'), align: 'end', render: (_, r) => <MoneyList amounts={r.cost_per_click} /> },
  ];
  return <Table<DomainCostRow> data-testid="domains-cost" rowKey={(r) => r.domain ?? ''} size="small" columns={columns} dataSource={rows} loading={loading} pagination={false} scroll={{ x: 'max-content' }} locale={{ emptyText: t('sms-reports.domains.none') }} />;
}
