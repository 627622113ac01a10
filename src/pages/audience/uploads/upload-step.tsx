/** Step 2: the bytes going up. Progress, speed and time left; pause and resume; a lost connection said plainly. */
import { Alert, Button, Flex, Popconfirm, Progress, theme, Typography } from 'antd';
import { CloudUploadOutlined, DisconnectOutlined, PauseOutlined, CaretRightOutlined, CheckCircleFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useIntlLocale } from '../../../resource-ui/use-locale.ts';
import { errorText } from '../../../components/error-text.ts';
import { formatBytes, formatDuration, formatSpeed, secondsLeft } from './bytes.ts';
import { isRefusal, uploadFailure } from './tus-upload.ts';
import type { UploadState } from './use-tus-upload.ts';

interface Props {
  fileName: string;
  state: UploadState;
  onPause: () => void;
  onResume: () => void;
  onCancel: () => void;
}

const STATUS = { idle: 'normal', starting: 'active', uploading: 'active', paused: 'normal', reconnecting: 'normal', done: 'success', failed: 'exception' } as const;

export function UploadStep({ fileName, state, onPause, onResume, onCancel }: Props) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const locale = useIntlLocale();
  const percent = state.total ? Math.floor((state.sent / state.total) * 100) : 0;
  const left = secondsLeft(state.sent, state.total, state.speed);
  const figures = [
    t('upload-wizard.upload.sent', { sent: formatBytes(state.sent, locale), total: formatBytes(state.total, locale) }),
    state.speed && state.phase === 'uploading' ? formatSpeed(state.speed, locale) : null,
    left !== null && state.phase === 'uploading' ? t('upload-wizard.upload.left', { time: formatDuration(left, locale) }) : null,
  ].filter(Boolean);
  const failureText = (error: unknown) => {
    const said = uploadFailure(error);
    return said === 'network' ? t('errors.network') : (said ?? errorText(error, t));
  };
  const refused = state.phase === 'failed' && isRefusal(state.error);
  const moving = state.phase === 'uploading' || state.phase === 'starting' || state.phase === 'reconnecting';

  return (
    <Flex vertical gap={20} style={{ maxWidth: 720, margin: '0 auto', width: '100%' }} data-testid="upload-step" data-phase={state.phase}>
      <Flex align="center" gap={12}>
        {state.phase === 'done' ? <CheckCircleFilled style={{ fontSize: 28, color: '#52c41a' }} /> : <CloudUploadOutlined style={{ fontSize: 28 }} />}
        <Flex vertical style={{ minWidth: 0 }}>
          <Typography.Text strong ellipsis={{ tooltip: fileName }}>
            {state.phase === 'starting' ? t('upload-wizard.upload.starting') : state.phase === 'done' ? t('upload-wizard.upload.done') : t('upload-wizard.upload.uploading', { name: fileName })}
          </Typography.Text>
          <Typography.Text type="secondary" data-testid="upload-figures">
            {figures.join(' · ')}
          </Typography.Text>
        </Flex>
      </Flex>
      <Progress
        percent={percent}
        status={STATUS[state.phase]}
        // Waiting for the connection is not a failure: amber, not red.
        strokeColor={state.phase === 'reconnecting' || state.phase === 'paused' ? token.colorWarning : undefined}
        strokeWidth={12}
        aria-label={fileName}
      />
      {state.resumedFrom !== null && state.phase !== 'done' && (
        <Typography.Text type="secondary">{t('upload-wizard.upload.resumedFrom', { bytes: formatBytes(state.resumedFrom, locale) })}</Typography.Text>
      )}
      {state.phase === 'reconnecting' && (
        <Alert type="warning" showIcon icon={<DisconnectOutlined />} message={t('upload-wizard.upload.reconnecting')} description={t('upload-wizard.upload.reconnectingHint')} role="status" />
      )}
      {state.phase === 'paused' && <Alert type="info" showIcon message={t('upload-wizard.upload.paused')} />}
      {state.phase === 'failed' &&
        (refused ? (
          <Alert type="error" showIcon message={t('upload-wizard.upload.refused')} description={failureText(state.error)} data-testid="upload-refused" />
        ) : (
          <Alert type="error" showIcon message={t('upload-wizard.upload.failed')} description={`${failureText(state.error)} ${t('upload-wizard.upload.failedHint')}`} />
        ))}
      {state.phase !== 'done' && (
        <Flex gap={8} justify="center" wrap>
          {moving && (
            <Button icon={<PauseOutlined />} onClick={onPause}>
              {t('upload-wizard.upload.pause')}
            </Button>
          )}
          {(state.phase === 'paused' || (state.phase === 'failed' && !refused)) && (
            <Button type="primary" icon={<CaretRightOutlined />} onClick={onResume}>
              {state.phase === 'failed' ? t('upload-wizard.upload.retry') : t('upload-wizard.upload.resume')}
            </Button>
          )}
          {refused ? (
            <Button type="primary" onClick={onCancel}>
              {t('upload-wizard.pick.change')}
            </Button>
          ) : (
            <Popconfirm title={t('upload-wizard.upload.cancelConfirm')} onConfirm={onCancel} okButtonProps={{ danger: true }}>
              <Button danger type="text">
                {t('upload-wizard.upload.cancel')}
              </Button>
            </Popconfirm>
          )}
        </Flex>
      )}
    </Flex>
  );
}
