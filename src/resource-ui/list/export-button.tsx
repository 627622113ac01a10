/**
 * Exports the list as the user sees it (its filters, sort and chosen columns) to CSV or XLSX. The
 * server does the work as a job, whatever the size; a toast follows it and offers the file.
 */
import { useState } from 'react';
import { Button, Dropdown } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useCustomMutation, type CrudFilter, type CrudSort } from '@refinedev/core';
import { generateFilter, generateSort } from '@refinedev/simple-rest';
import { useTranslation } from 'react-i18next';
import { enumKey, labelKey, type Resource } from '../../../resources/kit/index.ts';
import { toast } from '../../../providers/notification-provider.ts';
import { errorText } from '../../components/error-text.ts';
import { showExportNotice } from '../../jobs/export-notice.tsx';
import type { JobView } from '../../jobs/job-view.ts';

interface Props {
  resource: Resource;
  columns: string[];
  filters: CrudFilter[];
  sorters: CrudSort[];
}

type Format = 'csv' | 'xlsx';

export function ExportButton({ resource, columns, filters, sorters }: Props) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const { mutateAsync } = useCustomMutation();

  const [open, setOpen] = useState(false);
  const start = async (format: Format) => {
    setBusy(true);
    try {
      const sort = generateSort(sorters);
      const query = { ...generateFilter(filters), ...(sort && { _sort: sort._sort.join(','), _order: sort._order.join(',') }) };
      const { data } = await mutateAsync({
        url: '/v1/exports',
        method: 'post',
        values: {
          resource: resource.name,
          format,
          title: t(`${resource.name}.title`),
          query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, Array.isArray(v) ? v.map(String) : String(v)])),
          columns: columns.map((name) => {
            const field = resource.fields[name];
            const labels = field.options ? Object.fromEntries(field.options.map((o) => [o, t(enumKey(resource, name, o))])) : undefined;
            return { name, label: t(labelKey(resource, name)), ...(labels && { labels }) };
          }),
        },
        // The failure has its own toast below.
        successNotification: false,
        errorNotification: false,
      });
      showExportNotice(data as JobView);
    } catch (error) {
      toast('danger', t('jobs.export.startFailed'), { description: errorText(error, t) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dropdown
      trigger={['click']}
      // Closed on a pick by us, not left to the menu: the button turning busy must not keep it open.
      open={open}
      onOpenChange={setOpen}
      menu={{
        items: [
          { key: 'csv', label: t('jobs.export.csv') },
          { key: 'xlsx', label: t('jobs.export.xlsx') },
        ],
        onClick: ({ key }) => {
          setOpen(false);
          void start(key as Format);
        },
      }}
    >
      <Button icon={<DownloadOutlined />} loading={busy}>
        {t('jobs.export.button')}
      </Button>
    </Dropdown>
  );
}
