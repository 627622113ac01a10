/**
 * The agent's prompt versions on its settings page: where the draft stands (published as version N,
 * or unpublished changes), publish with a note, every version with who published it and why,
 * compare any two states (a version, another version or the draft) and restore a version into the
 * draft. Calls use the published version (docs/areas/voice.md#prompt-versions).
 */
import { useEffect, useState } from 'react';
import { Alert, Button, Card, Flex, Input, Popconfirm, Select, Table, Tag, Typography } from 'antd';
import { CloudUploadOutlined, DiffOutlined, RollbackOutlined } from '@ant-design/icons';
import { useCustom, useCustomMutation, useNotification, type BaseRecord, type HttpError } from '@refinedev/core';
import { keepPreviousData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  promptDiffPath,
  promptVersionsPath,
  publishPromptPath,
  restorePromptPath,
  type PromptDiffOutput,
  type PromptVersionsOutput,
  type PromptVersionSummary,
} from '../../../../resources/voice/prompt-versions.ts';
import { DateTime } from '../../../components/date-time.tsx';
import { errorText } from '../../../components/error-text.ts';
import { PromptDiffView } from './prompt-diff-view.tsx';

type Side = 'draft' | number;

interface Props {
  id: string;
  /** Changes whenever the draft may have changed elsewhere on the page. */
  revision: number;
  mayPublish: boolean;
  mayEdit: boolean;
  onDraftChanged: () => void;
}

export function PromptVersionsPanel({ id, revision, mayPublish, mayEdit, onDraftChanged }: Props) {
  const { t } = useTranslation();
  const { open } = useNotification();
  const [failure, setFailure] = useState<string>();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [compare, setCompare] = useState<{ from: Side; to: Side }>();

  // Both are asked again whenever the draft may have changed (the revision keys them); what is on
  // show stays until the new answer comes.
  const versions = useCustom<PromptVersionsOutput>({
    url: promptVersionsPath(id),
    method: 'get',
    meta: { revision },
    errorNotification: false,
    queryOptions: { gcTime: 0, placeholderData: keepPreviousData },
  }).query;
  const state = versions.data?.data;
  const diffQuery = useCustom<PromptDiffOutput>({
    url: promptDiffPath(id),
    method: 'get',
    config: { query: { from: compare?.from, to: compare?.to } },
    meta: { revision },
    errorNotification: false,
    queryOptions: { enabled: !!compare, gcTime: 0, placeholderData: keepPreviousData },
  }).query;
  const diff = compare ? diffQuery.data?.data : undefined;

  // The reads fail into the same banner as the actions (each failure once; closing it hides it).
  useEffect(() => {
    if (versions.error) setFailure(errorText(versions.error, t));
  }, [versions.errorUpdatedAt]);
  useEffect(() => {
    if (diffQuery.error) setFailure(errorText(diffQuery.error, t));
  }, [diffQuery.errorUpdatedAt]);

  const { mutateAsync } = useCustomMutation<BaseRecord, HttpError, object | undefined>();
  const send = (url: string, values?: object) => mutateAsync({ url, method: 'post', values, successNotification: false, errorNotification: false });

  const act = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setFailure(undefined);
    try {
      await work();
      open?.({ type: 'success', message: done });
      await versions.refetch();
    } catch (e) {
      setFailure(errorText(e, t));
    } finally {
      setBusy(false);
    }
  };
  const publish = () =>
    act(async () => {
      await send(publishPromptPath(id), note.trim() ? { note: note.trim() } : {});
      setNote('');
    }, t('agent-prompt-versions.published'));
  const restore = (n: number) =>
    act(async () => {
      await send(restorePromptPath(id, n));
      onDraftChanged();
      setCompare({ from: n, to: 'draft' });
    }, t('agent-prompt-versions.restored', { version: n }));

  const sides = [{ value: 'draft' as Side, label: t('agent-prompt-versions.draft') }, ...(state?.versions ?? []).map((v) => ({ value: v.version as Side, label: t('agent-prompt-versions.version', { version: v.version }) }))];
  const standing = !state ? null : state.published_version === null ? (
    <Tag color="gold">{t('agent-prompt-versions.never')}</Tag>
  ) : (
    <Flex gap={4} wrap>
      <Tag color="green">{t('agent-prompt-versions.live', { version: state.published_version })}</Tag>
      {state.draft_changed && <Tag color="orange" data-testid="unpublished-changes">{t('agent-prompt-versions.unpublished')}</Tag>}
    </Flex>
  );

  return (
    <Card title={t('agent-prompt-versions.title')} extra={standing} style={{ marginTop: 16 }} data-testid="prompt-versions">
      <Typography.Paragraph type="secondary">{t('agent-prompt-versions.intro')}</Typography.Paragraph>
      {failure && <Alert type="error" showIcon message={failure} closable onClose={() => setFailure(undefined)} style={{ marginBottom: 12 }} />}
      {mayPublish && (
        <Flex gap={8} style={{ marginBottom: 16 }} wrap>
          <Input value={note} onChange={(e) => setNote(e.target.value)} maxLength={500} placeholder={t('agent-prompt-versions.notePlaceholder')} aria-label={t('agent-prompt-versions.note')} style={{ flex: '1 1 240px' }} />
          <Button type="primary" icon={<CloudUploadOutlined />} loading={busy} disabled={!state?.draft_changed} onClick={() => void publish()} data-testid="publish-prompt">
            {t('agent-prompt-versions.publish')}
          </Button>
        </Flex>
      )}
      <Table<PromptVersionSummary>
        rowKey="version"
        size="small"
        dataSource={state?.versions ?? []}
        loading={!state && !failure}
        pagination={{ pageSize: 10, showLessItems: true, hideOnSinglePage: true }}
        locale={{ emptyText: t('agent-prompt-versions.none') }}
        columns={[
          { title: t('agent-prompt-versions.columns.version'), dataIndex: 'version', width: 90, render: (v: number) => <Typography.Text strong>{t('agent-prompt-versions.version', { version: v })}</Typography.Text> },
          { title: t('agent-prompt-versions.columns.published'), dataIndex: 'published_at', render: (v: string) => <DateTime value={v} compact /> },
          { title: t('agent-prompt-versions.columns.by'), dataIndex: 'published_by', render: (v: PromptVersionSummary['published_by']) => v?.name || '—' },
          { title: t('agent-prompt-versions.columns.note'), dataIndex: 'note', render: (v: string | null) => (v ? <span dir="auto">{v}</span> : '—') },
          {
            title: '',
            key: 'actions',
            align: 'end',
            render: (_, row) => (
              <Flex gap={4} justify="flex-end" wrap>
                <Button size="small" icon={<DiffOutlined />} onClick={() => setCompare({ from: row.version, to: 'draft' })} data-testid={`compare-${row.version}`}>
                  {t('agent-prompt-versions.compare')}
                </Button>
                {mayEdit && (
                  <Popconfirm title={t('agent-prompt-versions.restoreConfirm', { version: row.version })} okText={t('agent-prompt-versions.restore')} cancelText={t('common.cancel')} onConfirm={() => void restore(row.version)}>
                    <Button size="small" icon={<RollbackOutlined />} data-testid={`restore-${row.version}`}>
                      {t('agent-prompt-versions.restore')}
                    </Button>
                  </Popconfirm>
                )}
              </Flex>
            ),
          },
        ]}
      />
      {compare && (
        <Card size="small" type="inner" style={{ marginTop: 16 }} title={t('agent-prompt-versions.compareTitle')} extra={<Button size="small" onClick={() => setCompare(undefined)}>{t('agent-prompt-versions.close')}</Button>}>
          <Flex gap={8} align="center" wrap style={{ marginBottom: 12 }}>
            <Select aria-label={t('agent-prompt-versions.from')} value={compare.from} options={sides} onChange={(from) => setCompare({ ...compare, from })} style={{ minWidth: 140 }} data-testid="diff-from" />
            <span aria-hidden>{t('agent-prompt-versions.arrow')}</span>
            <Select aria-label={t('agent-prompt-versions.to')} value={compare.to} options={sides} onChange={(to) => setCompare({ ...compare, to })} style={{ minWidth: 140 }} data-testid="diff-to" />
          </Flex>
          {diff && <PromptDiffView diff={diff} />}
        </Card>
      )}
    </Card>
  );
}
