/** What a person can do with a job in the list: download its file, retry it, cancel it. */
import { Button, Flex, Tooltip } from 'antd';
import { DownloadOutlined, PauseCircleOutlined, RedoOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../../providers/notification-provider.ts';
import { jobs as jobsResource } from '../../../../resources/workspace/jobs.ts';
import { errorText } from '../../../components/error-text.ts';
import { useAccess } from '../../../hooks/use-access.ts';
import type { JobView } from '../../../jobs/job-view.ts';
import { openFile } from '../../../jobs/open-file.ts';
import { useRunAction } from '../../../resource-ui/actions/use-run-action.ts';

const action = (name: 'retry' | 'cancel') => jobsResource.actions!.find((a) => a.name === name)!;

export function JobActions({ job }: { job: JobView }) {
  const { t } = useTranslation();
  const allowed = useAccess();
  const { run, pending } = useRunAction(jobsResource);
  const fileId = job.result?.file_id;
  const download = async () => {
    try {
      await openFile(fileId!);
    } catch (error) {
      toast('danger', t('jobs.page.downloadFailed'), { description: errorText(error, t) });
    }
  };
  const may = (name: 'retry' | 'cancel') => allowed({ resource: 'jobs', action: name });
  return (
    <Flex gap={4} justify="flex-end">
      {job.status === 'completed' && fileId !== undefined && (
        <Button size="small" icon={<DownloadOutlined />} onClick={download}>
          {t('jobs.page.download')}
        </Button>
      )}
      {(job.status === 'failed' || job.status === 'cancelled') && may('retry') && (
        <Button size="small" icon={<RedoOutlined />} loading={pending === 'retry'} onClick={() => void run(action('retry'), job)}>
          {t('jobs.actions.retry')}
        </Button>
      )}
      {['queued', 'running', 'retrying'].includes(job.status) && may('cancel') && (
        <Tooltip title={t('jobs.actions.cancel')}>
          <Button size="small" danger icon={<PauseCircleOutlined />} aria-label={t('jobs.actions.cancel')} loading={pending === 'cancel'} onClick={() => void run(action('cancel'), job)} />
        </Tooltip>
      )}
    </Flex>
  );
}
