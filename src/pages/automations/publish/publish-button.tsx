/**
 * Publish the automation's draft: the dialog first says what publishing would do now — what stops
 * it, node by node (a click shows the node), how many contacts are on their way and, per node they
 * are at, whether they go on there or leave the journey — then publishes with a note.
 */
import { useMemo, useState } from 'react';
import { Alert, Button, Flex, Input, List, Modal, Table, Tag, Tooltip, Typography } from 'antd';
import { CloudUploadOutlined, WarningOutlined } from '@ant-design/icons';
import { useCustomMutation, useNotification } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { automationPath, publishAutomationPath, publishPreviewPath, type automationVersionSummary, type publishPreviewOutput } from '../../../../resources/automations/automation-api.ts';
import type { AutomationGraph } from '../../../../resources/automations/automations.ts';
import { errorText } from '../../../components/error-text.ts';
import { useFreshGet } from '../../../hooks/use-fresh-get.ts';
import { nodeLabel, problemLabel } from './node-label.ts';

type Preview = z.infer<typeof publishPreviewOutput>;

export interface PublishButtonProps {
  automationId: number;
  /** Why publishing is not possible now (no right, unsaved changes): the button is disabled and says so. */
  disabledReason?: string;
  onPublished: (version: number) => void;
  /** A problem clicked: the editor shows its node. */
  onProblemClick?: (nodeId: string) => void;
}

export function PublishButton({ automationId, disabledReason, onPublished, onProblemClick }: PublishButtonProps) {
  const { t, i18n } = useTranslation();
  const { open: notify } = useNotification();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  // What publishing answered; a failed preview shows as the same alert.
  const [publishFailure, setPublishFailure] = useState<string>();
  // Asked again each time the dialog opens: the preview is of the journeys as they are now.
  const previewGet = useFreshGet<Preview>(publishPreviewPath(automationId), { enabled: open });
  const recordGet = useFreshGet<{ graph: AutomationGraph }>(automationPath(automationId), { enabled: open });
  const { mutateAsync } = useCustomMutation<z.infer<typeof automationVersionSummary>>();
  // The two answers count as one: the preview shows once both are in, and either's failure is the dialog's.
  const loadError = previewGet.error ?? recordGet.error;
  const preview = previewGet.loading || recordGet.loading || loadError ? undefined : previewGet.data;
  const failure = publishFailure ?? (loadError ? errorText(loadError, t) : undefined);

  const types = useMemo(() => new Map(recordGet.data?.graph.nodes.map((n) => [n.id, n.type])), [recordGet.data]);
  const typeOf = (id: string) => types.get(id);
  const publish = async () => {
    setBusy(true);
    setPublishFailure(undefined);
    try {
      const { data: version } = await mutateAsync({ url: publishAutomationPath(automationId), method: 'post', values: note.trim() ? { note: note.trim() } : {}, successNotification: false, errorNotification: false });
      notify?.({ type: 'success', message: t('automations.publish.done', { version: version.version }) });
      setOpen(false);
      setNote('');
      onPublished(version.version);
    } catch (e) {
      setPublishFailure(errorText(e, t));
    } finally {
      setBusy(false);
    }
  };
  const blocked = !preview || preview.problems.length > 0;
  const number = (n: number) => n.toLocaleString(i18n.language);

  const button = (
    <Button type="primary" icon={<CloudUploadOutlined />} disabled={!!disabledReason} onClick={() => {
        setPublishFailure(undefined);
        setOpen(true);
      }}
      data-testid="publish-automation"
    >
      {t('automations.publish.button')}
    </Button>
  );
  return (
    <>
      {disabledReason ? <Tooltip title={disabledReason}>{button}</Tooltip> : button}
      <Modal
        open={open}
        title={t('automations.publish.title')}
        onCancel={() => setOpen(false)}
        destroyOnHidden
        width={560}
        footer={
          <Flex justify="flex-end" gap={8}>
            <Button onClick={() => setOpen(false)}>{t('common.cancel')}</Button>
            <Button type="primary" icon={<CloudUploadOutlined />} loading={busy} disabled={blocked} onClick={() => void publish()} data-testid="publish-automation-confirm">
              {t('automations.publish.confirm')}
            </Button>
          </Flex>
        }
      >
        {failure && <Alert type="error" showIcon message={failure} style={{ marginBottom: 12 }} />}
        {!preview && !failure && <Typography.Text type="secondary">{t('automations.publish.loading')}</Typography.Text>}
        {preview && preview.problems.length > 0 && (
          <Alert
            type="warning"
            showIcon
            icon={<WarningOutlined />}
            style={{ marginBottom: 12 }}
            message={t('automations.publish.problems', { number: number(preview.problems.length) })}
            description={
              <List
                size="small"
                dataSource={preview.problems}
                data-testid="publish-problems"
                renderItem={(p) => (
                  <List.Item style={{ paddingInline: 0 }}>
                    {p.node_id && onProblemClick ? (
                      <Typography.Link
                        onClick={() => {
                          setOpen(false);
                          onProblemClick(p.node_id!);
                        }}
                      >
                        <span dir="auto">{problemLabel(t, p, typeOf)}</span>
                      </Typography.Link>
                    ) : (
                      <span dir="auto">{problemLabel(t, p, typeOf)}</span>
                    )}
                  </List.Item>
                )}
              />
            }
          />
        )}
        {preview && (
          <>
            <Typography.Paragraph data-testid="publish-in-journey">
              {preview.in_journey ? t('automations.publish.inJourney', { number: number(preview.in_journey) }) : t('automations.publish.nobody')}
            </Typography.Paragraph>
            {preview.nodes.length > 0 && (
              <Table
                rowKey="node_id"
                size="small"
                pagination={false}
                dataSource={preview.nodes}
                style={{ marginBottom: 12 }}
                columns={[
                  { title: t('automations.publish.columns.node'), dataIndex: 'node_id', render: (id: string, row) => nodeLabel(t, id, row.type === 'unknown' ? typeOf(id) : row.type) },
                  { title: t('automations.publish.columns.contacts'), dataIndex: 'contacts', align: 'end', render: number },
                  {
                    title: t('automations.publish.columns.then'),
                    dataIndex: 'continues',
                    render: (continues: boolean) => (continues ? <Tag color="green">{t('automations.publish.continues')}</Tag> : <Tag color="red">{t('automations.publish.leaves')}</Tag>),
                  },
                ]}
              />
            )}
            <Input.TextArea
              value={note}
              onChange={(e) => setNote(e.target.value)}
              maxLength={500}
              autoSize={{ minRows: 2, maxRows: 4 }}
              placeholder={t('automations.publish.notePlaceholder')}
              aria-label={t('automations.publish.note')}
              data-testid="publish-note"
            />
          </>
        )}
      </Modal>
    </>
  );
}
