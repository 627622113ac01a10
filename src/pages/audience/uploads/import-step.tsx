/** Step 6: the import running as a job, live, then what came of it and where to go next. */
import { useEffect, useState } from 'react';
import { Alert, Button, Card, Flex, Progress, Result, Typography } from 'antd';
import { DownloadOutlined, TeamOutlined, UploadOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../../providers/notification-provider.ts';
import type { DataFile, DataFileStatus } from '../../../../resources/audience/data-file-record.ts';
import { errorText } from '../../../components/error-text.ts';
import { useIntlLocale } from '../../../resource-ui/use-locale.ts';
import { downloadErrorReport } from './data-file-api.ts';
import { ImportFigures } from './import-figures.tsx';
import { rowsDone, useLiveDataFile } from './use-live-data-file.ts';

interface Props {
  file: DataFile;
  onAnother: () => void;
  /** Told where the import stands, so the steps above can show it finished (or failed). */
  onStatus: (status: DataFileStatus) => void;
}

export function ImportStep({ file: started, onAnother, onStatus }: Props) {
  const { t } = useTranslation();
  const live = useLiveDataFile(started);
  const file = live.file ?? started;
  useEffect(() => onStatus(file.status), [file.status, onStatus]);
  return (
    <Flex vertical gap={24} style={{ maxWidth: 820, margin: '0 auto', width: '100%' }} data-testid="import-step" data-status={file.status}>
      {file.status === 'importing' || file.status === 'uploaded' ? <Running file={file} done={rowsDone(file, live.job)} queued={live.job?.status === 'queued'} /> : <Outcome file={file} onAnother={onAnother} />}
      {live.error ? <Alert type="warning" showIcon message={errorText(live.error, t)} /> : null}
    </Flex>
  );
}

function Running({ file, done, queued }: { file: DataFile; done: number; queued: boolean }) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const number = (n: number) => new Intl.NumberFormat(locale).format(n);
  const total = file.rows_total;
  const percent = total ? Math.min(99, Math.floor((done / total) * 100)) : 0;
  return (
    <>
      <Flex vertical gap={8}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('upload-wizard.import.running', { name: file.name })}
        </Typography.Title>
        <Progress percent={percent} status="active" strokeWidth={12} showInfo={!!total} aria-label={file.name} />
        <Typography.Text type="secondary" data-testid="import-rows">
          {queued && !done
            ? t('upload-wizard.import.queued')
            : total
              ? t('upload-wizard.import.rows', { done: number(done), total: number(total) })
              : t('upload-wizard.import.rowsSoFar', { done: number(done) })}
        </Typography.Text>
      </Flex>
      <Card size="small">
        <ImportFigures file={file} />
      </Card>
      <Typography.Text type="secondary">{t('upload-wizard.import.leaveHint')}</Typography.Text>
    </>
  );
}

function Outcome({ file, onAnother }: { file: DataFile; onAnother: () => void }) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const [downloading, setDownloading] = useState(false);
  // New and updated contacts; a skipped row (its number already there) imported nothing.
  const imported = file.rows_created === undefined ? file.rows_imported : file.rows_created + (file.rows_updated ?? 0);
  const skipped = file.rows_skipped ?? 0;
  const format = (n: number) => new Intl.NumberFormat(locale).format(n);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadErrorReport(file);
    } catch (error) {
      toast('danger', t('upload-wizard.import.downloadFailed'), { description: errorText(error, t) });
    } finally {
      setDownloading(false);
    }
  };
  const failed = file.status === 'failed';
  const actions = [
    <Link key="contacts" to="/audience/contacts">
      <Button type="primary" icon={<TeamOutlined />}>
        {t('upload-wizard.import.seeContacts')}
      </Button>
    </Link>,
    file.rows_failed > 0 && (
      <Button key="errors" icon={<DownloadOutlined />} loading={downloading} onClick={() => void download()} data-testid="error-report">
        {t('upload-wizard.import.errorReport')}
      </Button>
    ),
    <Button key="another" icon={<UploadOutlined />} onClick={onAnother}>
      {t('upload-wizard.nav.anotherFile')}
    </Button>,
    <Link key="uploads" to="/audience/Uploads">
      <Button type="link">{t('upload-wizard.nav.seeUploads')}</Button>
    </Link>,
  ].filter(Boolean);
  return (
    <Result
      status={failed ? 'error' : file.rows_failed > 0 ? 'warning' : 'success'}
      title={failed ? t('upload-wizard.import.failedTitle') : t('upload-wizard.import.doneTitle', { count: imported, formatted: format(imported) })}
      subTitle={
        failed
          ? [file.error, t('upload-wizard.import.failedHint')].filter(Boolean).join(' ')
          : [
              file.rows_failed > 0
                ? t('upload-wizard.import.doneWithErrors', { count: file.rows_failed, formatted: format(file.rows_failed) })
                : t('upload-wizard.import.doneClean', { name: file.name }),
              skipped > 0 ? t('upload-wizard.import.doneSkipped', { count: skipped, formatted: format(skipped) }) : null,
            ]
              .filter(Boolean)
              .join(' ')
      }
      extra={
        <Flex vertical gap={24} align="center">
          <Card size="small" style={{ width: '100%', textAlign: 'start' }}>
            <ImportFigures file={file} />
          </Card>
          <Flex gap={8} wrap justify="center">
            {actions}
          </Flex>
        </Flex>
      }
    />
  );
}
