/**
 * An automation's published versions, newest first: who published each, when, why and how many
 * nodes it had, the one in effect tagged. Restoring one puts its diagram into the draft; it
 * takes effect only once published.
 */
import { useState } from 'react';
import { Alert, Grid, Button, Drawer, Flex, Popconfirm, Table, Tag, Typography } from 'antd';
import { RollbackOutlined } from '@ant-design/icons';
import { useCustomMutation, useNotification, type BaseRecord } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { automationVersionsPath, restoreAutomationPath, type automationVersionsOutput, type automationVersionSummary } from '../../../../resources/automations/automation-api.ts';
import type { HttpError } from '../../../../providers/http-error.ts';
import { DateTime } from '../../../components/date-time.tsx';
import { errorText } from '../../../components/error-text.ts';
import { useAccess } from '../../../hooks/use-access.ts';
import { useFreshGet } from '../../../hooks/use-fresh-get.ts';
import { DraftStanding } from './draft-standing.tsx';

type Versions = z.infer<typeof automationVersionsOutput>;
type Summary = z.infer<typeof automationVersionSummary>;

export interface VersionsDrawerProps {
  automationId: number;
  open: boolean;
  onClose: () => void;
  /** A version became the draft: the editor reloads it. */
  onRestored: () => void;
}

export function VersionsDrawer({ automationId, open, onClose, onRestored }: VersionsDrawerProps) {
  const { t, i18n } = useTranslation();
  const screens = Grid.useBreakpoint();
  const { open: notify } = useNotification();
  const mayEdit = useAccess()({ resource: 'automations', action: 'edit' });
  const versions = useFreshGet<Versions>(automationVersionsPath(automationId), { enabled: open });
  const { mutateAsync } = useCustomMutation<BaseRecord, HttpError, undefined>();
  const state = versions.data;
  // What restoring answered; a failed load shows below it.
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState<number>();

  const restore = async (version: number) => {
    setBusy(version);
    setFailure(undefined);
    try {
      await mutateAsync({ url: restoreAutomationPath(automationId, version), method: 'post', values: undefined, successNotification: false, errorNotification: false });
      notify?.({ type: 'success', message: t('automations.versions.restored', { version }), description: t('automations.versions.publishToApply') });
      onRestored();
      versions.reload();
    } catch (e) {
      setFailure(errorText(e, t));
    } finally {
      setBusy(undefined);
    }
  };

  const standing = state && <DraftStanding versions={state} />;

  return (
    <Drawer open={open} onClose={onClose} title={t('automations.versions.title')} extra={standing} width={screens.md ? 640 : '100%'} destroyOnHidden data-testid="automation-versions">
      {failure && <Alert type="error" showIcon message={failure} closable onClose={() => setFailure(undefined)} style={{ marginBottom: 12 }} />}
      {!!versions.error && <Alert type="error" showIcon message={errorText(versions.error, t)} style={{ marginBottom: 12 }} />}
      <Typography.Paragraph type="secondary">{t('automations.versions.intro')}</Typography.Paragraph>
      <Table<Summary>
        rowKey="version"
        size="small"
        dataSource={state?.versions ?? []}
        loading={versions.loading}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        locale={{ emptyText: t('automations.versions.none') }}
        columns={[
          {
            title: t('automations.versions.columns.version'),
            dataIndex: 'version',
            width: 120,
            render: (v: number) => (
              <Flex gap={4} align="center" wrap>
                <Typography.Text strong>{t('automations.versions.version', { version: v })}</Typography.Text>
                {v === state?.published_version && <Tag color="green">{t('automations.versions.published')}</Tag>}
              </Flex>
            ),
          },
          { title: t('automations.versions.columns.note'), dataIndex: 'note', render: (v: string | null) => (v ? <span dir="auto">{v}</span> : '—') },
          { title: t('automations.versions.columns.by'), dataIndex: 'published_by', render: (v: Summary['published_by']) => v?.name || '—' },
          { title: t('automations.versions.columns.when'), dataIndex: 'published_at', render: (v: string) => <DateTime value={v} compact /> },
          { title: t('automations.versions.columns.nodes'), dataIndex: 'nodes', align: 'end', render: (n: number) => n.toLocaleString(i18n.language) },
          {
            title: '',
            key: 'restore',
            align: 'end',
            render: (_, row) =>
              mayEdit && (
                <Popconfirm
                  title={t('automations.versions.restoreConfirm', { version: row.version })}
                  description={t('automations.versions.restoreExplain')}
                  okText={t('automations.versions.restore')}
                  cancelText={t('common.cancel')}
                  onConfirm={() => void restore(row.version)}
                >
                  <Button size="small" icon={<RollbackOutlined />} loading={busy === row.version} data-testid={`restore-version-${row.version}`}>
                    {t('automations.versions.restore')}
                  </Button>
                </Popconfirm>
              ),
          },
        ]}
      />
    </Drawer>
  );
}
