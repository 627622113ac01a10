import { useState } from 'react';
import { Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useDataProvider, type CrudFilter, type CrudSort } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { labelKey, type Resource } from '../../../resources/kit/index.ts';
import { toast } from '../../../providers/notification-provider.ts';
import { errorText } from '../../components/error-text.ts';
import { toCsv, downloadCsv } from '../csv.ts';
import { apiName } from '../routes.ts';
import { EXPORT_CAP, exportValue, fetchAllRows } from './export-rows.ts';

interface Props {
  resource: Resource;
  columns: string[];
  filters: CrudFilter[];
  sorters: CrudSort[];
}

/** Exports the filtered rows (all pages, up to 10,000) with the visible columns to CSV. */
export function ExportButton({ resource, columns, filters, sorters }: Props) {
  const { t } = useTranslation();
  const getProvider = useDataProvider();
  const [busy, setBusy] = useState(false);

  const run = async () => {
    setBusy(true);
    try {
      const { rows, truncated } = await fetchAllRows(getProvider(), apiName(resource), filters, sorters);
      const header = ['id', ...columns.map((name) => t(labelKey(resource, name)))];
      const body = rows.map((row) => [row.id, ...columns.map((name) => exportValue(resource.fields[name], row[name], row))]);
      downloadCsv(toCsv(header, body), `${resource.name}-${new Date().toISOString().slice(0, 10)}.csv`);
      if (truncated) toast('warning', t('resources.list.exportTruncated', { count: EXPORT_CAP }));
    } catch (error) {
      toast('danger', t('resources.list.exportFailed'), { description: errorText(error, t) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={run}>
      {t('resources.list.export')}
    </Button>
  );
}
