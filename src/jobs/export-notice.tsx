/**
 * The toast that follows an export: its progress while it runs, then a download button (or the
 * reason it failed). It stays until closed, since a large export takes a while.
 */
import { Button, Flex, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useIntlLocale } from '../resource-ui/use-locale.ts';
import { navigateTo } from '../../providers/session-events.ts';
import { toast, withNotificationApi } from '../../providers/notification-provider.ts';
import { errorText } from '../components/error-text.ts';
import { JobProgress } from './job-progress.tsx';
import { isFinished, type JobView } from './job-view.ts';
import { openFile } from './open-file.ts';
import { useLiveJob } from './use-live-jobs.ts';

export function showExportNotice(job: JobView): void {
  withNotificationApi((api) => api.open({ key: `job-${job.id}`, message: <ExportTitle job={job} />, description: <ExportBody job={job} />, duration: 0, placement: 'bottomRight' }));
}

function ExportTitle({ job: initial }: { job: JobView }) {
  const { t } = useTranslation();
  const job = useLiveJob(initial);
  const locale = useIntlLocale();
  const number = (n: number) => new Intl.NumberFormat(locale).format(n);
  const title = job.title;
  if (job.status === 'completed') return <>{t('jobs.export.ready', { title, count: job.result?.rows ?? job.progress_done })}</>;
  if (job.status === 'failed') return <>{t('jobs.export.failed', { title })}</>;
  if (job.status === 'cancelled') return <>{t('jobs.export.cancelled', { title })}</>;
  if (job.status === 'running' && job.progress_total) return <>{t('jobs.export.running', { title, done: number(job.progress_done), total: number(job.progress_total) })}</>;
  return <>{t('jobs.export.queued', { title })}</>;
}

function ExportBody({ job: initial }: { job: JobView }) {
  const { t } = useTranslation();
  const job = useLiveJob(initial);
  const fileId = job.result?.file_id;
  const download = async () => {
    try {
      await openFile(fileId!);
      withNotificationApi((api) => api.destroy(`job-${job.id}`));
    } catch (error) {
      toast('danger', t('jobs.page.downloadFailed'), { description: errorText(error, t) });
    }
  };
  return (
    <Flex vertical gap={8}>
      {!isFinished(job) && <JobProgress job={job} width={260} />}
      {job.status === 'failed' && <Typography.Text type="danger">{job.error}</Typography.Text>}
      <Flex gap={8} justify="flex-end">
        <Button size="small" type="link" onClick={() => navigateTo('/settings/jobs', false)}>
          {t('jobs.export.seeJobs')}
        </Button>
        {job.status === 'completed' && fileId !== undefined && (
          <Button size="small" type="primary" icon={<DownloadOutlined />} onClick={download}>
            {t('jobs.page.download')}
          </Button>
        )}
      </Flex>
    </Flex>
  );
}
