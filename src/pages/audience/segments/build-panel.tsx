/**
 * The segment frozen as a list for a send: build it (a job copies the members of now), watch its
 * progress, reset it. The list is what a send works through; the live count above keeps moving.
 */
import { useState } from 'react';
import { Button, Card, Flex, Progress, Typography } from 'antd';
import { useNotification } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { DateTime } from '../../../components/date-time.tsx';
import { useSegmentListActions, useSegmentProgress } from './use-segment-api.ts';

export function BuildPanel({ id, canEdit }: { id: string; canEdit: boolean }) {
  const { t } = useTranslation();
  const { open } = useNotification();
  const { progress, refetch } = useSegmentProgress(id);
  const list = useSegmentListActions(id);
  const [busy, setBusy] = useState<'build' | 'reset' | null>(null);
  const run = async (what: 'build' | 'reset') => {
    setBusy(what);
    try {
      await (what === 'build' ? list.build() : list.reset());
      await refetch();
    } catch (error) {
      open?.({ type: 'error', message: t('segments.build.failed'), description: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(null);
    }
  };
  const status = progress?.status ?? 'idle';
  const percent = progress && progress.total ? Math.round((progress.done / progress.total) * 100) : status === 'built' ? 100 : 0;
  return (
    <Card title={t('segments.build.title')} data-testid="segment-build">
      <Typography.Paragraph type="secondary">{t('segments.build.help')}</Typography.Paragraph>
      <Flex vertical gap={8}>
        <Typography.Text data-testid="build-status">
          {t(`segments.build.status.${status}`, { done: progress?.done ?? 0, total: progress?.total ?? 0 })}
          {status === 'built' && progress?.built_at && (
            <>
              {' · '}
              <DateTime value={progress.built_at} />
            </>
          )}
        </Typography.Text>
        {status !== 'idle' && <Progress percent={percent} status={status === 'building' ? 'active' : 'success'} />}
        {canEdit && (
          <Flex gap={8} wrap>
            <Button type="primary" onClick={() => run('build')} loading={busy === 'build'} disabled={status === 'building'}>
              {status === 'built' ? t('segments.build.rebuild') : t('segments.build.build')}
            </Button>
            <Button onClick={() => run('reset')} loading={busy === 'reset'} disabled={status === 'idle'}>
              {t('segments.build.reset')}
            </Button>
          </Flex>
        )}
      </Flex>
    </Card>
  );
}
