/** Where the draft stands: saving, saved, or why it could not be saved. */
import { Tooltip, Typography } from 'antd';
import { CheckCircleOutlined, CloudUploadOutlined, WarningOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { SaveState } from './use-autosave.ts';

export function SaveStatus({ state }: { state: SaveState }) {
  const { t } = useTranslation();
  if (state.status === 'idle') return <Typography.Text type="secondary" data-testid="save-status">{t('automations.editor.draftSaved')}</Typography.Text>;
  if (state.status === 'saving')
    return (
      <Typography.Text type="secondary" data-testid="save-status">
        <CloudUploadOutlined /> {t('automations.editor.saving')}
      </Typography.Text>
    );
  if (state.status === 'saved')
    return (
      <Typography.Text type="success" data-testid="save-status">
        <CheckCircleOutlined /> {t('automations.editor.saved')}
      </Typography.Text>
    );
  if (state.status !== 'error') return null;
  // What the server refused on a step is shown on that step; here only that the draft is not saved.
  const text = state.conflict ? t('automations.editor.conflict') : state.reason ? t('automations.editor.saveFailed', { reason: state.reason }) : t('automations.editor.refusedOnSteps');
  return (
    <Tooltip title={state.reason || undefined}>
      <Typography.Text type="danger" data-testid="save-status" role="alert" ellipsis style={{ maxWidth: 420 }}>
        <WarningOutlined /> {text}
      </Typography.Text>
    </Tooltip>
  );
}
