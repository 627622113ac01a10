/**
 * Check a whole segment: pick it, see how many numbers would be looked up (and how many the cache
 * answers for free, and the estimated cost), start the job and watch its progress live.
 */
import { useEffect, useState } from 'react';
import { Alert, Button, Card, Descriptions, Flex, Form, Select, Typography } from 'antd';
import { useCustom, useCustomMutation } from '@refinedev/core';
import { useSegmentSelect } from '../audience/segments/use-segment-select.ts';
import { useTranslation } from 'react-i18next';
import type { CalcContactsCount } from '../../../resources/enrichment/lookups.ts';
import { formatMoney } from '../../../resources/format/money.ts';
import { errorText } from '../../components/error-text.ts';
import { Ltr } from '../../components/ltr.tsx';
import { JobProgress } from '../../jobs/job-progress.tsx';
import { JobStatusTag } from '../../jobs/job-status-tag.tsx';
import type { JobView } from '../../jobs/job-view.ts';
import { useLiveJob } from '../../jobs/use-live-jobs.ts';
import { useIntlLocale } from '../../resource-ui/use-locale.ts';
import type { KindScreen } from './lookup-kind.ts';

type JobResult = { rows?: number; looked_up?: number; cached?: number; failed?: number };

function RunningJob({ initial }: { initial: JobView }) {
  const { t } = useTranslation();
  const job = useLiveJob(initial);
  const result = (job.result ?? {}) as JobResult;
  return (
    <Flex vertical gap={8} style={{ marginTop: 16 }} data-testid="lookup-job">
      <Flex gap={8} align="center" wrap>
        <JobStatusTag status={job.status} />
        <Typography.Text type="secondary">{job.title}</Typography.Text>
      </Flex>
      <JobProgress job={job} width={280} />
      {job.status === 'completed' && (
        <Typography.Text data-testid="lookup-job-result">
          {t('enrichment.audience.finished', { looked_up: result.looked_up ?? 0, cached: result.cached ?? 0, failed: result.failed ?? 0 })}
        </Typography.Text>
      )}
      {job.error && <Typography.Text type="danger">{job.error}</Typography.Text>}
    </Flex>
  );
}

export function CheckAudienceCard({ screen, allowed }: { screen: KindScreen; allowed: boolean }) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const [segmentId, setSegmentId] = useState<number | null>(null);
  const [segmentName, setSegmentName] = useState('');
  const [job, setJob] = useState<JobView | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { selectProps } = useSegmentSelect();

  // A POST that only reads: how many numbers the chosen segment would look up.
  const counting = useCustom<CalcContactsCount>({
    url: screen.countPath,
    method: 'post',
    config: { payload: { segment_id: segmentId } },
    errorNotification: false,
    queryOptions: { enabled: segmentId !== null && allowed, gcTime: 0 },
  }).query;
  const count = segmentId !== null && allowed ? (counting.data?.data ?? null) : null;
  // It fails into the card's one message, which stays until the next start.
  useEffect(() => {
    if (counting.error) setFailure(errorText(counting.error, t));
  }, [counting.errorUpdatedAt]);
  const { mutateAsync } = useCustomMutation<JobView>();

  const start = async () => {
    if (segmentId === null) return;
    setBusy(true);
    setFailure(null);
    try {
      const title = t(`enrichment.audience.jobTitle.${screen.kind}`, { segment: segmentName });
      setJob((await mutateAsync({ url: screen.checkPath, method: 'post', values: { segment_id: segmentId, title }, successNotification: false, errorNotification: false })).data);
    } catch (error) {
      setFailure(errorText(error, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title={t('enrichment.audience.title')} style={{ height: '100%' }}>
      <Form layout="vertical" disabled={!allowed}>
        <Form.Item label={t('enrichment.audience.segment')} extra={t('enrichment.audience.hint')}>
          <Select<number>
            {...(selectProps as object)}
            allowClear
            placeholder={t('enrichment.audience.pick')}
            aria-label={t('enrichment.audience.segment')}
            value={segmentId ?? undefined}
            onChange={(value, option) => {
              setSegmentId((value as number | undefined) ?? null);
              setSegmentName(String((option as { label?: unknown } | undefined)?.label ?? ''));
              setJob(null);
            }}
            data-testid="check-segment"
          />
        </Form.Item>
      </Form>
      {count && (
        <Descriptions size="small" column={1} style={{ marginBottom: 12 }} data-testid="lookup-count">
          <Descriptions.Item label={t('enrichment.audience.numbers')}>{new Intl.NumberFormat(locale).format(count.numbers)}</Descriptions.Item>
          <Descriptions.Item label={t('enrichment.audience.cached')}>{new Intl.NumberFormat(locale).format(count.cached)}</Descriptions.Item>
          <Descriptions.Item label={t('enrichment.audience.estimate')}>
            {count.estimated_cost ? <Ltr>{formatMoney(count.estimated_cost.amount, count.estimated_cost.currency, locale)}</Ltr> : t('enrichment.audience.noEstimate')}
          </Descriptions.Item>
        </Descriptions>
      )}
      <Button type="primary" onClick={start} loading={busy} disabled={!allowed || segmentId === null || count?.numbers === 0} data-testid="check-segment-start">
        {t(`enrichment.audience.submit.${screen.kind}`)}
      </Button>
      {failure && <Alert type="error" showIcon message={failure} style={{ marginTop: 16 }} />}
      {job && <RunningJob initial={job} key={job.id} />}
    </Card>
  );
}
