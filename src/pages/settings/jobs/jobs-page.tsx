/**
 * /settings/jobs: the team's background work, live. Progress bars move as the workers report,
 * finished exports offer their file, failed jobs show why and can be retried.
 */
import { useMemo, useState } from 'react';
import { Card, Empty, Flex, Segmented, Table, Tag, Typography } from 'antd';
import { useTable } from '@refinedev/antd';
import type { CrudFilter } from '@refinedev/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { DateTime } from '../../../components/date-time.tsx';
import { JobProgress } from '../../../jobs/job-progress.tsx';
import { JobStatusTag } from '../../../jobs/job-status-tag.tsx';
import type { JobView } from '../../../jobs/job-view.ts';
import { useLiveJobs } from '../../../jobs/use-live-jobs.ts';
import { JobActions } from './job-actions.tsx';
import { LiveBadge } from './live-badge.tsx';

type Row = JobView & { started_at: string | null; finished_at: string | null; created_at: string };
type Scope = 'all' | 'active' | 'problems';

const SCOPES: Record<Scope, CrudFilter[]> = {
  all: [],
  active: [{ field: 'status', operator: 'in', value: ['queued', 'running', 'retrying'] }],
  problems: [{ field: 'status', operator: 'in', value: ['failed', 'retrying'] }],
};

export default function JobsPage() {
  const { t } = useTranslation();
  const [scope, setScope] = useState<Scope>('all');
  const live = useLiveJobs();
  const { tableProps, setFilters } = useTable<Row>({
    resource: 'jobs',
    syncWithLocation: false,
    pagination: { pageSize: 10 },
    sorters: { initial: [{ field: 'created_at', order: 'desc' }] },
  });
  const rows = useMemo(() => (tableProps.dataSource ?? []).map((row) => ({ ...row, ...live.get(row.id) }) as Row), [tableProps.dataSource, live]);
  const choose = (next: Scope) => {
    setScope(next);
    setFilters(SCOPES[next], 'replace');
  };

  return (
    <>
      <PageHeader title={t('jobs.title')} subtitle={t('jobs.page.subtitle')} extra={<LiveBadge />} />
      <Card>
        <Flex style={{ marginBottom: 12 }}>
          <Segmented<Scope>
            value={scope}
            onChange={choose}
            options={[
              { value: 'all', label: t('jobs.page.filterAll') },
              { value: 'active', label: t('jobs.page.filterActive') },
              { value: 'problems', label: t('jobs.page.filterProblems') },
            ]}
          />
        </Flex>
        <Table<Row>
          {...tableProps}
          dataSource={rows}
          rowKey="id"
          tableLayout="fixed"
          pagination={tableProps.pagination && { ...tableProps.pagination, showLessItems: true, showSizeChanger: false }}
          locale={{ emptyText: <Empty description={t('jobs.page.empty')} /> }}
          columns={[
            {
              key: 'title',
              title: t('jobs.fields.title'),
              ellipsis: true,
              render: (_, job) => (
                <Flex vertical gap={2} style={{ minWidth: 0 }}>
                  <Link to={`/settings/jobs/${job.id}`} title={job.title}>
                    {job.title}
                  </Link>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    <DateTime value={job.created_at} />
                  </Typography.Text>
                </Flex>
              ),
            },
            { key: 'kind', title: t('jobs.fields.kind'), width: 130, render: (_, job) => <Tag>{t(`jobs.enums.kind.${job.kind}`)}</Tag> },
            {
              key: 'status',
              title: t('jobs.fields.status'),
              width: 220,
              render: (_, job) => (
                <Flex vertical gap={2} style={{ minWidth: 0 }}>
                  <span>
                    <JobStatusTag status={job.status} />
                  </span>
                  {/* A job that is trying again says which try; one that gave up says it needs a retry. */}
                  {job.status === 'retrying' && (
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {t('jobs.page.attempt', { attempts: job.attempts, max: job.max_attempts })}
                    </Typography.Text>
                  )}
                  {job.status === 'failed' && (job.attempts ?? 0) > 1 && (
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {t('jobs.page.failedForGood', { attempts: job.attempts })}
                    </Typography.Text>
                  )}
                  {job.error && (job.status === 'failed' || job.status === 'retrying') && (
                    <Typography.Text type="danger" style={{ fontSize: 12 }} ellipsis={{ tooltip: job.error }}>
                      {job.error}
                    </Typography.Text>
                  )}
                </Flex>
              ),
            },
            { key: 'progress', title: t('jobs.fields.progress_done'), width: 220, render: (_, job) => <JobProgress job={job} /> },
            { key: 'finished_at', title: t('jobs.fields.finished_at'), width: 200, render: (_, job) => <DateTime value={job.finished_at} /> },
            { key: 'actions', title: <span className="sr-only">{t('resources.actions.column')}</span>, width: 190, render: (_, job) => <JobActions job={job} /> },
          ]}
        />
      </Card>
    </>
  );
}
