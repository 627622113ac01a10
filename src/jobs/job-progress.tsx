/** A job's progress bar: rows done of the total, coloured by how the job is doing. */
import { Flex, Progress, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useIntlLocale } from '../resource-ui/use-locale.ts';
import { percentOf, type JobView } from './job-view.ts';

const STATUS = { queued: 'normal', running: 'active', retrying: 'active', completed: 'success', failed: 'exception', cancelled: 'normal' } as const;

export function JobProgress({ job, width }: { job: JobView; width?: number }) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const percent = percentOf(job);
  const number = (n: number) => new Intl.NumberFormat(locale).format(n);
  const label =
    job.progress_total !== null
      ? t('jobs.page.progress', { done: number(job.progress_done), total: number(job.progress_total) })
      : job.status === 'queued'
        ? t('jobs.page.waiting')
        : t('jobs.page.rows', { count: job.progress_done, formatted: number(job.progress_done) });
  return (
    <Flex vertical gap={0} style={{ minWidth: width ?? 160 }}>
      <Progress
        percent={percent ?? 0}
        status={STATUS[job.status]}
        showInfo={percent !== null}
        size="small"
        aria-label={t('jobs.fields.progress_done')}
      />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {label}
      </Typography.Text>
    </Flex>
  );
}
