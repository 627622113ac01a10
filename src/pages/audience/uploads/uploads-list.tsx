/**
 * /audience/Uploads: every contact file and how its import went. An import in progress shows its
 * bar moving (job events); a failed one says why; a file with bad rows offers its error report;
 * one uploaded but not imported yet goes back to the wizard.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { Button, Card, Empty, Flex, Progress, Segmented, Table, theme, Tooltip, Typography } from 'antd';
import { DownloadOutlined, PlusOutlined, RightOutlined, LeftOutlined } from '@ant-design/icons';
import { useTable } from '@refinedev/antd';
import type { CrudFilter } from '@refinedev/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../../providers/notification-provider.ts';
import { meaningOf } from '../../../../resources/kit/meanings.ts';
import { dataFiles } from '../../../../resources/audience/data-files.ts';
import type { DataFile } from '../../../../resources/audience/data-file-record.ts';
import { DateTime } from '../../../components/date-time.tsx';
import { errorText } from '../../../components/error-text.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { StateTag } from '../../../components/state-tag.tsx';
import { useAccess } from '../../../hooks/use-access.ts';
import { useLiveJobs } from '../../../jobs/use-live-jobs.ts';
import { useIntlLocale } from '../../../resource-ui/use-locale.ts';
import { formatBytes } from './bytes.ts';
import { downloadErrorReport } from './data-file-api.ts';
import { rowsDone } from './use-live-data-file.ts';

const WIZARD = '/audience/upload/Create';

type Scope = 'all' | 'importing' | 'problems';
/** Files with something to look at: a failed import, or rows that did not go in. */
const SCOPES: Record<Scope, CrudFilter[]> = {
  all: [],
  importing: [{ field: 'status', operator: 'in', value: ['uploaded', 'importing'] }],
  problems: [{ field: 'status', operator: 'eq', value: 'failed' }],
};

export default function UploadsList() {
  const { t, i18n } = useTranslation();
  const locale = useIntlLocale();
  const allowed = useAccess();
  const live = useLiveJobs();
  const { token } = theme.useToken();
  const [scope, setScope] = useState<Scope>('all');
  const { tableProps, tableQuery, setFilters } = useTable<DataFile>({
    resource: 'data-files',
    syncWithLocation: true,
    pagination: { pageSize: 20 },
    sorters: { initial: [{ field: 'created_at', order: 'desc' }] },
    liveMode: 'auto',
  });
  const rows = tableProps.dataSource ?? [];
  const number = (n: number) => new Intl.NumberFormat(locale).format(n);
  const mayCreate = allowed({ resource: 'data-files', action: 'create' });
  const Forward = i18n.dir() === 'rtl' ? LeftOutlined : RightOutlined;

  // A job on screen moved on: read the rows again (the counts live on the file), at most every 1.5 s.
  const jobIds = useMemo(() => new Set(rows.map((r) => r.job_id).filter(Boolean)), [rows]);
  const ours = useMemo(() => [...live.values()].filter((j) => jobIds.has(j.id)).map((j) => `${j.id}:${j.status}:${j.progress_done}`).join(), [live, jobIds]);
  const refetch = tableQuery.refetch;
  const lastRead = useRef(0);
  useEffect(() => {
    if (!ours) return;
    // Every new event aims at the same moment (1.5 s after the last read), so a busy stream still reads.
    const timer = setTimeout(() => {
      lastRead.current = Date.now();
      void refetch();
    }, Math.max(0, lastRead.current + 1500 - Date.now()));
    return () => clearTimeout(timer);
  }, [ours, refetch]);

  // While something imports, read again every few seconds too, should the event stream be down.
  const importing = rows.some((r) => r.status === 'importing');
  useEffect(() => {
    if (!importing) return;
    const timer = setInterval(() => void refetch(), 5000);
    return () => clearInterval(timer);
  }, [importing, refetch]);

  return (
    <>
      <PageHeader
        title={t('data-files.title')}
        subtitle={t('upload-wizard.list.subtitle')}
        extra={
          mayCreate && (
            <Link to={WIZARD}>
              <Button type="primary" icon={<PlusOutlined />}>
                {t('upload-wizard.list.upload')}
              </Button>
            </Link>
          )
        }
      />
      <Card styles={{ body: { padding: 0 } }}>
        <Flex style={{ padding: '16px 16px 12px' }}>
          <Segmented<Scope>
            value={scope}
            onChange={(next) => {
              setScope(next);
              setFilters(SCOPES[next], 'replace');
            }}
            options={[
              { value: 'all', label: t('upload-wizard.list.filterAll') },
              { value: 'importing', label: t('upload-wizard.list.filterOpen') },
              { value: 'problems', label: t('upload-wizard.list.filterFailed') },
            ]}
          />
        </Flex>
        <Table<DataFile>
          {...tableProps}
          rowKey="id"
          size="middle"
          scroll={{ x: 900 }}
          pagination={tableProps.pagination && { ...tableProps.pagination, showLessItems: true, showSizeChanger: false }}
          locale={{
            emptyText: (
              <Empty description={t('upload-wizard.list.empty')}>
                {mayCreate && (
                  <Link to={WIZARD}>
                    <Button type="primary">{t('upload-wizard.list.upload')}</Button>
                  </Link>
                )}
              </Empty>
            ),
          }}
          columns={[
            {
              key: 'name',
              title: t('upload-wizard.list.file'),
              width: 300,
              render: (_, file) => (
                <Flex vertical gap={2} style={{ minWidth: 0 }}>
                  <Link to={`/audience/Uploads/${file.id}`} data-testid="record-link">
                    {file.name}
                  </Link>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }} ellipsis={{ tooltip: file.original_filename }}>
                    {[file.original_filename, file.size_bytes ? formatBytes(file.size_bytes, locale) : null].filter(Boolean).join(' · ')}
                  </Typography.Text>
                </Flex>
              ),
            },
            {
              key: 'status',
              title: t('upload-wizard.list.status'),
              width: 240,
              render: (_, file) => <FileStatus file={file} done={rowsDone(file, file.job_id ? (live.get(file.job_id) ?? null) : null)} />,
            },
            {
              key: 'rows',
              title: t('upload-wizard.list.rows'),
              width: 250,
              align: 'end',
              render: (_, file) => (
                <Flex vertical gap={2} align="end">
                  <span>{file.rows_total ? number(file.rows_total) : '—'}</span>
                  {(file.status === 'imported' || file.status === 'importing' || file.rows_failed > 0) && (
                    <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
                      {t('upload-wizard.list.rowsImported', { imported: number(file.rows_imported) })}
                      {' · '}
                      <span style={file.rows_failed ? { color: token.colorError } : undefined}>{t('upload-wizard.list.rowsFailed', { failed: number(file.rows_failed) })}</span>
                    </Typography.Text>
                  )}
                </Flex>
              ),
            },
            {
              key: 'created_at',
              title: t('upload-wizard.list.uploadedAt'),
              width: 180,
              render: (_, file) => (
                <span style={{ whiteSpace: 'nowrap' }}>
                  <DateTime value={file.created_at} compact />
                </span>
              ),
            },
            {
              key: 'actions',
              title: <span className="sr-only">{t('resources.actions.column')}</span>,
              width: 200,
              render: (_, file) => (
                <Flex gap={4} justify="end" wrap>
                  {file.status === 'uploaded' && mayCreate && (
                    <Link to={`${WIZARD}?file=${file.id}`}>
                      <Button size="small" type="primary" ghost>
                        {t('upload-wizard.list.continue')} <Forward />
                      </Button>
                    </Link>
                  )}
                  {/* Unreadable as found: another encoding or separator may read it. */}
                  {file.status === 'failed' && !file.job_id && mayCreate && (
                    <Link to={`${WIZARD}?file=${file.id}`}>
                      <Button size="small">{t('upload-wizard.list.readAgain')}</Button>
                    </Link>
                  )}
                  {file.status === 'importing' && (
                    <Link to={`${WIZARD}?file=${file.id}`}>
                      <Button size="small">{t('upload-wizard.list.watch')}</Button>
                    </Link>
                  )}
                  {file.rows_failed > 0 && <ErrorReportButton file={file} />}
                </Flex>
              ),
            },
          ]}
        />
      </Card>
    </>
  );
}

function FileStatus({ file, done }: { file: DataFile; done: number }) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const label = t(`data-files.enums.status.${file.status}`);
  const number = (n: number) => new Intl.NumberFormat(locale).format(n);
  return (
    <Flex vertical gap={2} style={{ minWidth: 0 }} data-testid={`upload-status-${file.id}`}>
      <span>
        <StateTag meaning={meaningOf(dataFiles, 'status', file.status)} title={label}>
          {label}
        </StateTag>
      </span>
      {file.status === 'importing' && (
        <>
          <Progress size="small" status="active" percent={file.rows_total ? Math.min(99, Math.floor((done / file.rows_total) * 100)) : 0} showInfo={!!file.rows_total} style={{ margin: 0 }} />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {file.rows_total ? t('upload-wizard.import.rows', { done: number(done), total: number(file.rows_total) }) : t('upload-wizard.import.rowsSoFar', { done: number(done) })}
          </Typography.Text>
        </>
      )}
      {file.status === 'uploaded' && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('upload-wizard.list.waiting')}
        </Typography.Text>
      )}
      {file.status === 'failed' && file.error && (
        // Two lines at most in the row; the whole message on hover and on the upload's page.
        <Tooltip title={file.error}>
          <Typography.Paragraph type="danger" style={{ fontSize: 12, margin: 0, maxWidth: 220 }} ellipsis={{ rows: 2 }}>
            {file.error}
          </Typography.Paragraph>
        </Tooltip>
      )}
    </Flex>
  );
}

function ErrorReportButton({ file }: { file: DataFile }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await downloadErrorReport(file);
    } catch (error) {
      toast('danger', t('upload-wizard.import.downloadFailed'), { description: errorText(error, t) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" icon={<DownloadOutlined />} loading={busy} onClick={() => void run()}>
      {t('upload-wizard.list.errorReport')}
    </Button>
  );
}
