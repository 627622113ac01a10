import { useSelect } from '@refinedev/antd';
import { DatePicker, Flex, Segmented, Select } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { MAX_DAYS } from '../../../../resources/dashboard/figures.ts';
import { REPORT_GROUPS } from '../../../../resources/sms/sms-reports.ts';
import type { ReportFilters } from './use-report-filters.ts';

/** The range (at most a year), the campaigns and the grouping of the report. */
export function ReportFilterBar({ filters, onChange }: { filters: ReportFilters; onChange: (next: Partial<ReportFilters>) => void }) {
  const { t } = useTranslation();
  const { selectProps } = useSelect({
    resource: 'campaigns',
    optionLabel: 'name' as never,
    optionValue: 'id' as never,
    defaultValue: filters.campaignIds,
    debounce: 300,
    onSearch: (text) => (text ? [{ field: 'q', operator: 'eq', value: text }] : []),
    pagination: { pageSize: 50, mode: 'server' },
    sorters: [{ field: 'created_at', order: 'desc' }],
  });
  return (
    <Flex wrap gap={12} align="center" style={{ marginBottom: 16 }}>
      <DatePicker.RangePicker
        aria-label={t('sms-reports.filters.range')}
        allowClear={false}
        value={[dayjs(filters.from), dayjs(filters.to)]}
        disabledDate={(d, { from }) => d.isAfter(dayjs(), 'day') || (!!from && Math.abs(d.diff(from, 'day')) >= MAX_DAYS)}
        onChange={(range) => range?.[0] && range[1] && onChange({ from: range[0].format('YYYY-MM-DD'), to: range[1].format('YYYY-MM-DD') })}
      />
      <Select
        {...(selectProps as object)}
        mode="multiple"
        allowClear
        maxTagCount="responsive"
        aria-label={t('sms-reports.filters.campaigns')}
        placeholder={t('sms-reports.filters.allCampaigns')}
        value={filters.campaignIds}
        onChange={(ids: number[]) => onChange({ campaignIds: ids.map(Number) })}
        style={{ minWidth: 240, maxWidth: 420 }}
        data-testid="report-campaigns"
      />
      <Segmented
        aria-label={t('sms-reports.filters.groupBy')}
        value={filters.groupBy}
        onChange={(value) => onChange({ groupBy: value as ReportFilters['groupBy'] })}
        options={REPORT_GROUPS.map((g) => ({ value: g, label: t(`sms-reports.groups.${g}`) }))}
      />
    </Flex>
  );
}
